import {
  type CourseMenu,
  categoryGroupOf,
  dutchDate,
  isId,
  isOpenAt,
  type MenuSection,
  onlinePartyLimit,
  UPCOMING_EXCEPTION_DAYS,
  upcomingExceptions,
  type VenueDetail,
  type VenueFilters,
  type VenueListQuery,
  type VenueSummary,
} from '@platform/core';
import type { ServiceContext } from '../../context.ts';
import { NotFoundError } from '../../platform/errors.ts';
import { activeTables } from './day.queries.ts';
import { requireVenueAccess, type VenueRow } from './venue-access.ts';
import * as q from './venues.queries.ts';

export { menuOf } from './venues.queries.ts';

function toSummary(venue: VenueRow, now: Date): VenueSummary {
  return {
    id: venue.id,
    name: venue.name,
    slug: venue.slug,
    plaats: venue.plaats,
    plaatsSlug: venue.plaatsSlug,
    address: venue.address,
    postcode: venue.postcode,
    latitude: venue.latitude,
    longitude: venue.longitude,
    category: venue.category,
    categoryGroup: categoryGroupOf(venue.category),
    cuisines: venue.cuisines,
    priceLevel: venue.priceLevel,
    description: venue.description,
    photo: venue.photos[0]?.url ?? null,
    openNow: isOpenAt(venue.openingHours, now, venue.openingHoursExceptions),
    reservable: venue.reservationsEnabled,
  };
}

/** Venues by city, category group or category, cuisine; "open now" filters after the query (it is a clock rule). */
export async function listVenues(ctx: ServiceContext, query: VenueListQuery): Promise<VenueSummary[]> {
  const rows = await q.selectActiveVenues(ctx.db, query);
  const now = new Date();
  const list = rows.map((row) => toSummary(row, now));
  return query.openNow === undefined ? list : list.filter((venue) => venue.openNow === query.openNow);
}

export async function venueFilters(ctx: ServiceContext): Promise<VenueFilters> {
  const cities = await q.selectCityCounts(ctx.db);
  return { cities, cuisines: await q.selectCuisines(ctx.db) };
}

export async function getVenue(ctx: ServiceContext, plaatsSlug: string, slug: string): Promise<VenueDetail> {
  const venue = await q.selectActiveVenueBySlug(ctx.db, plaatsSlug, slug);
  if (!venue) throw new NotFoundError('Deze horecazaak bestaat niet.');
  const [menu, courses, tables] = await Promise.all([
    q.menuOf(ctx.db, venue.id),
    q.selectActiveCourseMenus(ctx.db, venue.id, 'stored'),
    activeTables(ctx.db, venue.id),
  ]);
  const settings = venue.reservationSettings;
  const now = new Date();
  return {
    ...toSummary(venue, now),
    openingHours: venue.openingHours,
    openingHoursExceptions: upcomingExceptions(venue.openingHoursExceptions, dutchDate(now), UPCOMING_EXCEPTION_DAYS),
    phone: venue.phone,
    email: venue.email,
    website: venue.website,
    photos: venue.photos,
    menu,
    courseMenus: courses.map((course) => ({
      id: course.id,
      venueId: course.venueId,
      name: course.name,
      description: course.description,
      pricePerPerson: course.pricePerPerson,
      winePairingPrice: course.winePairingPrice,
      courseCount: course.courses.length,
    })),
    reservations: {
      enabled: venue.reservationsEnabled,
      // Never more than the floor can seat, so the party list only offers sizes that can get a table.
      maxPartySize: onlinePartyLimit(settings, tables),
      cutoffHours: settings.cutoffHours,
      bookingHorizonDays: settings.bookingHorizonDays,
    },
  };
}

/**
 * The menu of a venue its viewer runs, as its public page shows it (the same query): sections in order,
 * dishes with price, allergens and diets. For the public API's `menu:read` (ADR 080).
 */
export async function managedVenueMenu(ctx: ServiceContext, venueId: string): Promise<MenuSection[]> {
  const { venue } = await requireVenueAccess(ctx, venueId, null);
  return q.menuOf(ctx.db, venue.id);
}

export async function getCourseMenu(ctx: ServiceContext, id: string): Promise<CourseMenu> {
  const row = isId(id) ? await q.selectPublicCourseMenu(ctx.db, id) : undefined;
  if (!row) throw new NotFoundError('Dit menu bestaat niet.');
  const { course, venue } = row;
  return {
    id: course.id,
    venueId: venue.id,
    name: course.name,
    description: course.description,
    pricePerPerson: course.pricePerPerson,
    winePairingPrice: course.winePairingPrice,
    courses: course.courses,
    venue: { name: venue.name, plaats: venue.plaats, plaatsSlug: venue.plaatsSlug, slug: venue.slug },
  };
}
