import type { PartnerInvitation, PartnerInvitationAccepted, PartnerInvitationPreview } from '@platform/core';
import { requireVerifiedEmail } from '../../auth/email-verification.ts';
import { requireLogin } from '../../auth/guards.ts';
import type { Actor, ServiceContext } from '../../context.ts';
import { ConflictError, ForbiddenError } from '../../platform/errors.ts';
import { hashInvitationToken, newInvitationToken, plausibleToken, usableOrRefused } from '../../platform/invitations.ts';
import { withTransaction } from '../../platform/transaction.ts';
import { sendPartnerInvitation } from './partner-mail.ts';
import * as q from './partners.queries.ts';

export function toInvitation(row: { id: string; email: string; createdAt: Date; expiresAt: Date }): PartnerInvitation {
  return { id: row.id, email: row.email, createdAt: row.createdAt.toISOString(), expiresAt: row.expiresAt.toISOString() };
}

const OPEN_ALREADY = 'Er staat al een uitnodiging open voor dit e-mailadres.';

/**
 * Invites `email` to become a member of the partner, inside the caller's transaction: one open invitation per
 * address, a link that works INVITATION_DAYS days, the mail queued with the write (ADR 030's pattern).
 */
export async function invitePartnerMember(
  tx: ServiceContext,
  partner: q.PartnerRow,
  inviter: Actor,
  address: string,
): Promise<PartnerInvitation> {
  const email = address.toLowerCase();
  const now = new Date();
  const user = await q.selectUserByEmail(tx.db, email);
  if (user && (await q.isMember(tx.db, partner.id, user.id))) throw new ConflictError('Deze persoon is al lid van deze partner.');
  if (await q.selectPendingInvitationFor(tx.db, partner.id, email, now)) throw new ConflictError(OPEN_ALREADY);
  const { token, tokenHash, expiresAt } = newInvitationToken(now);
  await q.closeExpiredInvitations(tx.db, partner.id, email, now);
  const row = await q.insertInvitation(tx.db, {
    partnerId: partner.id,
    email,
    tokenHash,
    invitedById: inviter.user.id,
    expiresAt,
  });
  await sendPartnerInvitation(tx, {
    to: email,
    // In-app too only for an account that confirmed this address (ADR 060): sign-up alone proves nothing.
    userId: user?.emailVerified ? user.id : null,
    partnerName: partner.name,
    inviterName: inviter.user.name,
    token,
  });
  return toInvitation(row);
}

/** Two invitations to one address at once: the unique index keeps one; the other is told so. */
export function openInvitationConflict(error: unknown): never {
  if (String((error as { cause?: unknown })?.cause ?? error).includes('partner_invitations_open_idx')) {
    throw new ConflictError(OPEN_ALREADY);
  }
  throw error;
}

async function usableInvitation(ctx: ServiceContext, token: string, now: Date) {
  const invitation = usableOrRefused(
    plausibleToken(token) ? await q.selectInvitationByHash(ctx.db, hashInvitationToken(token)) : undefined,
    now,
  );
  const partner = await q.selectPartner(ctx.db, invitation.partnerId);
  if (!partner) throw new ConflictError('Deze uitnodiging is ingetrokken.');
  return { invitation, partner };
}

/** What the link invites to; the token is the permission to read it. */
export async function previewPartnerInvitation(ctx: ServiceContext, token: string): Promise<PartnerInvitationPreview> {
  const { invitation, partner } = await usableInvitation(ctx, token, new Date());
  return { partnerName: partner.name, email: invitation.email, expiresAt: invitation.expiresAt.toISOString() };
}

/** The signed-in invitee (the invited address) becomes a member; the link works once. */
export async function acceptPartnerInvitation(ctx: ServiceContext, token: string): Promise<PartnerInvitationAccepted> {
  const actor = requireLogin(ctx);
  const now = new Date();
  const { invitation, partner } = await usableInvitation(ctx, token, now);
  if (actor.user.email.toLowerCase() !== invitation.email) {
    throw new ForbiddenError(
      'Deze uitnodiging is voor een ander e-mailadres. Log in met het adres waarop je de uitnodiging kreeg.',
    );
  }
  // The address must be confirmed (ADR 060): a session from before verification existed does not prove it.
  await requireVerifiedEmail(ctx.db, actor.user.id);
  await withTransaction(ctx, async (tx) => {
    if (!(await q.markAccepted(tx.db, invitation.id, actor.user.id, now))) {
      throw new ConflictError('Deze uitnodiging is al gebruikt.');
    }
    // The partner's first member owns it (ADR 055); colleagues they invite join as members.
    await q.lockPartner(tx.db, partner.id);
    const role = (await q.countOwners(tx.db, partner.id)) === 0 ? 'owner' : 'member';
    if (!(await q.insertMember(tx.db, partner.id, actor.user.id, role))) {
      throw new ConflictError('Deze persoon is al lid van deze partner.');
    }
  });
  ctx.logger.info({ invitation: invitation.id, partner: partner.id }, 'partneruitnodiging aangenomen');
  return { partnerId: partner.id, partnerName: partner.name };
}
