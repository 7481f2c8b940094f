import {
  type CourseMenu,
  categoryGroupOf,
  isId,
  isOpenAt,
  type MenuSection,
  onlinePartyLimit,
  VENUE_CATEGORY_GROUPS,
  type VenueDetail,
  type VenueFilters,
  type VenueListQuery,
  type VenueSummary,
} from '@platform/core';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { ServiceContext } from '../../context.ts';
import type { Database } from '../../db/client.ts';
import { courseMenus, dishes, menuSections, venues } from '../../db/schema/index.ts';
import { NotFoundError } from '../../platform/errors.ts';
import { activeTables } from './day-bookings.ts';
import type { VenueRow } from './venue-access.ts';

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
    photo: venue.photos[0] ?? null,
    openNow: isOpenAt(venue.openingHours, now),
    reservable: venue.reservationsEnabled,
  };
}

/** Venues by city, category group or category, cuisine; "open now" filters after the query (it is a clock rule). */
export async function listVenues(ctx: ServiceContext, query: VenueListQuery): Promise<VenueSummary[]> {
  const conditions = [eq(venues.active, true)];
  if (query.plaats) conditions.push(eq(venues.plaatsSlug, query.plaats));
  if (query.category) conditions.push(eq(venues.category, query.category));
  else if (query.group) conditions.push(inArray(venues.category, [...VENUE_CATEGORY_GROUPS[query.group]]));
  if (query.cuisine) conditions.push(sql`${venues.cuisines} ? ${query.cuisine}`);
  const rows = await ctx.db
    .select()
    .from(venues)
    .where(and(...conditions))
    .orderBy(asc(venues.plaats), asc(venues.name));
  const now = new Date();
  const list = rows.map((row) => toSummary(row, now));
  return query.openNow === undefined ? list : list.filter((venue) => venue.openNow === query.openNow);
}

export async function venueFilters(ctx: ServiceContext): Promise<VenueFilters> {
  const cities = await ctx.db
    .select({ plaats: venues.plaats, plaatsSlug: venues.plaatsSlug, count: sql<number>`count(*)::int` })
    .from(venues)
    .where(eq(venues.active, true))
    .groupBy(venues.plaats, venues.plaatsSlug)
    .orderBy(asc(venues.plaats));
  const cuisine = sql<string>`jsonb_array_elements_text(${venues.cuisines})`;
  const cuisines = await ctx.db.selectDistinct({ cuisine }).from(venues).where(eq(venues.active, true)).orderBy(cuisine);
  return { cities, cuisines: cuisines.map((row) => row.cuisine) };
}

export async function menuOf(db: Database, venueId: string): Promise<MenuSection[]> {
  const sections = await db
    .select()
    .from(menuSections)
    .where(eq(menuSections.venueId, venueId))
    .orderBy(asc(menuSections.sortOrder));
  if (sections.length === 0) return [];
  const items = await db
    .select()
    .from(dishes)
    .where(
      inArray(
        dishes.sectionId,
        sections.map((section) => section.id),
      ),
    )
    .orderBy(asc(dishes.sortOrder));
  return sections.map((section) => ({
    id: section.id,
    name: section.name,
    dishes: items
      .filter((dish) => dish.sectionId === section.id)
      .map(({ id, name, description, price, contains, mayContain, diets }) => ({
        id,
        name,
        description,
        price,
        contains,
        mayContain,
        diets,
      })),
  }));
}

export async function getVenue(ctx: ServiceContext, plaatsSlug: string, slug: string): Promise<VenueDetail> {
  const [venue] = await ctx.db
    .select()
    .from(venues)
    .where(and(eq(venues.plaatsSlug, plaatsSlug), eq(venues.slug, slug), eq(venues.active, true)));
  if (!venue) throw new NotFoundError('Deze horecazaak bestaat niet.');
  const [menu, courses, tables] = await Promise.all([
    menuOf(ctx.db, venue.id),
    ctx.db
      .select()
      .from(courseMenus)
      .where(and(eq(courseMenus.venueId, venue.id), eq(courseMenus.active, true))),
    activeTables(ctx.db, venue.id),
  ]);
  const settings = venue.reservationSettings;
  return {
    ...toSummary(venue, new Date()),
    openingHours: venue.openingHours,
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

export async function getCourseMenu(ctx: ServiceContext, id: string): Promise<CourseMenu> {
  const [row] = isId(id)
    ? await ctx.db
        .select({ course: courseMenus, venue: venues })
        .from(courseMenus)
        .innerJoin(venues, eq(venues.id, courseMenus.venueId))
        .where(and(eq(courseMenus.id, id), eq(courseMenus.active, true), eq(venues.active, true)))
    : [];
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
