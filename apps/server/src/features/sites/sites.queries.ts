import type { PlaceKindName, SiteTemplate } from '@platform/core';
import { and, asc, desc, eq, gte, inArray, isNotNull, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  coffeeshopManagers,
  coffeeshops,
  dishes,
  menuSections,
  sites,
  siteTemplateSettings,
  vacancies,
  venueManagers,
  venues,
} from '../../db/schema/index.ts';

export type SiteRow = typeof sites.$inferSelect;

export async function selectSite(db: Database, id: string) {
  const [row] = await db.select().from(sites).where(eq(sites.id, id));
  return row ?? null;
}

export async function selectSiteOfPlace(db: Database, kind: PlaceKindName, placeId: string) {
  const [row] = await db
    .select()
    .from(sites)
    .where(and(eq(sites.placeKind, kind), eq(sites.placeId, placeId)));
  return row ?? null;
}

export async function selectSiteBySlug(db: Database, slug: string) {
  const [row] = await db.select().from(sites).where(eq(sites.slug, slug));
  return row ?? null;
}

export async function selectSiteByDomain(db: Database, domain: string) {
  const [row] = await db.select().from(sites).where(eq(sites.domain, domain));
  return row ?? null;
}

export async function insertSite(db: Database, values: typeof sites.$inferInsert) {
  const [row] = await db.insert(sites).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function updateSite(db: Database, id: string, changes: Partial<typeof sites.$inferInsert>) {
  const [row] = await db
    .update(sites)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(sites.id, id))
    .returning();
  if (!row) throw new Error('update returned no row');
  return row;
}

export function selectSitesOfPlaces(db: Database, kind: PlaceKindName, placeIds: string[]) {
  if (placeIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(sites)
    .where(and(eq(sites.placeKind, kind), inArray(sites.placeId, placeIds)));
}

export function selectAllSites(db: Database) {
  return db.select().from(sites).orderBy(desc(sites.updatedAt));
}

export function selectPublishedSites(db: Database) {
  return db.select().from(sites).where(eq(sites.published, true)).orderBy(asc(sites.slug));
}

/** Names and towns of places by kind and id, for lists of sites. */
export async function selectPlaceNames(db: Database, kind: PlaceKindName, ids: string[]) {
  if (ids.length === 0) return [];
  const table = kind === 'coffeeshop' ? coffeeshops : venues;
  return db
    .select({ id: table.id, name: table.name, plaats: table.plaats, active: table.active })
    .from(table)
    .where(inArray(table.id, ids));
}

/** The active places a user owns or manages, of one kind. */
export function selectOwnPlaces(db: Database, kind: PlaceKindName, userId: string) {
  if (kind === 'coffeeshop') {
    return db
      .selectDistinct({ id: coffeeshops.id, name: coffeeshops.name, plaats: coffeeshops.plaats, slug: coffeeshops.slug })
      .from(coffeeshops)
      .leftJoin(coffeeshopManagers, eq(coffeeshopManagers.coffeeshopId, coffeeshops.id))
      .where(and(eq(coffeeshops.active, true), or(eq(coffeeshops.ownerId, userId), eq(coffeeshopManagers.userId, userId))))
      .orderBy(asc(coffeeshops.name));
  }
  return db
    .selectDistinct({ id: venues.id, name: venues.name, plaats: venues.plaats, slug: venues.slug })
    .from(venues)
    .leftJoin(venueManagers, eq(venueManagers.venueId, venues.id))
    .where(and(eq(venues.active, true), or(eq(venues.ownerId, userId), eq(venueManagers.userId, userId))))
    .orderBy(asc(venues.name));
}

/** A coffeeshop's public facts for its site: never its products or prices (art. 3b Opiumwet). */
export async function selectShopFacts(db: Database, id: string) {
  const [row] = await db
    .select({
      id: coffeeshops.id,
      name: coffeeshops.name,
      plaats: coffeeshops.plaats,
      plaatsSlug: coffeeshops.plaatsSlug,
      slug: coffeeshops.slug,
      address: coffeeshops.address,
      postcode: coffeeshops.postcode,
      latitude: coffeeshops.latitude,
      longitude: coffeeshops.longitude,
      openingHours: coffeeshops.openingHours,
      openingHoursExceptions: coffeeshops.openingHoursExceptions,
      description: coffeeshops.description,
      photos: coffeeshops.photos,
      phone: coffeeshops.phone,
      active: coffeeshops.active,
    })
    .from(coffeeshops)
    .where(eq(coffeeshops.id, id));
  return row ?? null;
}

export async function selectVenueSlugs(db: Database, id: string) {
  const [row] = await db
    .select({ plaatsSlug: venues.plaatsSlug, slug: venues.slug, active: venues.active })
    .from(venues)
    .where(eq(venues.id, id));
  return row ?? null;
}

/** The open vacancies of a place (closing today or later). */
export function selectOpenVacancies(db: Database, kind: PlaceKindName, placeId: string, today: string) {
  return db
    .select({
      title: vacancies.title,
      slug: vacancies.slug,
      type: vacancies.type,
      hoursMin: vacancies.hoursMin,
      hoursMax: vacancies.hoursMax,
      closingDate: vacancies.closingDate,
    })
    .from(vacancies)
    .where(and(eq(vacancies.employerKind, kind), eq(vacancies.employerId, placeId), gte(vacancies.closingDate, today)))
    .orderBy(asc(vacancies.closingDate));
}

/**
 * What a rendered page depends on, as one cheap query: the site's and the place's last change and the newest
 * vacancy change. A cached page whose fingerprint differs is rendered again (ADR 059).
 */
export async function selectFingerprint(db: Database, site: SiteRow): Promise<string> {
  const table = site.placeKind === 'coffeeshop' ? coffeeshops : venues;
  const [place] = await db.select({ updatedAt: table.updatedAt }).from(table).where(eq(table.id, site.placeId));
  const [jobs] = await db
    .select({ latest: sql<string | null>`max(${vacancies.updatedAt})::text`, count: sql<number>`count(*)::int` })
    .from(vacancies)
    .where(and(eq(vacancies.employerKind, site.placeKind), eq(vacancies.employerId, site.placeId)));
  // The menu import edits dishes in place without touching the venue: their content is part of the print.
  const menu =
    site.placeKind === 'venue'
      ? await db.execute(
          sql`select md5(string_agg(row_to_json(d)::text, ',' order by d.id)) as digest from ${dishes} d join ${menuSections} s on s.id = d.section_id where s.venue_id = ${site.placeId}`,
        )
      : null;
  const digest = menu ? ((menu as unknown as { rows: Array<{ digest: string | null }> }).rows[0]?.digest ?? '-') : '-';
  return [
    site.updatedAt.toISOString(),
    place?.updatedAt.toISOString() ?? '-',
    jobs?.latest ?? '-',
    jobs?.count ?? 0,
    digest,
  ].join('|');
}

export function selectVerifiedDomains(db: Database) {
  return db
    .select({ domain: sites.domain })
    .from(sites)
    .where(and(isNotNull(sites.domain), isNotNull(sites.domainVerifiedAt), eq(sites.published, true)));
}

export function selectTemplateSettings(db: Database) {
  return db.select().from(siteTemplateSettings);
}

export async function upsertTemplateSetting(db: Database, template: SiteTemplate, enabled: boolean) {
  await db
    .insert(siteTemplateSettings)
    .values({ template, enabled })
    .onConflictDoUpdate({ target: siteTemplateSettings.template, set: { enabled, updatedAt: new Date() } });
}
