import { isReadOnlyRole, type Me, type ProfileUpdate } from '@platform/core';
import { requireLogin } from '../../auth/guards.ts';
import type { ServiceContext } from '../../context.ts';
import { NotFoundError } from '../../platform/errors.ts';
import { storeImage } from '../../platform/images.ts';
import { findAttachment, redactAttachment, redactMail, toMailMessage } from '../../platform/mail.ts';
import { withTransaction } from '../../platform/transaction.ts';
import * as q from './accounts.queries.ts';
import { getMe } from './accounts.service.ts';

const AVATAR_PRESET = 'mascot';
const IMAGE_ID = /^\/api\/images\/([0-9a-f-]{36})\//;

/** The image id inside an avatar URL we stored, for deleting the old files. */
export function avatarImageId(url: string | null): string | null {
  return url?.match(IMAGE_ID)?.[1] ?? null;
}

/** Names and username; the user's display name follows the names. */
export async function updateProfile(ctx: ServiceContext, input: ProfileUpdate): Promise<Me> {
  const actor = requireLogin(ctx);
  const now = new Date();
  const profile = await withTransaction(ctx, (tx) => q.updateNames(tx.db, actor.user.id, input, now));
  return getMe({
    ...ctx,
    actor: { ...actor, user: { ...actor.user, name: `${input.firstName} ${input.lastName}` }, profile: profile ?? actor.profile },
  });
}

/** A new avatar (sniffed, resized to WebP like product photos); the previous one's files are deleted. */
export async function updateAvatar(ctx: ServiceContext, bytes: Buffer): Promise<Me> {
  const actor = requireLogin(ctx);
  const image = await storeImage(ctx.storage, bytes);
  const profile = await q.updateAvatarUrl(ctx.db, actor.user.id, `/api/images/${image.id}/${AVATAR_PRESET}.webp`);
  const previous = avatarImageId(actor.profile.avatarUrl);
  if (previous) await ctx.storage.remove(`images/${previous}`);
  return getMe({ ...ctx, actor: { ...actor, profile: profile ?? actor.profile } });
}

/**
 * A read-only (demo) account is shared: its password is public, so whoever
 * signs in is not its owner, and a reset link in its mail would hand the
 * account to anyone (ADR 017). It reads its mail with secrets hidden.
 */
const sharedAccount = (ctx: ServiceContext) => isReadOnlyRole(ctx.actor?.role);

/** The e-mails the platform sent this user, newest first (for /email-dashboard). */
export async function myMails(ctx: ServiceContext) {
  const actor = requireLogin(ctx);
  const rows = await q.selectMails(ctx.db, actor.user.id);
  return rows.map((row) => toMailMessage(sharedAccount(ctx) ? redactMail(row) : row));
}

export async function myMailAttachment(ctx: ServiceContext, mailId: string, index: number) {
  const actor = requireLogin(ctx);
  // The recipient's own mail: shown whole, secrets included, unless the account is shared (ADR 017).
  const found = await findAttachment(ctx.db, mailId, index, actor.user.id);
  if (!found) throw new NotFoundError('Deze bijlage bestaat niet.');
  return sharedAccount(ctx) ? redactAttachment(found.attachment, found.secrets) : found.attachment;
}
