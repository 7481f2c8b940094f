import type { ReportQuery } from '@platform/core';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { analyticsDaily, analyticsEvents, favorites, reservations } from '../../db/schema/index.ts';

export interface DayCount {
  day: string;
  a: number;
  b: number;
  c: number;
}

async function rows(db: Database, query: ReturnType<typeof sql>): Promise<DayCount[]> {
  // PGlite and pg both answer `{ rows }` (ADR 002); Drizzle types the union loosely.
  const result = (await db.execute(query)) as unknown as { rows: Array<Record<string, unknown>> };
  return result.rows.map((row) => ({
    day: String(row.day).slice(0, 10),
    a: Number(row.a ?? 0),
    b: Number(row.b ?? 0),
    c: Number(row.c ?? 0),
  }));
}

/**
 * Page views (a) and visitors (b) per day of a place's page and the pages below it (news, menus, booking). Single
 * events where they are still kept (35 days), the daily roll-up for older days (ADR 039); a visitor seen on two of
 * the place's pages on an old day counts twice there.
 */
export function pageViewsByDay(db: Database, path: string, range: ReportQuery) {
  const below = `${path}/%`;
  return rows(
    db,
    sql`
    select day::text as day, sum(a)::int as a, sum(b)::int as b from (
      select day, count(*) as a, count(distinct visitor) as b
      from ${analyticsEvents}
      where name = 'page_view' and (path = ${path} or path like ${below})
        and day between ${range.from}::date and ${range.to}::date
      group by day
      union all
      select day, sum(events) as a, sum(visitors) as b
      from ${analyticsDaily}
      where name = 'page_view' and (path = ${path} or path like ${below})
        and day between ${range.from}::date and ${range.to}::date
        and day not in (select distinct day from ${analyticsEvents} where day between ${range.from}::date and ${range.to}::date)
      group by day
    ) counted group by day`,
  );
}

/** New favourites (a) per Dutch day. */
export function favouritesByDay(db: Database, kind: 'coffeeshop' | 'venue', id: string, range: ReportQuery) {
  return rows(
    db,
    sql`
    select (created_at at time zone 'Europe/Amsterdam')::date::text as day, count(*)::int as a
    from ${favorites}
    where kind = ${kind} and target_id = ${id}
      and (created_at at time zone 'Europe/Amsterdam')::date between ${range.from}::date and ${range.to}::date
    group by 1`,
  );
}

/** Per Dutch day of the visit: reservations (a, not cancelled), covers (b, guests who came or are expected), no-shows (c). */
export function reservationsByDay(db: Database, venueId: string, range: ReportQuery) {
  return rows(
    db,
    sql`
    select (starts_at at time zone 'Europe/Amsterdam')::date::text as day,
      count(*) filter (where status <> 'cancelled')::int as a,
      coalesce(sum(party_size) filter (where status not in ('cancelled', 'no_show')), 0)::int as b,
      count(*) filter (where status = 'no_show')::int as c
    from ${reservations}
    where venue_id = ${venueId}
      and (starts_at at time zone 'Europe/Amsterdam')::date between ${range.from}::date and ${range.to}::date
    group by 1`,
  );
}
