import { createHash, randomBytes } from 'node:crypto';
import type { Database } from '../../db/client.ts';
import { setManageTokenHash } from './reservations.queries.ts';

/** Only a token's hash is stored: the link in the guest's mail is the one copy of the token. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
export const newToken = () => randomBytes(24).toString('base64url');
export const manageUrl = (publicUrl: string, token: string) => `${publicUrl}/reservering/${token}`;

/**
 * A fresh personal link for a reservation (the reminder carries one): only
 * the new token's hash is stored, so the older link stops working.
 */
export async function issueManageLink(db: Database, publicUrl: string, reservationId: string): Promise<string> {
  const token = newToken();
  await setManageTokenHash(db, reservationId, hashToken(token));
  return manageUrl(publicUrl, token);
}
