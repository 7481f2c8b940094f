import {
  datesOf,
  emptyReportDay,
  PLATFORM_METRICS,
  type PlaceKindName,
  type PlaceReport,
  type PlatformDay,
  type PlatformReport,
  POPULAR_DISHES_MAX,
  type PopularDish,
  platformTotals,
  previousPeriod,
  type ReportDay,
  type ReportQuery,
  reportTotals,
  SEARCH_RESULT_EVENT,
} from '@platform/core';
import { requireRole } from '../../auth/guards.ts';
import type { ServiceContext } from '../../context.ts';
import { requireModule } from '../../platform/modules.ts';
import { requirePlaceAccess } from '../../platform/place-access.ts';
import { flushAnalyticsEvents } from '../analytics/index.ts';
import * as q from './reports.queries.ts';

const SEARCH = SEARCH_RESULT_EVENT;

/** The public page of a place, whose views (and those of the pages below it) the report counts. */
export function placePath(kind: PlaceKindName, place: { plaatsSlug: string; slug: string }): string {
  return kind === 'coffeeshop' ? `/coffeeshops/${place.plaatsSlug}/${place.slug}` : `/horeca/${place.plaatsSlug}/${place.slug}`;
}

/** Puts each row's figures on its day; rows outside the range are ignored. */
function fill<D extends { day: string }>(byDay: Map<string, D>, rows: q.DayCount[], set: (row: q.DayCount) => Partial<D>) {
  for (const row of rows) {
    const day = byDay.get(row.day);
    if (day) Object.assign(day, set(row));
  }
}

type Reader = Pick<ServiceContext, 'db'>;

async function daysOf(ctx: Reader, kind: PlaceKindName, id: string, path: string, range: ReportQuery) {
  const place = { kind, id };
  const [views, searches, favourites, imports, screenMinutes, menuViews, bookings] = await Promise.all([
    q.pageViewsByDay(ctx.db, path, range),
    q.eventsByDay(ctx.db, SEARCH, { exact: path }, range),
    q.favouritesByDay(ctx.db, range, place),
    q.menuImportsByDay(ctx.db, range, place),
    kind === 'coffeeshop' ? q.screenMinutesByDay(ctx.db, range, id) : Promise.resolve([]),
    kind === 'coffeeshop' ? q.screenMenuViewsByDay(ctx.db, range, id) : Promise.resolve([]),
    kind === 'venue' ? q.reservationsByDay(ctx.db, range, id) : Promise.resolve([]),
  ]);
  const byDay = new Map<string, ReportDay>(datesOf(range).map((day) => [day, emptyReportDay(day)]));
  fill(byDay, views, (row) => ({ pageViews: row.a, visitors: row.b }));
  fill(byDay, searches, (row) => ({ searchClicks: row.a }));
  fill(byDay, favourites, (row) => ({ favourites: row.a }));
  fill(byDay, imports, (row) => ({ menuImports: row.a }));
  fill(byDay, screenMinutes, (row) => ({ screenMinutes: row.a }));
  fill(byDay, menuViews, (row) => ({ screenMenuViews: row.a }));
  fill(byDay, bookings, (row) => ({ reservations: row.a, covers: row.b, noShows: row.c }));
  return [...byDay.values()];
}

/**
 * A venue's most viewed dishes: the platform records no orders per dish (a reservation names no course menu), so a
 * dish counts the views of the course-menu pages that serve it, under either of their addresses (ADR 061).
 */
async function popularDishes(ctx: Reader, venueId: string, path: string, range: ReportQuery, previous: ReportQuery) {
  const { menus, dishNames } = await q.courseMenusWithDishes(ctx.db, venueId);
  const pathsOf = (menuId: string) => [`/horeca/menu/${menuId}`, `${path}/menu/course/${menuId}`];
  const paths = menus.flatMap((menu) => pathsOf(menu.id));
  const [now, before] = await Promise.all([
    q.pageViewsOfPaths(ctx.db, paths, range),
    q.pageViewsOfPaths(ctx.db, paths, previous),
  ]);
  const dishes = new Map<string, PopularDish>();
  for (const menu of menus) {
    const sum = (views: Map<string, number>) => pathsOf(menu.id).reduce((total, page) => total + (views.get(page) ?? 0), 0);
    for (const course of menu.courses) {
      const name = (course.dishId && dishNames.get(course.dishId)) || course.name;
      const key = course.dishId && dishNames.has(course.dishId) ? course.dishId : `naam:${name.toLowerCase()}`;
      const dish = dishes.get(key) ?? { name, views: 0, previousViews: 0 };
      dish.views += sum(now);
      dish.previousViews += sum(before);
      dishes.set(key, dish);
    }
  }
  return [...dishes.values()]
    .filter((dish) => dish.views > 0 || dish.previousViews > 0)
    .sort((a, b) => b.views - a.views || b.previousViews - a.previousViews || a.name.localeCompare(b.name, 'nl'))
    .slice(0, POPULAR_DISHES_MAX);
}

/** Events still waiting in this process's ingest buffer are written first, so a report counts every visit so far. */
async function freshAnalytics(ctx: Reader) {
  await flushAnalyticsEvents(ctx.db);
}

/**
 * A place's report for a date range, beside the period of the same length before it. Owners, managers with the
 * details right and admins; the same rule as editing the place (ADR 026).
 */
export async function placeReport(
  ctx: ServiceContext,
  kind: PlaceKindName,
  id: string,
  range: ReportQuery,
): Promise<PlaceReport> {
  const { place } = await requirePlaceAccess(ctx, kind, id, 'details');
  await requireModule(ctx, kind, place.id, 'rapportages');
  return buildPlaceReport(ctx, kind, place, range);
}

/** The report of a place whose access was checked (or, for the weekly mail, whose owner or manager asked for it). */
export async function buildPlaceReport(
  ctx: Reader,
  kind: PlaceKindName,
  place: { id: string; name: string; plaatsSlug: string; slug: string },
  range: ReportQuery,
): Promise<PlaceReport> {
  await freshAnalytics(ctx);
  const path = placePath(kind, place);
  const previous = previousPeriod(range);
  const [days, previousDays, dishes] = await Promise.all([
    daysOf(ctx, kind, place.id, path, range),
    daysOf(ctx, kind, place.id, path, previous),
    kind === 'venue' ? popularDishes(ctx, place.id, path, range, previous) : Promise.resolve([]),
  ]);
  return {
    place: { kind, id: place.id, name: place.name, path },
    range,
    previous,
    reservations: kind === 'venue',
    screens: kind === 'coffeeshop',
    totals: reportTotals(days),
    previousTotals: reportTotals(previousDays),
    days,
    dishes,
  };
}

async function platformDaysOf(ctx: ServiceContext, range: ReportQuery): Promise<PlatformDay[]> {
  const [views, searches, favourites, imports, screenMinutes, menuViews, bookings, signUps, places] = await Promise.all([
    q.eventsByDay(ctx.db, 'page_view', 'all', range),
    q.eventsByDay(ctx.db, SEARCH, 'all', range),
    q.favouritesByDay(ctx.db, range),
    q.menuImportsByDay(ctx.db, range),
    q.screenMinutesByDay(ctx.db, range),
    q.screenMenuViewsByDay(ctx.db, range),
    q.reservationsByDay(ctx.db, range),
    q.signUpsByDay(ctx.db, range),
    q.activePlacesByDay(ctx.db, range),
  ]);
  const empty = (day: string) => ({ day, ...Object.fromEntries(PLATFORM_METRICS.map((metric) => [metric, 0])) }) as PlatformDay;
  const byDay = new Map<string, PlatformDay>(datesOf(range).map((day) => [day, empty(day)]));
  fill(byDay, views, (row) => ({ pageViews: row.a, visitors: row.b }));
  fill(byDay, searches, (row) => ({ searchClicks: row.a }));
  fill(byDay, favourites, (row) => ({ favourites: row.a }));
  fill(byDay, imports, (row) => ({ menuImports: row.a }));
  fill(byDay, screenMinutes, (row) => ({ screenMinutes: row.a }));
  fill(byDay, menuViews, (row) => ({ screenMenuViews: row.a }));
  fill(byDay, bookings, (row) => ({ reservations: row.a, covers: row.b, noShows: row.c }));
  fill(byDay, signUps, (row) => ({ signUps: row.a }));
  fill(byDay, places, (row) => ({ activePlaces: row.a }));
  return [...byDay.values()];
}

/**
 * The platform's report for admins: the figures of every place summed per day, plus sign-ups and the places
 * online, beside the period before. Visitors are summed over the pages (one person on two places counts twice).
 */
export async function platformReport(ctx: ServiceContext, range: ReportQuery): Promise<PlatformReport> {
  requireRole(ctx, 'admin');
  await freshAnalytics(ctx);
  const previous = previousPeriod(range);
  const [days, previousDays] = await Promise.all([platformDaysOf(ctx, range), platformDaysOf(ctx, previous)]);
  return { range, previous, totals: platformTotals(days), previousTotals: platformTotals(previousDays), days };
}
