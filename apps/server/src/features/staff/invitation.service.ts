import { hasRole, type InvitationAccepted, type InvitationPreview, isReadOnlyRole } from '@platform/core';
import { requireVerifiedEmail } from '../../auth/email-verification.ts';
import { requireLogin } from '../../auth/guards.ts';
import { findRole } from '../../auth/profiles.ts';
import type { ServiceContext } from '../../context.ts';
import { ConflictError, ForbiddenError } from '../../platform/errors.ts';
import { hashInvitationToken, plausibleToken, usableOrRefused } from '../../platform/invitations.ts';
import { findActivePlace } from '../../platform/place-access.ts';
import { withTransaction } from '../../platform/transaction.ts';
import * as q from './staff.queries.ts';

/** The invitation behind a link, refused in Dutch when it no longer works. */
async function usableInvitation(ctx: ServiceContext, token: string, now: Date) {
  const found = usableOrRefused(
    plausibleToken(token) ? await q.selectInvitationByHash(ctx.db, hashInvitationToken(token)) : undefined,
    now,
  );
  const place = await findActivePlace(ctx, found.placeKind, found.placeId);
  return { invitation: found, place };
}

/**
 * Whether the person who sent the invitation may still grant it: the place's owner now, an admin, or a manager who
 * still holds the staff right and every right invited. A removed manager, a manager who lost rights, or an owner who
 * handed the place over cannot come back in through a link they sent earlier.
 */
async function inviterStillGrants(
  ctx: ServiceContext,
  invitation: Awaited<ReturnType<typeof usableInvitation>>['invitation'],
  ownerId: string | null,
): Promise<boolean> {
  const inviterId = invitation.invitedById;
  if (!inviterId) return false;
  if (inviterId === ownerId) return true;
  const role = await findRole(ctx.db, inviterId);
  if (role && hasRole(role, 'admin')) return true;
  const manager = await q.selectManager(ctx.db, invitation.placeKind, invitation.placeId, inviterId);
  return Boolean(
    manager?.permissions.includes('staff') && invitation.permissions.every((right) => manager.permissions.includes(right)),
  );
}

/** What the link invites to; the token is the permission to read it, so no sign-in is needed. */
export async function previewInvitation(ctx: ServiceContext, token: string): Promise<InvitationPreview> {
  const { invitation, place } = await usableInvitation(ctx, token, new Date());
  return {
    kind: invitation.placeKind,
    placeName: place.name,
    email: invitation.email,
    permissions: invitation.permissions,
    expiresAt: invitation.expiresAt.toISOString(),
  };
}

/** The signed-in invitee (the invited address) becomes a manager with the invited rights; the link works once. */
export async function acceptInvitation(ctx: ServiceContext, token: string): Promise<InvitationAccepted> {
  const actor = requireLogin(ctx);
  if (isReadOnlyRole(actor.role)) throw new ForbiddenError('Een demo-account kan niets wijzigen.');
  const now = new Date();
  const { invitation, place } = await usableInvitation(ctx, token, now);
  if (actor.user.email.toLowerCase() !== invitation.email) {
    throw new ForbiddenError(
      'Deze uitnodiging is voor een ander e-mailadres. Log in met het adres waarop je de uitnodiging kreeg.',
    );
  }
  // The address must be confirmed (ADR 060): a session from before verification existed does not prove it.
  await requireVerifiedEmail(ctx.db, actor.user.id);
  if (place.ownerId === actor.user.id) throw new ConflictError('Dit is de eigenaar: die beheert de zaak al.');
  if (!(await inviterStillGrants(ctx, invitation, place.ownerId))) {
    throw new ConflictError(
      'Deze uitnodiging geldt niet meer: wie haar stuurde, mag dit niet meer toekennen. Vraag om een nieuwe.',
    );
  }
  if (await q.selectManager(ctx.db, invitation.placeKind, place.id, actor.user.id)) {
    throw new ConflictError('Deze persoon beheert deze zaak al.');
  }
  await withTransaction(ctx, async (tx) => {
    // Conditional: of two tabs accepting at once, one wins and the other is told the link is used.
    if (!(await q.markAccepted(tx.db, invitation.id, actor.user.id, now)))
      throw new ConflictError('Deze uitnodiging is al gebruikt.');
    if (!(await q.insertManager(tx.db, invitation.placeKind, place.id, actor.user.id, invitation.permissions))) {
      throw new ConflictError('Deze persoon beheert deze zaak al.');
    }
  });
  ctx.logger.info({ invitation: invitation.id, place: place.id }, 'uitnodiging aangenomen');
  return { kind: invitation.placeKind, placeId: place.id, placeName: place.name };
}
