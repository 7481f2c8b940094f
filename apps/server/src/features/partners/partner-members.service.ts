import { hasRole, isId, type PartnerMemberRole, type PartnerMembers } from '@platform/core';
import type { ServiceContext } from '../../context.ts';
import { recordAudit } from '../../platform/audit-log.ts';
import { ConflictError, ForbiddenError, NotFoundError } from '../../platform/errors.ts';
import { withTransaction } from '../../platform/transaction.ts';
import { type PartnerAccess, requirePartnerAccess } from './partner-access.ts';
import { toInvitation } from './partner-invitation.service.ts';
import * as q from './partners.queries.ts';

export const NOT_OWNER = 'Alleen een eigenaar van deze partner kan leden en uitnodigingen beheren.';
export const LAST_OWNER = 'De laatste eigenaar kan niet worden verwijderd. Maak eerst een ander lid eigenaar.';
const NO_MEMBER = 'Dit lid bestaat niet.';

/** Whether the actor may remove members and revoke invitations: an owner of the partner, or an admin. */
async function managesMembers(ctx: ServiceContext, access: PartnerAccess): Promise<boolean> {
  if (hasRole(access.actor.role, 'admin')) return true;
  return (await q.memberRole(ctx.db, access.partner.id, access.actor.user.id)) === 'owner';
}

async function requireMemberManager(ctx: ServiceContext, id: string): Promise<PartnerAccess> {
  const access = await requirePartnerAccess(ctx, id);
  if (!(await managesMembers(ctx, access))) throw new ForbiddenError(NOT_OWNER);
  return access;
}

export async function members(ctx: ServiceContext, id: string): Promise<PartnerMembers> {
  const access = await requirePartnerAccess(ctx, id);
  const [rows, invitations, canManage] = await Promise.all([
    q.selectMembers(ctx.db, access.partner.id),
    q.selectPendingInvitations(ctx.db, access.partner.id, new Date()),
    managesMembers(ctx, access),
  ]);
  return {
    members: rows.map((row) => ({ ...row, since: row.since.toISOString() })),
    invitations: invitations.map(toInvitation),
    canManage,
  };
}

function audit(
  ctx: ServiceContext,
  access: PartnerAccess,
  action: 'partner.member_remove' | 'partner.member_role' | 'partner.invitation_revoke',
  details: Record<string, unknown>,
) {
  return recordAudit(ctx.db, {
    actorId: access.actor.user.id,
    action,
    targetType: 'partner',
    targetId: access.partner.id,
    details,
  });
}

/**
 * Owners (and admins) remove a member; the partner always keeps an owner. The partner's row is locked, so two
 * owners removing each other at once cannot both succeed.
 */
export async function removeMember(ctx: ServiceContext, id: string, userId: string): Promise<void> {
  const access = await requireMemberManager(ctx, id);
  await withTransaction(ctx, async (tx) => {
    await q.lockPartner(tx.db, access.partner.id);
    const role = await q.memberRole(tx.db, access.partner.id, userId);
    if (!role) throw new NotFoundError(NO_MEMBER);
    if (role === 'owner' && (await q.countOwners(tx.db, access.partner.id)) <= 1) throw new ConflictError(LAST_OWNER);
    await q.deleteMember(tx.db, access.partner.id, userId);
    await audit(tx, access, 'partner.member_remove', { userId, role });
  });
}

/** Owners (and admins) make a member owner or back; the last owner stays one. */
export async function setMemberRole(ctx: ServiceContext, id: string, userId: string, next: PartnerMemberRole): Promise<void> {
  const access = await requireMemberManager(ctx, id);
  await withTransaction(ctx, async (tx) => {
    await q.lockPartner(tx.db, access.partner.id);
    const role = await q.memberRole(tx.db, access.partner.id, userId);
    if (!role) throw new NotFoundError(NO_MEMBER);
    if (role === next) return;
    if (role === 'owner' && (await q.countOwners(tx.db, access.partner.id)) <= 1) {
      throw new ConflictError('De laatste eigenaar blijft eigenaar. Maak eerst een ander lid eigenaar.');
    }
    await q.setMemberRole(tx.db, access.partner.id, userId, next);
    await audit(tx, access, 'partner.member_role', { userId, from: role, to: next });
  });
}

/** Owners (and admins) revoke an open invitation: its link stops working at once. */
export async function revokeInvitation(ctx: ServiceContext, id: string, invitationId: string): Promise<void> {
  const access = await requireMemberManager(ctx, id);
  const revoked = isId(invitationId) ? await q.revokeInvitation(ctx.db, access.partner.id, invitationId, new Date()) : undefined;
  if (!revoked) throw new NotFoundError('Deze uitnodiging bestaat niet of staat niet meer open.');
  await audit(ctx, access, 'partner.invitation_revoke', { invitationId, email: revoked.email });
}
