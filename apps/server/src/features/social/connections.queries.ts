import type { PlaceKindName, SocialNetwork } from '@platform/core';
import { and, eq, lt } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { socialConnections, socialOauthStates } from '../../db/schema/index.ts';

export type SocialConnectionRow = typeof socialConnections.$inferSelect;
export type NewSocialConnection = typeof socialConnections.$inferInsert;
export type OAuthStateRow = typeof socialOauthStates.$inferSelect;

export async function selectConnections(db: Database, kind: PlaceKindName, placeId: string) {
  return db
    .select()
    .from(socialConnections)
    .where(and(eq(socialConnections.placeKind, kind), eq(socialConnections.placeId, placeId)));
}

export async function selectAllConnections(db: Database) {
  return db.select().from(socialConnections);
}

export async function selectConnection(db: Database, kind: PlaceKindName, placeId: string, network: SocialNetwork) {
  const [row] = await db
    .select()
    .from(socialConnections)
    .where(
      and(eq(socialConnections.placeKind, kind), eq(socialConnections.placeId, placeId), eq(socialConnections.network, network)),
    );
  return row;
}

/** One connection per place and network: connecting again replaces the account and its tokens. */
export async function upsertConnection(db: Database, values: NewSocialConnection) {
  const { placeKind, placeId, network, ...rest } = values;
  await db
    .insert(socialConnections)
    .values(values)
    .onConflictDoUpdate({
      target: [socialConnections.placeKind, socialConnections.placeId, socialConnections.network],
      set: { ...rest, updatedAt: new Date() },
    });
}

export async function updateConnectionTokens(
  db: Database,
  id: string,
  values: Pick<NewSocialConnection, 'accessToken' | 'refreshToken' | 'expiresAt'>,
) {
  await db
    .update(socialConnections)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(socialConnections.id, id));
}

export async function deleteConnection(db: Database, kind: PlaceKindName, placeId: string, network: SocialNetwork) {
  const rows = await db
    .delete(socialConnections)
    .where(
      and(eq(socialConnections.placeKind, kind), eq(socialConnections.placeId, placeId), eq(socialConnections.network, network)),
    )
    .returning({ id: socialConnections.id });
  return rows.length;
}

export async function insertOAuthState(db: Database, values: typeof socialOauthStates.$inferInsert) {
  await db.insert(socialOauthStates).values(values);
}

/** Takes a state out: it is used once, whatever the outcome; old ones are swept at the same time. */
export async function takeOAuthState(db: Database, state: string, olderThan: Date) {
  await db.delete(socialOauthStates).where(lt(socialOauthStates.createdAt, olderThan));
  const [row] = await db.delete(socialOauthStates).where(eq(socialOauthStates.state, state)).returning();
  return row;
}
