import type { ReportQuery } from '@platform/core';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  analyticsDaily,
  analyticsEvents,
  coffeeshops,
  courseMenus,
  dishes,
  favorites,
  menuImportJobs,
  reservations,
  screenMenuViews,
  screens,
  screenUptime,
  users,
  venues,
} from '../../db/schema/index.ts';

// Long file: every read of the reports (a place's and the platform's), one short SQL statement each.

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

/** Which events' paths count: a place's page and the pages below it, one exact page, or every page. */
type PathFilter = { below: string } | { exact: string } | 'all';

function pathCondition(filter: PathFilter): SQL {
  if (filter === 'all') return sql`true`;
  if ('exact' in filter) return sql`path = ${filter.exact}`;
  return sql`(path = ${filter.below} or path like ${`${filter.below}/%`})`;
}

/**
 * Events of one name (a) and their visitors (b) per day on the pages of the filter. Single events where they are
 * still kept (35 days), the daily roll-up for older days (ADR 039); a visitor seen on two pages on an old day counts
 * twice there.
 */
export function eventsByDay(db: Database, name: string, filter: PathFilter, range: ReportQuery) {
  const where = pathCondition(filter);
  return rows(
    db,
    sql`
    select day::text as day, sum(a)::int as a, sum(b)::int as b from (
      select day, count(*) as a, count(distinct visitor) as b
      from ${analyticsEvents}
      where name = ${name} and ${where}
        and day between ${range.from}::date and ${range.to}::date
      group by day
      union all
      select day, sum(events) as a, sum(visitors) as b
      from ${analyticsDaily}
      where name = ${name} and ${where}
        and day between ${range.from}::date and ${range.to}::date
        and day not in (select distinct day from ${analyticsEvents} where day between ${range.from}::date and ${range.to}::date)
      group by day
    ) counted group by day`,
  );
}

/** Page views (a) and visitors (b) per day of a place's page and the pages below it (news, menus, booking). */
export function pageViewsByDay(db: Database, path: string, range: ReportQuery) {
  return eventsByDay(db, 'page_view', { below: path }, range);
}

/** Page views per page (a) over the range, of the given pages. */
export async function pageViewsOfPaths(db: Database, paths: string[], range: ReportQuery): Promise<Map<string, number>> {
  if (paths.length === 0) return new Map();
  const list = sql.join(
    paths.map((path) => sql`${path}`),
    sql`, `,
  );
  const result = (await db.execute(sql`
    select path, sum(a)::int as a from (
      select path, count(*) as a from ${analyticsEvents}
      where name = 'page_view' and path in (${list}) and day between ${range.from}::date and ${range.to}::date
      group by path
      union all
      select path, sum(events) as a from ${analyticsDaily}
      where name = 'page_view' and path in (${list}) and day between ${range.from}::date and ${range.to}::date
        and day not in (select distinct day from ${analyticsEvents} where day between ${range.from}::date and ${range.to}::date)
      group by path
    ) counted group by path`)) as unknown as { rows: Array<{ path: string; a: number }> };
  return new Map(result.rows.map((row) => [row.path, Number(row.a)]));
}

/** A venue's active course menus with their courses, and the names of the dishes they point at. */
export async function courseMenusWithDishes(db: Database, venueId: string) {
  const menus = await db
    .select({ id: courseMenus.id, courses: courseMenus.courses })
    .from(courseMenus)
    .where(sql`${courseMenus.venueId} = ${venueId} and ${courseMenus.active}`);
  const ids = [...new Set(menus.flatMap((menu) => menu.courses.flatMap((course) => (course.dishId ? [course.dishId] : []))))];
  const named =
    ids.length === 0
      ? []
      : await db
          .select({ id: dishes.id, name: dishes.name })
          .from(dishes)
          .where(
            sql`${dishes.id} in (${sql.join(
              ids.map((id) => sql`${id}::uuid`),
              sql`, `,
            )})`,
          );
  return { menus, dishNames: new Map(named.map((dish) => [dish.id, dish.name])) };
}

/** Menu imports started (a) per Dutch day, for one place or (without `place`) all of them. */
export function menuImportsByDay(db: Database, range: ReportQuery, place?: { kind: 'coffeeshop' | 'venue'; id: string }) {
  const which = place ? sql`place_type = ${place.kind} and place_id = ${place.id}` : sql`true`;
  return rows(
    db,
    sql`
    select (created_at at time zone 'Europe/Amsterdam')::date::text as day, count(*)::int as a
    from ${menuImportJobs}
    where ${which}
      and (created_at at time zone 'Europe/Amsterdam')::date between ${range.from}::date and ${range.to}::date
    group by 1`,
  );
}

/** Minutes online (a) per day, summed over a shop's screens (or every screen without `shopId`). */
export function screenMinutesByDay(db: Database, range: ReportQuery, shopId?: string) {
  const which = shopId ? sql`${screens.coffeeshopId} = ${shopId}` : sql`true`;
  return rows(
    db,
    sql`
    select ${screenUptime.day}::text as day, sum(${screenUptime.minutes})::int as a
    from ${screenUptime} join ${screens} on ${screens.id} = ${screenUptime.screenId}
    where ${which} and ${screenUptime.day} between ${range.from}::date and ${range.to}::date
    group by 1`,
  );
}

/** Menu views on screens (a) per day: clock hours with the menu shown, summed over a shop's screens (or all; ADR 076). */
export function screenMenuViewsByDay(db: Database, range: ReportQuery, shopId?: string) {
  const which = shopId ? sql`${screens.coffeeshopId} = ${shopId}` : sql`true`;
  return rows(
    db,
    sql`
    select ${screenMenuViews.day}::text as day, sum(${screenMenuViews.views})::int as a
    from ${screenMenuViews} join ${screens} on ${screens.id} = ${screenMenuViews.screenId}
    where ${which} and ${screenMenuViews.day} between ${range.from}::date and ${range.to}::date
    group by 1`,
  );
}

/** New accounts (a) per Dutch day. */
export function signUpsByDay(db: Database, range: ReportQuery) {
  return rows(
    db,
    sql`
    select (created_at at time zone 'Europe/Amsterdam')::date::text as day, count(*)::int as a
    from ${users}
    where (created_at at time zone 'Europe/Amsterdam')::date between ${range.from}::date and ${range.to}::date
    group by 1`,
  );
}

/** Places online (a) at the end of each day: active shops and venues listed on or before it. */
export function activePlacesByDay(db: Database, range: ReportQuery) {
  return rows(
    db,
    sql`
    select d::date::text as day,
      (select count(*) from ${coffeeshops} where active and (created_at at time zone 'Europe/Amsterdam')::date <= d::date)::int
      + (select count(*) from ${venues} where active and (created_at at time zone 'Europe/Amsterdam')::date <= d::date)::int as a
    from generate_series(${range.from}::date, ${range.to}::date, interval '1 day') as d`,
  );
}

/** New favourites (a) per Dutch day, of one place or (without `place`) all of them. */
export function favouritesByDay(db: Database, range: ReportQuery, place?: { kind: 'coffeeshop' | 'venue'; id: string }) {
  const which = place ? sql`kind = ${place.kind} and target_id = ${place.id}` : sql`true`;
  return rows(
    db,
    sql`
    select (created_at at time zone 'Europe/Amsterdam')::date::text as day, count(*)::int as a
    from ${favorites}
    where ${which}
      and (created_at at time zone 'Europe/Amsterdam')::date between ${range.from}::date and ${range.to}::date
    group by 1`,
  );
}

/**
 * Per Dutch day of the visit: reservations (a, not cancelled), covers (b, guests who came or are expected), no-shows
 * (c); of one venue or (without `venueId`) all of them.
 */
export function reservationsByDay(db: Database, range: ReportQuery, venueId?: string) {
  const which = venueId ? sql`venue_id = ${venueId}` : sql`true`;
  return rows(
    db,
    sql`
    select (starts_at at time zone 'Europe/Amsterdam')::date::text as day,
      count(*) filter (where status <> 'cancelled')::int as a,
      coalesce(sum(party_size) filter (where status not in ('cancelled', 'no_show')), 0)::int as b,
      count(*) filter (where status = 'no_show')::int as c
    from ${reservations}
    where ${which}
      and (starts_at at time zone 'Europe/Amsterdam')::date between ${range.from}::date and ${range.to}::date
    group by 1`,
  );
}
