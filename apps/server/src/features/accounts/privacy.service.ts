import type { DeleteAccountInput } from '@platform/core';
import { eq, inArray } from 'drizzle-orm';
import { requireLogin } from '../../auth/guards.ts';
import type { ServiceContext } from '../../context.ts';
import {
  communityMakers,
  favorites,
  identityDocuments,
  mailMessages,
  makerContent,
  reservations,
  sessions,
  userRoles,
  users,
} from '../../db/schema/index.ts';
import { ValidationError } from '../../platform/errors.ts';
import { toMailMessage } from '../../platform/mail.ts';
import type { Storage } from '../../platform/storage.ts';
import { avatarImageId } from './profile.service.ts';

/**
 * Everything the platform holds about the signed-in user (AVG art. 15 and 20),
 * as one JSON document. Identity document files are not included: the user
 * has the originals; their metadata and decisions are.
 */
export async function exportMyData(ctx: ServiceContext) {
  const actor = requireLogin(ctx);
  const id = actor.user.id;
  const [user] = await ctx.db.select().from(users).where(eq(users.id, id));
  const [roles, documents, mails, saved, activeSessions, makers, bookings] = await Promise.all([
    ctx.db.select({ role: userRoles.role, createdAt: userRoles.createdAt }).from(userRoles).where(eq(userRoles.userId, id)),
    ctx.db.select().from(identityDocuments).where(eq(identityDocuments.userId, id)),
    ctx.db.select().from(mailMessages).where(eq(mailMessages.userId, id)),
    ctx.db
      .select({ kind: favorites.kind, targetId: favorites.targetId, createdAt: favorites.createdAt })
      .from(favorites)
      .where(eq(favorites.userId, id)),
    ctx.db
      .select({
        createdAt: sessions.createdAt,
        expiresAt: sessions.expiresAt,
        ipAddress: sessions.ipAddress,
        userAgent: sessions.userAgent,
      })
      .from(sessions)
      .where(eq(sessions.userId, id)),
    ctx.db.select().from(communityMakers).where(eq(communityMakers.userId, id)),
    ctx.db.select().from(reservations).where(eq(reservations.userId, id)),
  ]);
  const content = makers.length
    ? await ctx.db
        .select()
        .from(makerContent)
        .where(
          inArray(
            makerContent.makerId,
            makers.map((maker) => maker.id),
          ),
        )
    : [];
  const { identityDocuments: _paths, ...profile } = actor.profile;
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
    reservations: bookings.map(({ manageTokenHash: _hash, ...booking }) => booking),
  };
}

/**
 * Deletes the account after the user typed their e-mail address: the user
 * row cascades to profile, roles, sessions, favorites, documents and maker
 * content; files (identity documents, avatar) are removed from storage; sent
 * e-mail copies are deleted. Audit rows stay with the actor/target as an
 * opaque id that no longer resolves to a person.
 */
export async function deleteMyAccount(ctx: ServiceContext, storage: Storage, input: DeleteAccountInput): Promise<void> {
  const actor = requireLogin(ctx);
  if (input.confirmEmail !== actor.user.email.toLowerCase()) {
    const message = 'Het e-mailadres komt niet overeen met je account';
    throw new ValidationError(message, [{ path: ['confirmEmail'], message }]);
  }
  const id = actor.user.id;
  await ctx.db.transaction(async (tx) => {
    await tx.delete(mailMessages).where(eq(mailMessages.userId, id));
    await tx.delete(users).where(eq(users.id, id));
  });
  // Files after the commit: a failed transaction must not lose them.
  await storage.remove(`identity/${id}`);
  const avatar = avatarImageId(actor.profile.avatarUrl);
  if (avatar) await storage.remove(`images/${avatar}`);
}
