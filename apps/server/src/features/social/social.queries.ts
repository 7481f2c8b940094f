import type { PlaceKindName } from '@platform/core';
import { and, asc, desc, eq, gte, inArray, lt, lte } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { socialPosts, users } from '../../db/schema/index.ts';
import { placeKind } from '../../platform/place-access.ts';

export type SocialPostRow = typeof socialPosts.$inferSelect;
export type NewSocialPost = typeof socialPosts.$inferInsert;

export interface PostWithNames {
  post: SocialPostRow;
  author: string | null;
}

/** A place's posts planned in [from, to), with their authors' names. */
export async function selectPlacePosts(db: Database, kind: PlaceKindName, placeId: string, from: Date, to: Date) {
  const rows = await db
    .select({ post: socialPosts, author: users.name })
    .from(socialPosts)
    .leftJoin(users, eq(users.id, socialPosts.authorId))
    .where(
      and(
        eq(socialPosts.placeKind, kind),
        eq(socialPosts.placeId, placeId),
        gte(socialPosts.scheduledAt, from),
        lt(socialPosts.scheduledAt, to),
      ),
    )
    .orderBy(asc(socialPosts.scheduledAt));
  return rows satisfies PostWithNames[];
}

/** The posts waiting for the owner, whenever they are planned. */
export async function selectPendingPosts(db: Database, kind: PlaceKindName, placeId: string) {
  return db
    .select({ post: socialPosts, author: users.name })
    .from(socialPosts)
    .leftJoin(users, eq(users.id, socialPosts.authorId))
    .where(and(eq(socialPosts.placeKind, kind), eq(socialPosts.placeId, placeId), eq(socialPosts.status, 'pending')))
    .orderBy(asc(socialPosts.scheduledAt));
}

export async function selectPost(db: Database, id: string) {
  const [row] = await db
    .select({ post: socialPosts, author: users.name })
    .from(socialPosts)
    .leftJoin(users, eq(users.id, socialPosts.authorId))
    .where(eq(socialPosts.id, id));
  return row;
}

export async function selectUserNames(db: Database, ids: string[]) {
  if (ids.length === 0) return new Map<string, string>();
  const rows = await db.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, ids));
  return new Map(rows.map((row) => [row.id, row.name]));
}

export async function insertPost(db: Database, values: NewSocialPost) {
  const [row] = await db.insert(socialPosts).values(values).returning();
  if (!row) throw new Error('bericht niet opgeslagen');
  return row;
}

export async function updatePost(db: Database, id: string, values: Partial<NewSocialPost>) {
  const [row] = await db
    .update(socialPosts)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(socialPosts.id, id))
    .returning();
  return row;
}

export async function deletePost(db: Database, id: string) {
  await db.delete(socialPosts).where(eq(socialPosts.id, id));
}

/** Planned posts whose time has come. */
export async function selectDuePosts(db: Database, now: Date) {
  return db
    .select()
    .from(socialPosts)
    .where(and(eq(socialPosts.status, 'scheduled'), lte(socialPosts.scheduledAt, now)))
    .orderBy(asc(socialPosts.scheduledAt))
    .limit(100);
}

/** Claims a due post for publishing: only while it is still planned, so two runs publish it once. */
export async function claimDuePost(db: Database, id: string, now: Date) {
  const [row] = await db
    .update(socialPosts)
    .set({ status: 'published', publishedAt: now, updatedAt: now })
    .where(and(eq(socialPosts.id, id), eq(socialPosts.status, 'scheduled'), lte(socialPosts.scheduledAt, now)))
    .returning();
  return row;
}

/** The place's sent-out posts, newest first, for its RSS feed. */
export async function selectFeedPosts(db: Database, kind: PlaceKindName, placeId: string, limit: number) {
  return db
    .select()
    .from(socialPosts)
    .where(and(eq(socialPosts.placeKind, kind), eq(socialPosts.placeId, placeId), eq(socialPosts.status, 'published')))
    .orderBy(desc(socialPosts.scheduledAt))
    .limit(limit);
}

export async function selectUserContact(db: Database, id: string | null) {
  if (!id) return undefined;
  const [row] = await db.select({ id: users.id, name: users.name, email: users.email }).from(users).where(eq(users.id, id));
  return row;
}

/** A place's name and owner, for the publisher's reminder. */
export async function selectPlaceOwner(db: Database, kind: PlaceKindName, id: string) {
  const { places } = placeKind(kind);
  const [row] = await db.select({ name: places.name, ownerId: places.ownerId }).from(places).where(eq(places.id, id));
  return row;
}
