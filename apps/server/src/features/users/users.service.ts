import {
  type AdminUser,
  canGrantRole,
  canManageUser,
  type EditorFlagInput,
  type RoleChangeInput,
  type StatusChangeInput,
  USERS_PAGE_SIZE,
  type UserListQuery,
  type UserPage,
} from '@platform/core';
import { requireRole } from '../../auth/guards.ts';
import { findRole } from '../../auth/profiles.ts';
import type { Actor, ServiceContext } from '../../context.ts';
import { recordAudit } from '../../platform/audit-log.ts';
import { ForbiddenError, NotFoundError } from '../../platform/errors.ts';
import { withTransaction } from '../../platform/transaction.ts';
import * as q from './users.queries.ts';

const toAdminUser = (row: q.UserRow): AdminUser => ({ ...row, createdAt: row.createdAt.toISOString() });

/** Users for the admin list: search on name and e-mail, filter on role and account status. */
export async function listUsers(ctx: ServiceContext, query: UserListQuery): Promise<UserPage> {
  requireRole(ctx, 'admin');
  const { rows, total } = await q.selectUserPage(ctx.db, query, {
    limit: USERS_PAGE_SIZE,
    offset: (query.page - 1) * USERS_PAGE_SIZE,
  });
  return { items: rows.map(toAdminUser), total, page: query.page, pageSize: USERS_PAGE_SIZE };
}

/** Admins and superadmins, for the superadmin page. */
export async function listAdmins(ctx: ServiceContext): Promise<AdminUser[]> {
  requireRole(ctx, 'superadmin');
  return (await q.selectAdmins(ctx.db)).map(toAdminUser);
}

async function managedTarget(ctx: ServiceContext, admin: Actor, userId: string) {
  if (!(await q.userExists(ctx.db, userId))) throw new NotFoundError('Deze gebruiker bestaat niet.');
  const role = await findRole(ctx.db, userId);
  if (!canManageUser({ id: admin.user.id, role: admin.role }, { id: userId, role })) {
    throw new ForbiddenError(
      admin.user.id === userId ? 'Je kunt je eigen account hier niet wijzigen.' : 'Alleen een superadmin kan een admin wijzigen.',
    );
  }
  return { id: userId, role };
}

async function oneUser(ctx: ServiceContext, userId: string): Promise<AdminUser> {
  const row = await q.selectUser(ctx.db, userId);
  if (!row) throw new NotFoundError('Deze gebruiker bestaat niet.');
  return toAdminUser(row);
}

/** A new role is a new user_roles row (history stays); only a superadmin grants admin or superadmin. */
export async function changeRole(ctx: ServiceContext, userId: string, input: RoleChangeInput): Promise<AdminUser> {
  const admin = requireRole(ctx, 'admin');
  if (!canGrantRole(admin.role, input.role)) {
    throw new ForbiddenError('Alleen een superadmin kan iemand admin of superadmin maken.');
  }
  await withTransaction(ctx, async (tx) => {
    const target = await managedTarget(tx, admin, userId);
    if (target.role === input.role) return;
    await q.insertRole(tx.db, { userId, role: input.role, grantedBy: admin.user.id });
    await recordAudit(tx.db, {
      actorId: admin.user.id,
      action: 'user.role',
      targetType: 'user',
      targetId: userId,
      details: { from: target.role, to: input.role },
    });
  });
  return oneUser(ctx, userId);
}

/**
 * Suspend, ban or reinstate. Suspending or banning signs the user out
 * everywhere (all sessions deleted); the reason is shown at their next sign-in.
 */
export async function changeStatus(ctx: ServiceContext, userId: string, input: StatusChangeInput): Promise<AdminUser> {
  const admin = requireRole(ctx, 'admin');
  await withTransaction(ctx, async (tx) => {
    await managedTarget(tx, admin, userId);
    const profile = await q.lockProfile(tx.db, userId);
    if (!profile) throw new NotFoundError('Deze gebruiker bestaat niet.');
    const reinstated = profile.verificationStatus === 'verified' ? 'active' : 'pending_verification';
    const accountStatus = input.status === 'active' ? reinstated : input.status;
    await q.updateAccountStatus(tx.db, userId, { accountStatus, statusReason: input.status === 'active' ? null : input.reason });
    if (input.status !== 'active') await q.deleteSessions(tx.db, userId);
    await recordAudit(tx.db, {
      actorId: admin.user.id,
      action: 'user.status',
      targetType: 'user',
      targetId: userId,
      details: { from: profile.accountStatus, to: accountStatus, reason: input.reason || null },
    });
  });
  return oneUser(ctx, userId);
}

/**
 * Grants or takes back the editor permission (issue 19): a flag beside the role, so the role hierarchy stays as it
 * is. The same rule as a role change decides who may change whom (an admin's flag only by a superadmin). Audited.
 */
export async function changeEditor(ctx: ServiceContext, userId: string, input: EditorFlagInput): Promise<AdminUser> {
  const admin = requireRole(ctx, 'admin');
  await withTransaction(ctx, async (tx) => {
    await managedTarget(tx, admin, userId);
    const profile = await q.lockProfile(tx.db, userId);
    if (!profile) throw new NotFoundError('Deze gebruiker bestaat niet.');
    if (profile.contentEditor === input.editor) return;
    await q.updateEditorFlag(tx.db, userId, input.editor);
    await recordAudit(tx.db, {
      actorId: admin.user.id,
      action: 'user.editor',
      targetType: 'user',
      targetId: userId,
      details: { to: input.editor ? 'on' : 'off' },
    });
  });
  return oneUser(ctx, userId);
}
