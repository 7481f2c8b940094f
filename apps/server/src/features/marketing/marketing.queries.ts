import type { PlanId, ProductSlug } from '@platform/core';
import { and, asc, desc, eq, isNotNull, isNull, like, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { coffeeshops, contactMessages, placeSubscriptions, subscriptionInvoices, venues } from '../../db/schema/index.ts';
import type { PlaceKind } from '../../platform/place-access.ts';

export type ContactRow = typeof contactMessages.$inferSelect;

export async function insertContactMessage(db: Database, values: typeof contactMessages.$inferInsert) {
  const [row] = await db.insert(contactMessages).values(values).returning();
  return row as ContactRow;
}

export function selectContactMessages(db: Database, status: 'open' | 'behandeld' | 'alle') {
  const where =
    status === 'open'
      ? isNull(contactMessages.handledAt)
      : status === 'behandeld'
        ? isNotNull(contactMessages.handledAt)
        : undefined;
  return db.select().from(contactMessages).where(where).orderBy(desc(contactMessages.createdAt)).limit(200);
}

export async function updateContactHandled(db: Database, id: string, handledBy: string | null) {
  const [row] = await db
    .update(contactMessages)
    .set({ handledAt: handledBy ? new Date() : null, handledBy })
    .where(eq(contactMessages.id, id))
    .returning();
  return row;
}

const TABLES = { coffeeshop: coffeeshops, venue: venues } as const;

/** The active places of a kind, with their subscription when they have one; `ownerId` narrows to one owner's. */
export function selectPlacesWithPlans(db: Database, kind: PlaceKind, filter: { ownerId?: string; placeId?: string } = {}) {
  const places = TABLES[kind];
  return db
    .select({
      placeId: places.id,
      placeName: places.name,
      plaats: places.plaats,
      slug: places.slug,
      plaatsSlug: places.plaatsSlug,
      plan: placeSubscriptions.plan,
      modules: placeSubscriptions.modules,
      since: placeSubscriptions.updatedAt,
    })
    .from(places)
    .leftJoin(placeSubscriptions, and(eq(placeSubscriptions.placeKind, kind), eq(placeSubscriptions.placeId, places.id)))
    .where(
      and(
        eq(places.active, true),
        filter.ownerId ? eq(places.ownerId, filter.ownerId) : undefined,
        filter.placeId ? eq(places.id, filter.placeId) : undefined,
      ),
    )
    .orderBy(asc(places.name));
}

/** The coffeeshops that have this module switched on. */
export function selectCoffeeshopsWithModule(db: Database, product: ProductSlug) {
  return db
    .select({
      placeId: coffeeshops.id,
      placeName: coffeeshops.name,
      plaats: coffeeshops.plaats,
      slug: coffeeshops.slug,
      plaatsSlug: coffeeshops.plaatsSlug,
      plan: placeSubscriptions.plan,
      modules: placeSubscriptions.modules,
      since: placeSubscriptions.updatedAt,
    })
    .from(coffeeshops)
    .innerJoin(
      placeSubscriptions,
      and(eq(placeSubscriptions.placeKind, 'coffeeshop'), eq(placeSubscriptions.placeId, coffeeshops.id)),
    )
    .where(and(eq(coffeeshops.active, true), sql`${product} = any(${placeSubscriptions.modules})`))
    .orderBy(asc(coffeeshops.name));
}

export async function upsertSubscription(
  db: Database,
  values: { placeKind: PlaceKind; placeId: string; plan?: PlanId | null; modules: ProductSlug[]; chosenBy: string },
) {
  const now = new Date();
  await db
    .insert(placeSubscriptions)
    .values({ ...values, plan: values.plan ?? null, updatedAt: now })
    .onConflictDoUpdate({
      target: [placeSubscriptions.placeKind, placeSubscriptions.placeId],
      set: {
        ...(values.plan !== undefined ? { plan: values.plan } : {}),
        modules: values.modules,
        chosenBy: values.chosenBy,
        updatedAt: now,
      },
    });
}

/** The next invoice number of the year: `F2026-00001`. */
export async function nextInvoiceNumber(db: Database, year: number): Promise<string> {
  const prefix = `F${year}-`;
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(subscriptionInvoices)
    .where(like(subscriptionInvoices.number, `${prefix}%`));
  return `${prefix}${String((row?.count ?? 0) + 1).padStart(5, '0')}`;
}

export async function insertInvoice(db: Database, values: typeof subscriptionInvoices.$inferInsert) {
  await db.insert(subscriptionInvoices).values(values);
}
