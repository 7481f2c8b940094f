import type { DeleteAccountInput } from '@platform/core';
import { requireLogin } from '../../auth/guards.ts';
import type { ServiceContext } from '../../context.ts';
import { ValidationError } from '../../platform/errors.ts';
import { toMailMessage } from '../../platform/mail.ts';
import { withTransaction } from '../../platform/transaction.ts';
import { exportThreads } from '../assistant/index.ts';
import * as q from './accounts.queries.ts';
import { avatarImageId } from './profile.service.ts';

/**
 * Everything the platform holds about the signed-in user (AVG art. 15 and 20),
 * as one JSON document. Identity document files are not included: the user
 * has the originals; their metadata and decisions are.
 */
export async function exportMyData(ctx: ServiceContext) {
  const actor = requireLogin(ctx);
  const id = actor.user.id;
  const { user, roles, documents, mails, saved, activeSessions, makers, content, drafts, bookings } = await q.selectPersonalData(
    ctx.db,
    id,
  );
  const { identityDocuments: _paths, ...profile } = actor.profile;
  const threads = await exportThreads(ctx, id);
  return {
    exportedAt: new Date().toISOString(),
    account: { id, email: user?.email, name: user?.name, createdAt: user?.createdAt },
    profile,
    roles,
    identityDocuments: documents.map(({ storageKey: _key, ...document }) => ({ ...document, fileStored: _key !== null })),
    emails: mails.map(toMailMessage),
    favorites: saved,
    sessions: activeSessions,
    communityMaker: makers,
    communityContent: content,
    communityDrafts: drafts,
    reservations: bookings.map(({ manageTokenHash: _hash, ...booking }) => booking),
    assistantThreads: threads,
  };
}

/**
 * Deletes the account after the user typed their e-mail address: the user
 * row cascades to profile, roles, sessions, favorites, documents, maker
 * content and assistant threads; files (identity documents, avatar) are removed from storage; sent
 * e-mail copies are deleted. Audit rows stay with the actor/target as an
 * opaque id that no longer resolves to a person.
 */
export async function deleteMyAccount(ctx: ServiceContext, input: DeleteAccountInput): Promise<void> {
  const actor = requireLogin(ctx);
  if (input.confirmEmail !== actor.user.email.toLowerCase()) {
    const message = 'Het e-mailadres komt niet overeen met je account';
    throw new ValidationError(message, [{ path: ['confirmEmail'], message }]);
  }
  const id = actor.user.id;
  await withTransaction(ctx, (tx) => q.deleteUser(tx.db, id));
  // Files after the commit: a failed transaction must not lose them.
  await ctx.storage.remove(`identity/${id}`);
  const avatar = avatarImageId(actor.profile.avatarUrl);
  if (avatar) await ctx.storage.remove(`images/${avatar}`);
}
