import { and, asc, desc, eq, ilike, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { coffeeshops, placeApplications, users, venues } from '../../db/schema/index.ts';
import { containsPattern } from '../../platform/like.ts';

export type ApplicationRow = typeof placeApplications.$inferSelect;
export type Brand = ApplicationRow['brand'];
export const OPEN_STATUSES = ['draft', 'submitted', 'changes_requested'] as const;

/** The applicant's open application for a brand (at most one), locked when in a transaction. */
export async function selectOpen(db: Database, applicantId: string, brand: Brand): Promise<ApplicationRow | null> {
  const [row] = await db
    .select()
    .from(placeApplications)
    .where(
      and(
        eq(placeApplications.applicantId, applicantId),
        eq(placeApplications.brand, brand),
        inArray(placeApplications.status, [...OPEN_STATUSES]),
      ),
    )
    .for('update');
  return row ?? null;
}

/** The applicant's most recent application for a brand, open or decided. */
export async function selectLatest(db: Database, applicantId: string, brand: Brand): Promise<ApplicationRow | null> {
  const [row] = await db
    .select()
    .from(placeApplications)
    .where(and(eq(placeApplications.applicantId, applicantId), eq(placeApplications.brand, brand)))
    .orderBy(desc(placeApplications.createdAt))
    .limit(1);
  return row ?? null;
}

export async function insertApplication(db: Database, values: typeof placeApplications.$inferInsert): Promise<ApplicationRow> {
  const [row] = await db.insert(placeApplications).values(values).returning();
  return row as ApplicationRow;
}

export async function updateApplication(
  db: Database,
  id: string,
  values: Partial<typeof placeApplications.$inferInsert>,
): Promise<ApplicationRow> {
  const [row] = await db
    .update(placeApplications)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(placeApplications.id, id))
    .returning();
  return row as ApplicationRow;
}

export async function lockApplication(db: Database, id: string): Promise<ApplicationRow | null> {
  const [row] = await db.select().from(placeApplications).where(eq(placeApplications.id, id)).for('update');
  return row ?? null;
}

/** Name, town and links of the shops applications point at. */
export function selectShops(db: Database, ids: string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: coffeeshops.id,
      name: coffeeshops.name,
      plaats: coffeeshops.plaats,
      plaatsSlug: coffeeshops.plaatsSlug,
      slug: coffeeshops.slug,
      ownerId: coffeeshops.ownerId,
      active: coffeeshops.active,
    })
    .from(coffeeshops)
    .where(inArray(coffeeshops.id, ids));
}

/** Live shops without an owner, by name or town, for a claim. */
export function selectClaimable(db: Database, q: string) {
  const pattern = containsPattern(q);
  return db
    .select({ id: coffeeshops.id, name: coffeeshops.name, plaats: coffeeshops.plaats, address: coffeeshops.address })
    .from(coffeeshops)
    .where(
      and(
        isNull(coffeeshops.ownerId),
        eq(coffeeshops.active, true),
        q ? or(ilike(coffeeshops.name, pattern), ilike(coffeeshops.plaats, pattern)) : undefined,
      ),
    )
    .orderBy(asc(coffeeshops.plaats), asc(coffeeshops.name))
    .limit(20);
}

/** A place online (shop or venue) brought there by an approved application with this KvK number (not `exceptId`). */
export async function selectLiveKvk(db: Database, kvkNumber: string, exceptId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: placeApplications.id })
    .from(placeApplications)
    .leftJoin(coffeeshops, eq(coffeeshops.id, placeApplications.placeId))
    .leftJoin(venues, eq(venues.id, placeApplications.venueId))
    .where(
      and(
        eq(placeApplications.kvkNumber, kvkNumber),
        eq(placeApplications.status, 'approved'),
        or(eq(coffeeshops.active, true), eq(venues.active, true)),
        ne(placeApplications.id, exceptId),
      ),
    )
    .limit(1);
  return Boolean(row);
}

/** A shop with this name (slug) in this town (slug). */
export async function selectShopBySlugs(db: Database, plaatsSlug: string, slug: string) {
  const [row] = await db
    .select({ id: coffeeshops.id, address: coffeeshops.address, postcode: coffeeshops.postcode })
    .from(coffeeshops)
    .where(and(eq(coffeeshops.plaatsSlug, plaatsSlug), eq(coffeeshops.slug, slug)));
  return row ?? null;
}

/** A venue with this name (slug) in this town (slug). */
export async function selectVenueBySlugs(db: Database, plaatsSlug: string, slug: string) {
  const [row] = await db
    .select({ id: venues.id, address: venues.address, postcode: venues.postcode })
    .from(venues)
    .where(and(eq(venues.plaatsSlug, plaatsSlug), eq(venues.slug, slug)));
  return row ?? null;
}

/** Links of the venues applications created. */
export function selectVenues(db: Database, ids: string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({ id: venues.id, plaatsSlug: venues.plaatsSlug, slug: venues.slug, active: venues.active })
    .from(venues)
    .where(inArray(venues.id, ids));
}

/** The review queue: submitted applications, oldest first, with their applicant. */
export function selectSubmitted(db: Database) {
  return db
    .select({ application: placeApplications, applicant: { id: users.id, name: users.name, email: users.email } })
    .from(placeApplications)
    .innerJoin(users, eq(users.id, placeApplications.applicantId))
    .where(eq(placeApplications.status, 'submitted'))
    .orderBy(asc(placeApplications.submittedAt));
}

/** Other submitted or approved applications with one of these KvK numbers: kvk → ids. */
export function selectKvkPeers(db: Database, kvkNumbers: string[]) {
  if (kvkNumbers.length === 0) return Promise.resolve([]);
  return db
    .select({ id: placeApplications.id, kvkNumber: placeApplications.kvkNumber })
    .from(placeApplications)
    .where(and(inArray(placeApplications.kvkNumber, kvkNumbers), inArray(placeApplications.status, ['submitted', 'approved'])));
}

export async function selectUser(db: Database, id: string) {
  const [row] = await db.select({ id: users.id, name: users.name, email: users.email }).from(users).where(eq(users.id, id));
  return row ?? null;
}

/** Hands an unowned shop to the applicant; false when someone owns it already. */
export async function claimShop(db: Database, shopId: string, ownerId: string): Promise<boolean> {
  const rows = await db
    .update(coffeeshops)
    .set({ ownerId, updatedAt: sql`now()` })
    .where(and(eq(coffeeshops.id, shopId), isNull(coffeeshops.ownerId), eq(coffeeshops.active, true)))
    .returning({ id: coffeeshops.id });
  return rows.length === 1;
}
