import { and, desc, eq, gte, inArray, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { assistantThreads } from '../../db/schema/index.ts';

export type PlaceThreadRow = typeof assistantThreads.$inferSelect;

/** Midnight in Amsterdam of a 'YYYY-MM-DD' day, as an instant (the filter's dates are Dutch days). */
const dutchMidnight = (day: string) => sql`(${day}::date::timestamp at time zone 'Europe/Amsterdam')`;

/** Threads opened on these places' pages, not the owner's own; at most 200, newest first. */
export function selectPlaceThreads(
  db: Database,
  filter: { placeIds: string[]; exceptUser: string; q?: string | undefined; from?: string | undefined; to?: string | undefined },
) {
  const words = filter.q ? `%${filter.q.replace(/[\\%_]/g, (match) => `\\${match}`)}%` : null;
  return db
    .select()
    .from(assistantThreads)
    .where(
      and(
        inArray(sql`${assistantThreads.context}->>'placeId'`, filter.placeIds),
        or(isNull(assistantThreads.userId), ne(assistantThreads.userId, filter.exceptUser)),
        words
          ? or(sql`${assistantThreads.title} ilike ${words}`, sql`${assistantThreads.messages}::text ilike ${words}`)
          : undefined,
        filter.from ? gte(assistantThreads.updatedAt, dutchMidnight(filter.from)) : undefined,
        filter.to ? lt(assistantThreads.updatedAt, sql`${dutchMidnight(filter.to)} + interval '1 day'`) : undefined,
      ),
    )
    .orderBy(desc(assistantThreads.updatedAt))
    .limit(200);
}

export async function selectPlaceThread(db: Database, id: string): Promise<PlaceThreadRow | undefined> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return undefined;
  const [row] = await db.select().from(assistantThreads).where(eq(assistantThreads.id, id));
  return row;
}
