import { randomUUID } from 'node:crypto';
import type { PlaceKindName } from '@platform/core';
import { and, asc, desc, eq, isNull, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { apiKeys, coffeeshops, rateLimits, users, venues, webhookDeliveries, webhookEndpoints } from '../../db/schema/index.ts';

export type ApiKeyRow = typeof apiKeys.$inferSelect;
export type EndpointRow = typeof webhookEndpoints.$inferSelect;
export type DeliveryRow = typeof webhookDeliveries.$inferSelect;

const ofPlace = <T extends typeof apiKeys | typeof webhookEndpoints>(table: T, kind: PlaceKindName, placeId: string) =>
  and(eq(table.placeKind, kind), eq(table.placeId, placeId));

// API keys

export function selectKeys(db: Database, kind: PlaceKindName, placeId: string) {
  return db
    .select()
    .from(apiKeys)
    .where(ofPlace(apiKeys, kind, placeId))
    .orderBy(desc(apiKeys.createdAt));
}

export async function selectKey(db: Database, keyId: string): Promise<ApiKeyRow | undefined> {
  const [row] = await db.select().from(apiKeys).where(eq(apiKeys.id, keyId));
  return row;
}

export async function selectKeyByHash(db: Database, keyHash: string): Promise<ApiKeyRow | undefined> {
  const [row] = await db.select().from(apiKeys).where(eq(apiKeys.keyHash, keyHash));
  return row;
}

export async function insertKey(db: Database, values: typeof apiKeys.$inferInsert): Promise<ApiKeyRow> {
  const [row] = await db.insert(apiKeys).values(values).returning();
  if (!row) throw new Error('api_keys insert gaf geen rij terug');
  return row;
}

/** Revokes once: a second revocation keeps the first time. */
export async function revokeKey(db: Database, keyId: string, at: Date): Promise<ApiKeyRow | undefined> {
  await db
    .update(apiKeys)
    .set({ revokedAt: at })
    .where(and(eq(apiKeys.id, keyId), isNull(apiKeys.revokedAt)));
  return selectKey(db, keyId);
}

export async function touchKey(db: Database, keyId: string, at: Date) {
  await db.update(apiKeys).set({ lastUsedAt: at }).where(eq(apiKeys.id, keyId));
}

export async function selectUser(db: Database, userId: string) {
  const [row] = await db.select({ id: users.id, email: users.email, name: users.name }).from(users).where(eq(users.id, userId));
  return row;
}

/**
 * One hit on `key` in a fixed window, atomically in the `rate_limits` table (as the booking limits do),
 * so a key's limit holds across processes. Returns the count and when the window started (ms).
 */
export async function countHit(db: Database, key: string, windowSeconds: number, now: number) {
  const expired = sql`${rateLimits.lastRequest} < ${now - windowSeconds * 1000}`;
  const [row] = await db
    .insert(rateLimits)
    .values({ id: randomUUID(), key, count: 1, lastRequest: now })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${expired} then 1 else ${rateLimits.count} + 1 end`,
        lastRequest: sql`case when ${expired} then ${now}::bigint else ${rateLimits.lastRequest} end`,
      },
    })
    .returning({ count: rateLimits.count, windowStart: rateLimits.lastRequest });
  return { count: row?.count ?? 1, windowStart: Number(row?.windowStart ?? now) };
}

// Webhook endpoints

export function selectEndpoints(db: Database, kind: PlaceKindName, placeId: string) {
  return db
    .select()
    .from(webhookEndpoints)
    .where(ofPlace(webhookEndpoints, kind, placeId))
    .orderBy(asc(webhookEndpoints.createdAt));
}

export async function selectEndpoint(db: Database, endpointId: string): Promise<EndpointRow | undefined> {
  const [row] = await db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, endpointId));
  return row;
}

export async function insertEndpoint(db: Database, values: typeof webhookEndpoints.$inferInsert): Promise<EndpointRow> {
  const [row] = await db.insert(webhookEndpoints).values(values).returning();
  if (!row) throw new Error('webhook_endpoints insert gaf geen rij terug');
  return row;
}

export async function updateEndpointSecret(db: Database, endpointId: string, secret: string, at: Date) {
  const [row] = await db
    .update(webhookEndpoints)
    .set({ secret, secretRotatedAt: at })
    .where(eq(webhookEndpoints.id, endpointId))
    .returning();
  return row;
}

export async function deleteEndpoint(db: Database, endpointId: string) {
  await db.delete(webhookEndpoints).where(eq(webhookEndpoints.id, endpointId));
}

// Deliveries

const DELIVERY_LOG_SIZE = 50;

/** The latest deliveries to a place's endpoints, with the address each went to. */
export function selectDeliveries(db: Database, kind: PlaceKindName, placeId: string) {
  return db
    .select({ delivery: webhookDeliveries, url: webhookEndpoints.url })
    .from(webhookDeliveries)
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
    .where(ofPlace(webhookEndpoints, kind, placeId))
    .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
    .limit(DELIVERY_LOG_SIZE);
}

export async function selectDelivery(db: Database, deliveryId: string) {
  const [row] = await db
    .select({ delivery: webhookDeliveries, endpoint: webhookEndpoints })
    .from(webhookDeliveries)
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
    .where(eq(webhookDeliveries.id, deliveryId));
  return row;
}

export async function insertDelivery(db: Database, values: typeof webhookDeliveries.$inferInsert): Promise<DeliveryRow> {
  const [row] = await db.insert(webhookDeliveries).values(values).returning();
  if (!row) throw new Error('webhook_deliveries insert gaf geen rij terug');
  return row;
}

const DISPATCH_BATCH = 25;

/** The due pending deliveries, oldest first (one dispatch runs at a time: the job's `stately` policy). */
export function selectDueDeliveries(db: Database, now: Date) {
  return db
    .select({ delivery: webhookDeliveries, endpoint: webhookEndpoints })
    .from(webhookDeliveries)
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
    .where(and(eq(webhookDeliveries.status, 'pending'), lte(webhookDeliveries.nextAttemptAt, now)))
    .orderBy(asc(webhookDeliveries.nextAttemptAt))
    .limit(DISPATCH_BATCH);
}

export async function recordAttempt(db: Database, deliveryId: string, values: Partial<typeof webhookDeliveries.$inferInsert>) {
  await db.update(webhookDeliveries).set(values).where(eq(webhookDeliveries.id, deliveryId));
}

// Places

/** Active shops and venues, of one owner or (null) all of them, by name. */
export async function selectPlaces(db: Database, ownerId: string | null) {
  const columns = (table: typeof coffeeshops | typeof venues) => ({ id: table.id, name: table.name, plaats: table.plaats });
  const where = (table: typeof coffeeshops | typeof venues) =>
    ownerId === null ? eq(table.active, true) : and(eq(table.active, true), eq(table.ownerId, ownerId));
  const [shops, bars] = await Promise.all([
    db.select(columns(coffeeshops)).from(coffeeshops).where(where(coffeeshops)),
    db.select(columns(venues)).from(venues).where(where(venues)),
  ]);
  return [
    ...shops.map((place) => ({ kind: 'coffeeshop' as const, ...place })),
    ...bars.map((place) => ({ kind: 'venue' as const, ...place })),
  ].sort((a, b) => a.name.localeCompare(b.name, 'nl'));
}
