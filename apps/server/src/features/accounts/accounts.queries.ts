import { desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  communityMakers,
  favorites,
  identityDocuments,
  mailMessages,
  makerContent,
  makerDrafts,
  profiles,
  reservations,
  sessions,
  userRoles,
  users,
} from '../../db/schema/index.ts';

/** The user's names (and display name) and their profile's; returns the profile as it now is. */
export async function updateNames(
  db: Database,
  userId: string,
  input: Partial<typeof profiles.$inferInsert> & { firstName: string; lastName: string },
  now: Date,
) {
  await db
    .update(users)
    .set({ name: `${input.firstName} ${input.lastName}`, firstName: input.firstName, lastName: input.lastName, updatedAt: now })
    .where(eq(users.id, userId));
  const [profile] = await db
    .update(profiles)
    .set({ ...input, updatedAt: now })
    .where(eq(profiles.id, userId))
    .returning();
  return profile;
}

export async function updateAvatarUrl(db: Database, userId: string, avatarUrl: string) {
  const [profile] = await db
    .update(profiles)
    .set({ avatarUrl, updatedAt: new Date() })
    .where(eq(profiles.id, userId))
    .returning();
  return profile;
}

/** The newest hundred mails sent to the user. */
export function selectMails(db: Database, userId: string) {
  return db.select().from(mailMessages).where(eq(mailMessages.userId, userId)).orderBy(desc(mailMessages.createdAt)).limit(100);
}

/** Every row the platform holds about the user, for the AVG export. */
export async function selectPersonalData(db: Database, id: string) {
  const [[user], roles, documents, mails, saved, activeSessions, makers, bookings] = await Promise.all([
    db.select().from(users).where(eq(users.id, id)),
    db.select({ role: userRoles.role, createdAt: userRoles.createdAt }).from(userRoles).where(eq(userRoles.userId, id)),
    db.select().from(identityDocuments).where(eq(identityDocuments.userId, id)),
    db.select().from(mailMessages).where(eq(mailMessages.userId, id)),
    db
      .select({ kind: favorites.kind, targetId: favorites.targetId, createdAt: favorites.createdAt })
      .from(favorites)
      .where(eq(favorites.userId, id)),
    db
      .select({
        createdAt: sessions.createdAt,
        expiresAt: sessions.expiresAt,
        ipAddress: sessions.ipAddress,
        userAgent: sessions.userAgent,
      })
      .from(sessions)
      .where(eq(sessions.userId, id)),
    db.select().from(communityMakers).where(eq(communityMakers.userId, id)),
    db.select().from(reservations).where(eq(reservations.userId, id)),
  ]);
  const content = makers.length
    ? await db
        .select()
        .from(makerContent)
        .where(
          inArray(
            makerContent.makerId,
            makers.map((maker) => maker.id),
          ),
        )
    : [];
  const drafts = makers.length
    ? await db
        .select()
        .from(makerDrafts)
        .where(
          inArray(
            makerDrafts.makerId,
            makers.map((maker) => maker.id),
          ),
        )
    : [];
  return { user, roles, documents, mails, saved, activeSessions, makers, content, drafts, bookings };
}

/** The user row cascades to profile, roles, sessions, favorites, documents and maker content; mail copies go first. */
export async function deleteUser(db: Database, id: string): Promise<void> {
  await db.delete(mailMessages).where(eq(mailMessages.userId, id));
  await db.delete(users).where(eq(users.id, id));
}
