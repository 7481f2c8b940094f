import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { coffeeshops, courseMenus, partners, telers, venues } from '../../db/schema/index.ts';

/** Coffeeshops that are live: their town and page. */
export function selectLiveShops(db: Database) {
  return db
    .select({ plaatsSlug: coffeeshops.plaatsSlug, slug: coffeeshops.slug, updatedAt: coffeeshops.updatedAt })
    .from(coffeeshops)
    .where(eq(coffeeshops.active, true))
    .orderBy(asc(coffeeshops.plaatsSlug), asc(coffeeshops.slug));
}

export function selectActiveTelers(db: Database) {
  return db
    .select({ slug: telers.slug, plaats: telers.plaats, updatedAt: telers.updatedAt })
    .from(telers)
    .where(eq(telers.actief, true))
    .orderBy(asc(telers.slug));
}

export function selectLiveVenues(db: Database) {
  return db
    .select({ plaatsSlug: venues.plaatsSlug, slug: venues.slug, updatedAt: venues.updatedAt })
    .from(venues)
    .where(eq(venues.active, true))
    .orderBy(asc(venues.plaatsSlug), asc(venues.slug));
}

/** Active course menus of live venues, with their venue's address. */
export function selectLiveCourseMenus(db: Database) {
  return db
    .select({ id: courseMenus.id, plaatsSlug: venues.plaatsSlug, slug: venues.slug, updatedAt: venues.updatedAt })
    .from(courseMenus)
    .innerJoin(venues, eq(venues.id, courseMenus.venueId))
    .where(and(eq(courseMenus.active, true), eq(venues.active, true)))
    .orderBy(asc(venues.plaatsSlug), asc(venues.slug), asc(courseMenus.id));
}

/** Approved partners: the only ones with a public page (pending and offline partners answer 404). */
export function selectApprovedPartners(db: Database) {
  return db
    .select({ slug: partners.slug, updatedAt: partners.updatedAt })
    .from(partners)
    .where(eq(partners.status, 'approved'))
    .orderBy(asc(partners.slug));
}
