// Long file: every Drizzle call of partners (pages, members, invitations, services) in one place, as CONTRIBUTING asks.
import type { PartnerKind, PartnerMemberRole, PartnerStatus } from '@platform/core';
import { and, asc, count, eq, gt, ilike, isNull, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { partnerInvitations, partnerMembers, partnerServices, partners, users } from '../../db/schema/index.ts';
import { containsPattern } from '../../platform/like.ts';

export type PartnerRow = typeof partners.$inferSelect;

export async function insertPartner(db: Database, values: typeof partners.$inferInsert) {
  const [row] = await db.insert(partners).values(values).returning();
  if (!row) throw new Error('partner not stored');
  return row;
}

export async function slugTaken(db: Database, slug: string) {
  const [row] = await db.select({ id: partners.id }).from(partners).where(eq(partners.slug, slug));
  return Boolean(row);
}

export async function selectPartner(db: Database, id: string) {
  const [row] = await db.select().from(partners).where(eq(partners.id, id));
  return row;
}

export async function selectApprovedBySlug(db: Database, slug: string) {
  const [row] = await db
    .select()
    .from(partners)
    .where(and(eq(partners.slug, slug), eq(partners.status, 'approved')));
  return row;
}

export function selectApproved(db: Database, filters: { kind?: PartnerKind; q?: string }) {
  const pattern = filters.q ? containsPattern(filters.q) : undefined;
  return db
    .select()
    .from(partners)
    .where(
      and(
        eq(partners.status, 'approved'),
        filters.kind ? eq(partners.kind, filters.kind) : undefined,
        pattern
          ? or(ilike(partners.name, pattern), ilike(partners.description, pattern), ilike(partners.region, pattern))
          : undefined,
      ),
    )
    .orderBy(asc(partners.name));
}

export async function updatePartner(db: Database, id: string, changes: Partial<typeof partners.$inferInsert>) {
  const [row] = await db
    .update(partners)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(partners.id, id))
    .returning();
  return row;
}

export function setStatus(db: Database, id: string, status: PartnerStatus) {
  return updatePartner(db, id, { status });
}

/** Every partner with its member and open-invitation counts (admins). */
export function selectAllForAdmin(db: Database, now: Date) {
  const memberCount = db
    .select({ partnerId: partnerMembers.partnerId, n: count().as('members') })
    .from(partnerMembers)
    .groupBy(partnerMembers.partnerId)
    .as('member_count');
  const openCount = db
    .select({ partnerId: partnerInvitations.partnerId, n: count().as('open') })
    .from(partnerInvitations)
    .where(pending(now))
    .groupBy(partnerInvitations.partnerId)
    .as('open_count');
  return db
    .select({
      partner: partners,
      members: sql<number>`coalesce(${memberCount.n}, 0)::int`,
      openInvitations: sql<number>`coalesce(${openCount.n}, 0)::int`,
    })
    .from(partners)
    .leftJoin(memberCount, eq(memberCount.partnerId, partners.id))
    .leftJoin(openCount, eq(openCount.partnerId, partners.id))
    .orderBy(asc(partners.name));
}

// Members

export async function isMember(db: Database, partnerId: string, userId: string) {
  const [row] = await db
    .select({ userId: partnerMembers.userId })
    .from(partnerMembers)
    .where(and(eq(partnerMembers.partnerId, partnerId), eq(partnerMembers.userId, userId)));
  return Boolean(row);
}

export function selectMemberships(db: Database, userId: string) {
  return db
    .select({ id: partners.id, slug: partners.slug, name: partners.name, status: partners.status })
    .from(partnerMembers)
    .innerJoin(partners, eq(partners.id, partnerMembers.partnerId))
    .where(eq(partnerMembers.userId, userId))
    .orderBy(asc(partners.name));
}

/** A partner's members with their addresses (the dashboard's list; mail about an application). */
export function selectMembers(db: Database, partnerId: string) {
  return db
    .select({
      userId: users.id,
      name: users.name,
      email: users.email,
      role: partnerMembers.role,
      since: partnerMembers.createdAt,
    })
    .from(partnerMembers)
    .innerJoin(users, eq(users.id, partnerMembers.userId))
    .where(eq(partnerMembers.partnerId, partnerId))
    .orderBy(asc(partnerMembers.createdAt));
}

export async function insertMember(db: Database, partnerId: string, userId: string, role: PartnerMemberRole): Promise<boolean> {
  const rows = await db.insert(partnerMembers).values({ partnerId, userId, role }).onConflictDoNothing().returning();
  return rows.length > 0;
}

export async function memberRole(db: Database, partnerId: string, userId: string): Promise<PartnerMemberRole | undefined> {
  const [row] = await db
    .select({ role: partnerMembers.role })
    .from(partnerMembers)
    .where(and(eq(partnerMembers.partnerId, partnerId), eq(partnerMembers.userId, userId)));
  return row?.role;
}

export async function countOwners(db: Database, partnerId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(partnerMembers)
    .where(and(eq(partnerMembers.partnerId, partnerId), eq(partnerMembers.role, 'owner')));
  return row?.n ?? 0;
}

/** Locks the partner's row until the transaction ends: member changes of one partner run one at a time. */
export async function lockPartner(db: Database, partnerId: string) {
  await db.select({ id: partners.id }).from(partners).where(eq(partners.id, partnerId)).for('update');
}

export async function deleteMember(db: Database, partnerId: string, userId: string): Promise<boolean> {
  const rows = await db
    .delete(partnerMembers)
    .where(and(eq(partnerMembers.partnerId, partnerId), eq(partnerMembers.userId, userId)))
    .returning({ userId: partnerMembers.userId });
  return rows.length > 0;
}

export async function setMemberRole(db: Database, partnerId: string, userId: string, role: PartnerMemberRole) {
  await db
    .update(partnerMembers)
    .set({ role })
    .where(and(eq(partnerMembers.partnerId, partnerId), eq(partnerMembers.userId, userId)));
}

/** The account with this address, and whether it confirmed the address (only then does mail reach it in-app, ADR 060). */
export async function selectUserByEmail(db: Database, email: string) {
  const [row] = await db
    .select({ id: users.id, name: users.name, email: users.email, emailVerified: users.emailVerified })
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
  return row;
}

// Invitations

const pending = (now: Date) =>
  and(isNull(partnerInvitations.acceptedAt), isNull(partnerInvitations.revokedAt), gt(partnerInvitations.expiresAt, now));

export function selectPendingInvitations(db: Database, partnerId: string, now: Date) {
  return db
    .select()
    .from(partnerInvitations)
    .where(and(eq(partnerInvitations.partnerId, partnerId), pending(now)))
    .orderBy(asc(partnerInvitations.createdAt));
}

export async function selectPendingInvitationFor(db: Database, partnerId: string, email: string, now: Date) {
  const [row] = await db
    .select({ id: partnerInvitations.id })
    .from(partnerInvitations)
    .where(and(eq(partnerInvitations.partnerId, partnerId), eq(partnerInvitations.email, email), pending(now)));
  return row;
}

/** Closes this address's expired invitations, so a new one can be the single open one. */
export async function closeExpiredInvitations(db: Database, partnerId: string, email: string, now: Date) {
  await db
    .update(partnerInvitations)
    .set({ revokedAt: now })
    .where(
      and(
        eq(partnerInvitations.partnerId, partnerId),
        eq(partnerInvitations.email, email),
        isNull(partnerInvitations.acceptedAt),
        isNull(partnerInvitations.revokedAt),
        lte(partnerInvitations.expiresAt, now),
      ),
    );
}

export async function insertInvitation(db: Database, values: typeof partnerInvitations.$inferInsert) {
  const [row] = await db.insert(partnerInvitations).values(values).returning();
  if (!row) throw new Error('invitation not stored');
  return row;
}

export async function selectInvitationByHash(db: Database, tokenHash: string) {
  const [row] = await db.select().from(partnerInvitations).where(eq(partnerInvitations.tokenHash, tokenHash));
  return row;
}

/** Revokes an open invitation of the partner: false when there is none by that id. */
export async function revokeInvitation(db: Database, partnerId: string, invitationId: string, now: Date) {
  const rows = await db
    .update(partnerInvitations)
    .set({ revokedAt: now })
    .where(and(eq(partnerInvitations.id, invitationId), eq(partnerInvitations.partnerId, partnerId), pending(now)))
    .returning({ id: partnerInvitations.id, email: partnerInvitations.email });
  return rows[0];
}

/** Marks an invitation used, once: false when another request used, revoked or outlived it first. */
export async function markAccepted(db: Database, id: string, userId: string, now: Date) {
  const rows = await db
    .update(partnerInvitations)
    .set({ acceptedAt: now, acceptedById: userId })
    .where(and(eq(partnerInvitations.id, id), pending(now)))
    .returning({ id: partnerInvitations.id });
  return rows.length > 0;
}

// Services

export function selectServices(db: Database, partnerId: string) {
  return db
    .select()
    .from(partnerServices)
    .where(eq(partnerServices.partnerId, partnerId))
    .orderBy(asc(partnerServices.sortOrder), asc(partnerServices.createdAt));
}

export async function selectService(db: Database, partnerId: string, serviceId: string) {
  const [row] = await db
    .select()
    .from(partnerServices)
    .where(and(eq(partnerServices.partnerId, partnerId), eq(partnerServices.id, serviceId)));
  return row;
}

export async function insertService(db: Database, values: typeof partnerServices.$inferInsert) {
  const [row] = await db.insert(partnerServices).values(values).returning();
  if (!row) throw new Error('service not stored');
  return row;
}

export async function updateService(
  db: Database,
  partnerId: string,
  serviceId: string,
  changes: Partial<typeof partnerServices.$inferInsert>,
) {
  const [row] = await db
    .update(partnerServices)
    .set(changes)
    .where(and(eq(partnerServices.partnerId, partnerId), eq(partnerServices.id, serviceId)))
    .returning();
  return row;
}

export async function deleteService(db: Database, partnerId: string, serviceId: string) {
  const rows = await db
    .delete(partnerServices)
    .where(and(eq(partnerServices.partnerId, partnerId), eq(partnerServices.id, serviceId)))
    .returning({ id: partnerServices.id });
  return rows.length > 0;
}

export async function nextServiceOrder(db: Database, partnerId: string) {
  const [row] = await db
    .select({ n: sql<number>`coalesce(max(${partnerServices.sortOrder}), -1)::int + 1` })
    .from(partnerServices)
    .where(eq(partnerServices.partnerId, partnerId));
  return row?.n ?? 0;
}
