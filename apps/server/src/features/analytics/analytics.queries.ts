import { eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { analyticsDaily, analyticsEvents, analyticsSalts } from '../../db/schema/index.ts';

export type EventRow = typeof analyticsEvents.$inferInsert;

/** One statement per batch: the ingest writes many events at once (ADR 039). */
export async function insertEvents(db: Database, rows: EventRow[]) {
  if (rows.length > 0) await db.insert(analyticsEvents).values(rows);
}

/** The day's salt: made by whichever process asks first, read by the others. */
export async function saltOfDay(db: Database, day: string, fresh: string): Promise<string> {
  await db.insert(analyticsSalts).values({ day, salt: fresh }).onConflictDoNothing();
  const [row] = await db.select({ salt: analyticsSalts.salt }).from(analyticsSalts).where(eq(analyticsSalts.day, day));
  return row?.salt ?? fresh;
}

/** Counts the events of every day before `today` into the daily table (again, so late rows are counted too). */
export async function rollUpBefore(db: Database, today: string) {
  await db.execute(sql`
    insert into ${analyticsDaily} (day, name, path, events, visitors)
    select day, name, path, count(*)::int, count(distinct visitor)::int
    from ${analyticsEvents}
    where day < ${today}::date
    group by day, name, path
    on conflict (day, name, path) do update set events = excluded.events, visitors = excluded.visitors`);
}

/** Forgets the salts of days gone by, so their visitor hashes can no longer be recomputed. */
export async function deleteSaltsBefore(db: Database, today: string) {
  await db.delete(analyticsSalts).where(lt(analyticsSalts.day, today));
}

/** Drops single events older than the raw retention; their daily counts stay. */
export async function deleteEventsBefore(db: Database, day: string) {
  await db.delete(analyticsEvents).where(lt(analyticsEvents.day, day));
}
