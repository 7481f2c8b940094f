import { currentRole, type Role, usernameFromEmail } from '@platform/core';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { profiles, userRoles, users } from '../db/schema/index.ts';

export type ProfileRow = typeof profiles.$inferSelect;

/**
 * Creates the profile on a user's first session (spec: insert when not found):
 * username from the e-mail, names and birth date from sign-up, unverified.
 */
export async function ensureProfile(db: Database, userId: string): Promise<ProfileRow> {
  const existing = await db.query.profiles.findFirst({ where: eq(profiles.id, userId) });
  if (existing) return existing;
  const user = await db.query.users.findFirst({ where: eq(users.id, userId) });
  if (!user) throw new Error(`Gebruiker ${userId} bestaat niet`);
  const [created] = await db
    .insert(profiles)
    .values({
      id: userId,
      username: usernameFromEmail(user.email),
      firstName: user.firstName,
      lastName: user.lastName,
      birthDate: user.birthDate,
    })
    .onConflictDoNothing()
    .returning();
  return created ?? (await db.query.profiles.findFirst({ where: eq(profiles.id, userId) })) ?? raise(userId);
}

function raise(userId: string): never {
  throw new Error(`Profiel voor ${userId} kon niet worden gemaakt`);
}

/** The user's role: the newest user_roles row, or null without rows. */
export async function findRole(db: Database, userId: string): Promise<Role | null> {
  const rows = await db
    .select({ role: userRoles.role, createdAt: userRoles.createdAt, id: userRoles.id })
    .from(userRoles)
    .where(eq(userRoles.userId, userId));
  // Rows created in one transaction share a timestamp: the higher id is newer.
  rows.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id - b.id);
  return currentRole(rows);
}
