import type { PlaceKindName, PlacePermission } from '@platform/core';
import { and, asc, eq, gt, isNull, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { coffeeshopManagers, placeInvitations, users, venueManagers } from '../../db/schema/index.ts';

/** The managers table of a kind of place, with its place column: one model, two tables (ADR 030). */
function managersOf(kind: PlaceKindName) {
  return kind === 'coffeeshop'
    ? { table: coffeeshopManagers, place: coffeeshopManagers.coffeeshopId, user: coffeeshopManagers.userId }
    : { table: venueManagers, place: venueManagers.venueId, user: venueManagers.userId };
}

export function selectManagers(db: Database, kind: PlaceKindName, placeId: string) {
  const m = managersOf(kind);
  return db
    .select({
      userId: users.id,
      name: users.name,
      email: users.email,
      permissions: m.table.permissions,
      since: m.table.createdAt,
    })
    .from(m.table)
    .innerJoin(users, eq(users.id, m.user))
    .where(eq(m.place, placeId))
    .orderBy(asc(m.table.createdAt));
}

export async function selectManager(db: Database, kind: PlaceKindName, placeId: string, userId: string) {
  const m = managersOf(kind);
  const [row] = await db
    .select({ userId: m.user, permissions: m.table.permissions })
    .from(m.table)
    .where(and(eq(m.place, placeId), eq(m.user, userId)));
  return row;
}

export async function insertManager(
  db: Database,
  kind: PlaceKindName,
  placeId: string,
  userId: string,
  permissions: PlacePermission[],
): Promise<boolean> {
  // Two accepts at once (two links for one person): the second finds the row and is told so, not a 500.
  const rows =
    kind === 'coffeeshop'
      ? await db
          .insert(coffeeshopManagers)
          .values({ coffeeshopId: placeId, userId, permissions })
          .onConflictDoNothing()
          .returning()
      : await db.insert(venueManagers).values({ venueId: placeId, userId, permissions }).onConflictDoNothing().returning();
  return rows.length > 0;
}

export function updateManagerPermissions(
  db: Database,
  kind: PlaceKindName,
  placeId: string,
  userId: string,
  permissions: PlacePermission[],
) {
  const m = managersOf(kind);
  return db
    .update(m.table)
    .set({ permissions })
    .where(and(eq(m.place, placeId), eq(m.user, userId)));
}

export function deleteManager(db: Database, kind: PlaceKindName, placeId: string, userId: string) {
  const m = managersOf(kind);
  return db.delete(m.table).where(and(eq(m.place, placeId), eq(m.user, userId)));
}

/** The account with this address, and whether it confirmed the address (only then does mail reach it in-app, ADR 060). */
export async function selectUserByEmail(db: Database, email: string) {
  const [row] = await db
    .select({ id: users.id, name: users.name, email: users.email, emailVerified: users.emailVerified })
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
  return row;
}

export async function selectUserById(db: Database, id: string) {
  const [row] = await db.select({ id: users.id, name: users.name, email: users.email }).from(users).where(eq(users.id, id));
  return row;
}

const pending = (now: Date) =>
  and(isNull(placeInvitations.acceptedAt), isNull(placeInvitations.revokedAt), gt(placeInvitations.expiresAt, now));

/** The invitations of a place that still work, oldest first. */
export function selectPendingInvitations(db: Database, kind: PlaceKindName, placeId: string, now: Date) {
  return db
    .select()
    .from(placeInvitations)
    .where(and(eq(placeInvitations.placeKind, kind), eq(placeInvitations.placeId, placeId), pending(now)))
    .orderBy(asc(placeInvitations.createdAt));
}

export async function selectPendingInvitationFor(db: Database, kind: PlaceKindName, placeId: string, email: string, now: Date) {
  const [row] = await db
    .select({ id: placeInvitations.id })
    .from(placeInvitations)
    .where(
      and(
        eq(placeInvitations.placeKind, kind),
        eq(placeInvitations.placeId, placeId),
        eq(placeInvitations.email, email),
        pending(now),
      ),
    );
  return row;
}

export async function insertInvitation(db: Database, values: typeof placeInvitations.$inferInsert) {
  const [row] = await db.insert(placeInvitations).values(values).returning();
  if (!row) throw new Error('invitation not stored');
  return row;
}

export async function selectInvitationByHash(db: Database, tokenHash: string) {
  const [row] = await db.select().from(placeInvitations).where(eq(placeInvitations.tokenHash, tokenHash));
  return row;
}

/** Revokes a pending invitation of this place; false when there was none. */
export async function revokeInvitation(db: Database, kind: PlaceKindName, placeId: string, id: string, now: Date) {
  const rows = await db
    .update(placeInvitations)
    .set({ revokedAt: now })
    .where(
      and(eq(placeInvitations.id, id), eq(placeInvitations.placeKind, kind), eq(placeInvitations.placeId, placeId), pending(now)),
    )
    .returning({ id: placeInvitations.id });
  return rows.length > 0;
}

/** Marks an invitation used, once: false when another request used, revoked or outlived it first. */
export async function markAccepted(db: Database, id: string, userId: string, now: Date) {
  const rows = await db
    .update(placeInvitations)
    .set({ acceptedAt: now, acceptedById: userId })
    .where(and(eq(placeInvitations.id, id), pending(now)))
    .returning({ id: placeInvitations.id });
  return rows.length > 0;
}

/**
 * Closes this address's expired invitations to the place, so a new one can be the single open one
 * (`place_invitations_open_idx`); the old link stays refused as expired.
 */
export async function closeExpiredInvitations(db: Database, kind: PlaceKindName, placeId: string, email: string, now: Date) {
  await db
    .update(placeInvitations)
    .set({ revokedAt: now })
    .where(
      and(
        eq(placeInvitations.placeKind, kind),
        eq(placeInvitations.placeId, placeId),
        eq(placeInvitations.email, email),
        isNull(placeInvitations.acceptedAt),
        isNull(placeInvitations.revokedAt),
        lte(placeInvitations.expiresAt, now),
      ),
    );
}
