import {
  datesOf,
  emptyReportDay,
  type PlaceKindName,
  type PlaceReport,
  previousPeriod,
  type ReportDay,
  type ReportQuery,
  reportTotals,
} from '@platform/core';
import type { ServiceContext } from '../../context.ts';
import { requireModule } from '../../platform/modules.ts';
import { requirePlaceAccess } from '../../platform/place-access.ts';
import * as q from './reports.queries.ts';

/** The public page of a place, whose views (and those of the pages below it) the report counts. */
function placePath(kind: PlaceKindName, place: { plaatsSlug: string; slug: string }): string {
  return kind === 'coffeeshop' ? `/coffeeshops/${place.plaatsSlug}/${place.slug}` : `/horeca/${place.plaatsSlug}/${place.slug}`;
}

async function daysOf(ctx: ServiceContext, kind: PlaceKindName, id: string, path: string, range: ReportQuery) {
  const [views, favourites, bookings] = await Promise.all([
    q.pageViewsByDay(ctx.db, path, range),
    q.favouritesByDay(ctx.db, kind, id, range),
    kind === 'venue' ? q.reservationsByDay(ctx.db, id, range) : Promise.resolve([]),
  ]);
  const byDay = new Map<string, ReportDay>(datesOf(range).map((day) => [day, emptyReportDay(day)]));
  for (const row of views) Object.assign(byDay.get(row.day) ?? {}, { pageViews: row.a, visitors: row.b });
  for (const row of favourites) Object.assign(byDay.get(row.day) ?? {}, { favourites: row.a });
  for (const row of bookings) Object.assign(byDay.get(row.day) ?? {}, { reservations: row.a, covers: row.b, noShows: row.c });
  return [...byDay.values()];
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
  const path = placePath(kind, place);
  const previous = previousPeriod(range);
  const [days, previousDays] = await Promise.all([
    daysOf(ctx, kind, place.id, path, range),
    daysOf(ctx, kind, place.id, path, previous),
  ]);
  return {
    place: { kind, id: place.id, name: place.name, path },
    range,
    previous,
    reservations: kind === 'venue',
    totals: reportTotals(days),
    previousTotals: reportTotals(previousDays),
    days,
  };
}
