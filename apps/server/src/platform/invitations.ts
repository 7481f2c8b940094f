import { createHash, randomBytes } from 'node:crypto';
import { INVITATION_DAYS } from '@platform/core';
import { ConflictError, NotFoundError } from './errors.ts';

/**
 * Invitation links shared by place staff (ADR 030) and partner members (ADR 040): a random token goes into the
 * invitee's mail (marked secret), only its hash is stored; a link works INVITATION_DAYS days, once.
 */
export const hashInvitationToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** A new token, its hash and when it stops working. */
export function newInvitationToken(now: Date) {
  const token = randomBytes(24).toString('base64url');
  return {
    token,
    tokenHash: hashInvitationToken(token),
    expiresAt: new Date(now.getTime() + INVITATION_DAYS * 24 * 60 * 60 * 1000),
  };
}

/** Whether a token could be one of ours (the lookup is skipped for anything else). */
export const plausibleToken = (token: string) => token.length >= 20 && token.length <= 64;

interface InvitationState {
  acceptedAt: Date | null;
  revokedAt: Date | null;
  expiresAt: Date;
}

/** The stored invitation behind a link, or the Dutch refusal: unknown (404), used, revoked or expired (409). */
export function usableOrRefused<T extends InvitationState>(found: T | undefined, now: Date): T {
  if (!found) throw new NotFoundError('Deze uitnodiging bestaat niet.');
  if (found.acceptedAt) throw new ConflictError('Deze uitnodiging is al gebruikt.');
  if (found.revokedAt) throw new ConflictError('Deze uitnodiging is ingetrokken.');
  if (found.expiresAt <= now) throw new ConflictError('Deze uitnodiging is verlopen. Vraag om een nieuwe uitnodiging.');
  return found;
}
