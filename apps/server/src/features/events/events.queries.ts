import type { EventOwnerKind } from '@platform/core';
import { and, asc, count, eq, gte, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { coffeeshops, eventSignups, events, partners, venues } from '../../db/schema/index.ts';

export type EventRow = typeof events.$inferSelect;

const taken = sql<number>`(select count(*) from event_signups s where s.event_id = ${events.id})`.mapWith(Number);

/** An event with its organiser's name and page parts, and the places taken. */
function withOrganiser(db: Database) {
  return db
    .select({
      event: events,
      taken,
      partner: { name: partners.name, slug: partners.slug, status: partners.status },
      shop: { name: coffeeshops.name, slug: coffeeshops.slug, plaatsSlug: coffeeshops.plaatsSlug, active: coffeeshops.active },
      venue: { name: venues.name, slug: venues.slug, plaatsSlug: venues.plaatsSlug, active: venues.active },
    })
    .from(events)
    .leftJoin(partners, and(eq(events.ownerKind, 'partner'), eq(partners.id, events.ownerId)))
    .leftJoin(coffeeshops, and(eq(events.ownerKind, 'coffeeshop'), eq(coffeeshops.id, events.ownerId)))
    .leftJoin(venues, and(eq(events.ownerKind, 'venue'), eq(venues.id, events.ownerId)))
    .$dynamic();
}
export type EventWithOrganiser = Awaited<ReturnType<ReturnType<typeof withOrganiser>['execute']>>[number];

/** The organiser is public: the platform, an approved partner, an active shop or venue. */
const organiserPublic = or(
  eq(events.ownerKind, 'platform'),
  eq(partners.status, 'approved'),
  eq(coffeeshops.active, true),
  eq(venues.active, true),
);

const ofOwner = (kind: EventOwnerKind, ownerId: string | null) =>
  and(eq(events.ownerKind, kind), ownerId ? eq(events.ownerId, ownerId) : isNull(events.ownerId));

export function selectOfOwner(db: Database, kind: EventOwnerKind, ownerId: string | null) {
  return withOrganiser(db).where(ofOwner(kind, ownerId)).orderBy(asc(events.startsAt));
}

export async function selectOwnEvent(db: Database, kind: EventOwnerKind, ownerId: string | null, eventId: string) {
  const [row] = await withOrganiser(db).where(and(ofOwner(kind, ownerId), eq(events.id, eventId)));
  return row;
}

export async function selectPublicEvent(db: Database, eventId: string) {
  const [row] = await withOrganiser(db).where(and(organiserPublic, eq(events.id, eventId)));
  return row;
}

/** Upcoming (not yet ended) public events, of one organiser or all, soonest first. */
export function selectUpcoming(db: Database, now: Date, owner: { kind: EventOwnerKind; id: string | null } | null) {
  const conditions: Array<SQL | undefined> = [
    organiserPublic,
    gte(events.endsAt, now),
    owner ? ofOwner(owner.kind, owner.id) : undefined,
  ];
  return withOrganiser(db)
    .where(and(...conditions))
    .orderBy(asc(events.startsAt))
    .limit(50);
}

export async function insertEvent(db: Database, values: typeof events.$inferInsert) {
  await db.insert(events).values(values);
}

export async function updateEvent(db: Database, id: string, values: Partial<typeof events.$inferInsert>) {
  await db
    .update(events)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(events.id, id));
}

export async function deleteEvent(db: Database, id: string) {
  await db.delete(events).where(eq(events.id, id));
}

export function selectSignups(db: Database, eventId: string) {
  return db.select().from(eventSignups).where(eq(eventSignups.eventId, eventId)).orderBy(asc(eventSignups.createdAt));
}

/** Locks the event row so concurrent sign-ups count one after the other (no overbooking). */
export async function lockEvent(db: Database, eventId: string) {
  const [row] = await db
    .select({ id: events.id, capacity: events.capacity })
    .from(events)
    .where(eq(events.id, eventId))
    .for('update');
  return row;
}

export async function countSignups(db: Database, eventId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(eventSignups).where(eq(eventSignups.eventId, eventId));
  return row?.n ?? 0;
}

export async function signupExists(db: Database, eventId: string, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: eventSignups.id })
    .from(eventSignups)
    .where(and(eq(eventSignups.eventId, eventId), eq(eventSignups.email, email)));
  return row !== undefined;
}

export async function insertSignup(db: Database, values: typeof eventSignups.$inferInsert) {
  await db.insert(eventSignups).values(values);
}

/** The sign-up behind a cancel link: only that event's, only that token's. */
export async function selectSignupByCancelHash(db: Database, eventId: string, tokenHash: string) {
  const [row] = await db
    .select()
    .from(eventSignups)
    .where(and(eq(eventSignups.eventId, eventId), eq(eventSignups.cancelTokenHash, tokenHash)));
  return row;
}

export async function deleteSignup(db: Database, id: string) {
  const rows = await db.delete(eventSignups).where(eq(eventSignups.id, id)).returning({ id: eventSignups.id });
  return rows.length;
}
