import {
  type AdminUser,
  canGrantRole,
  canManageUser,
  type RoleChangeInput,
  type StatusChangeInput,
  USERS_PAGE_SIZE,
  type UserListQuery,
  type UserPage,
} from '@platform/core';
import { and, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import { requireRole } from '../../auth/guards.ts';
import { findRole } from '../../auth/profiles.ts';
import type { Actor, ServiceContext } from '../../context.ts';
import type { Database } from '../../db/client.ts';
import { profiles, sessions, userRoles, users } from '../../db/schema/index.ts';
import { ForbiddenError, NotFoundError } from '../../platform/errors.ts';
import { containsPattern } from '../../platform/like.ts';
import { recordAudit } from '../audit/index.ts';

/** The newest user_roles row per user (spec: the latest row is the role). */
const currentRole = sql<AdminUser['role']>`(
  select r.role from user_roles r where r.user_id = ${users.id} order by r.created_at desc, r.id desc limit 1
)`;

const columns = {
  id: users.id,
  email: users.email,
  name: users.name,
  role: currentRole,
  accountStatus: profiles.accountStatus,
  verificationStatus: profiles.verificationStatus,
  statusReason: profiles.statusReason,
  createdAt: users.createdAt,
};

type Row = { [K in keyof typeof columns]: K extends 'createdAt' ? Date : AdminUser[K] };
const toAdminUser = (row: Row): AdminUser => ({ ...row, createdAt: row.createdAt.toISOString() });

/** Users for the admin list: search on name and e-mail, filter on role and account status. */
export async function listUsers(ctx: ServiceContext, query: UserListQuery): Promise<UserPage> {
  requireRole(ctx, 'admin');
  const filters: SQL[] = [];
  if (query.q) filters.push(or(ilike(users.email, containsPattern(query.q)), ilike(users.name, containsPattern(query.q))) as SQL);
  if (query.role) filters.push(sql`${currentRole} = ${query.role}`);
  if (query.status) filters.push(eq(profiles.accountStatus, query.status));
  const where = filters.length ? and(...filters) : undefined;
  const rows = await ctx.db
    .select({ ...columns, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(users)
    .innerJoin(profiles, eq(profiles.id, users.id))
    .where(where)
    .orderBy(users.email)
    .limit(USERS_PAGE_SIZE)
    .offset((query.page - 1) * USERS_PAGE_SIZE);
  return {
    items: rows.map(({ total: _total, ...row }) => toAdminUser(row as Row)),
    total: rows[0]?.total ?? 0,
    page: query.page,
    pageSize: USERS_PAGE_SIZE,
  };
}

/** Admins and superadmins, for the superadmin page. */
export async function listAdmins(ctx: ServiceContext): Promise<AdminUser[]> {
  requireRole(ctx, 'superadmin');
  const rows = await ctx.db
    .select(columns)
    .from(users)
    .innerJoin(profiles, eq(profiles.id, users.id))
    .where(sql`${currentRole} in ('admin', 'superadmin')`)
    .orderBy(users.email);
  return rows.map((row) => toAdminUser(row as Row));
}

async function managedTarget(db: Database, admin: Actor, userId: string) {
  const [target] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
  if (!target) throw new NotFoundError('Deze gebruiker bestaat niet.');
  const role = await findRole(db, userId);
  if (!canManageUser({ id: admin.user.id, role: admin.role }, { id: userId, role })) {
    throw new ForbiddenError(
      admin.user.id === userId ? 'Je kunt je eigen account hier niet wijzigen.' : 'Alleen een superadmin kan een admin wijzigen.',
    );
  }
  return { id: userId, role };
}

async function oneUser(db: Database, userId: string): Promise<AdminUser> {
  const [row] = await db.select(columns).from(users).innerJoin(profiles, eq(profiles.id, users.id)).where(eq(users.id, userId));
  if (!row) throw new NotFoundError('Deze gebruiker bestaat niet.');
  return toAdminUser(row as Row);
}

/** A new role is a new user_roles row (history stays); only a superadmin grants admin or superadmin. */
export async function changeRole(ctx: ServiceContext, userId: string, input: RoleChangeInput): Promise<AdminUser> {
  const admin = requireRole(ctx, 'admin');
  if (!canGrantRole(admin.role, input.role)) {
    throw new ForbiddenError('Alleen een superadmin kan iemand admin of superadmin maken.');
  }
  await ctx.db.transaction(async (tx) => {
    const target = await managedTarget(tx, admin, userId);
    if (target.role === input.role) return;
    await tx.insert(userRoles).values({ userId, role: input.role, grantedBy: admin.user.id });
    await recordAudit(tx, {
      actorId: admin.user.id,
      action: 'user.role',
      targetType: 'user',
      targetId: userId,
      details: { from: target.role, to: input.role },
    });
  });
  return oneUser(ctx.db, userId);
}

/**
 * Suspend, ban or reinstate. Suspending or banning signs the user out
 * everywhere (all sessions deleted); the reason is shown at their next sign-in.
 */
export async function changeStatus(ctx: ServiceContext, userId: string, input: StatusChangeInput): Promise<AdminUser> {
  const admin = requireRole(ctx, 'admin');
  await ctx.db.transaction(async (tx) => {
    await managedTarget(tx, admin, userId);
    const [profile] = await tx.select().from(profiles).where(eq(profiles.id, userId)).for('update');
    if (!profile) throw new NotFoundError('Deze gebruiker bestaat niet.');
    const reinstated = profile.verificationStatus === 'verified' ? 'active' : 'pending_verification';
    const accountStatus = input.status === 'active' ? reinstated : input.status;
    await tx
      .update(profiles)
      .set({ accountStatus, statusReason: input.status === 'active' ? null : input.reason, updatedAt: new Date() })
      .where(eq(profiles.id, userId));
    if (input.status !== 'active') await tx.delete(sessions).where(eq(sessions.userId, userId));
    await recordAudit(tx, {
      actorId: admin.user.id,
      action: 'user.status',
      targetType: 'user',
      targetId: userId,
      details: { from: profile.accountStatus, to: accountStatus, reason: input.reason || null },
    });
  });
  return oneUser(ctx.db, userId);
}
