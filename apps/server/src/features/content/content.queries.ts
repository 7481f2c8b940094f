import { ARTICLE_KINDS, type ArticleKind, type PostKind } from '@platform/core';
import { and, desc, eq, inArray, isNotNull, isNull, lte, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { contentPosts, partners, profiles } from '../../db/schema/index.ts';

export type PostRow = typeof contentPosts.$inferSelect;

function withPartner(db: Database) {
  return db
    .select({ post: contentPosts, partner: { slug: partners.slug, name: partners.name, status: partners.status } })
    .from(contentPosts)
    .leftJoin(partners, eq(partners.id, contentPosts.partnerId))
    .$dynamic();
}
export type PostWithPartner = Awaited<ReturnType<ReturnType<typeof withPartner>['execute']>>[number];

/** Public: the publication moment has come (query time, ADR 049) and a partner's post needs an approved partner. */
const published = (now: Date) =>
  and(lte(contentPosts.publishAt, now), sql`(${contentPosts.partnerId} is null or ${partners.status} = 'approved')`);

/** The platform's posts (not partners'), every state, newest change first (the content manager). */
export function selectPlatformPosts(db: Database, kind?: PostKind) {
  const conditions: Array<SQL | undefined> = [isNull(contentPosts.partnerId), kind ? eq(contentPosts.kind, kind) : undefined];
  return withPartner(db)
    .where(and(...conditions))
    .orderBy(desc(contentPosts.updatedAt));
}

export function selectPartnerPosts(db: Database, partnerId: string) {
  return withPartner(db).where(eq(contentPosts.partnerId, partnerId)).orderBy(desc(contentPosts.updatedAt));
}

export async function selectPost(db: Database, id: string) {
  const [row] = await withPartner(db).where(eq(contentPosts.id, id));
  return row;
}

export async function selectSlugsLike(db: Database, base: string): Promise<Set<string>> {
  const rows = await db
    .select({ slug: contentPosts.slug })
    .from(contentPosts)
    .where(sql`${contentPosts.slug} = ${base} or ${contentPosts.slug} like ${`${base}-%`}`);
  return new Set(rows.map((row) => row.slug));
}

export async function insertPost(db: Database, values: typeof contentPosts.$inferInsert) {
  const [row] = await db.insert(contentPosts).values(values).returning({ id: contentPosts.id });
  return row;
}

export async function updatePost(db: Database, id: string, values: Partial<typeof contentPosts.$inferInsert>) {
  await db
    .update(contentPosts)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(contentPosts.id, id));
}

export async function deletePost(db: Database, id: string) {
  await db.delete(contentPosts).where(eq(contentPosts.id, id));
}

/** Published platform articles (blog and news, never pages), newest first. */
export function selectPublishedPlatform(db: Database, now: Date, kind: ArticleKind | undefined, limit: number) {
  const conditions: Array<SQL | undefined> = [
    isNull(contentPosts.partnerId),
    published(now),
    kind ? eq(contentPosts.kind, kind) : inArray(contentPosts.kind, [...ARTICLE_KINDS]),
  ];
  return withPartner(db)
    .where(and(...conditions))
    .orderBy(desc(contentPosts.publishAt))
    .limit(limit);
}

/** A published platform post of the given kinds by its slug (an article at /blog, a page at /pagina). */
export async function selectPublishedPlatformBySlug(db: Database, now: Date, slug: string, kinds: readonly PostKind[]) {
  const [row] = await withPartner(db).where(
    and(isNull(contentPosts.partnerId), published(now), eq(contentPosts.slug, slug), inArray(contentPosts.kind, [...kinds])),
  );
  return row;
}

/** Published standalone pages, newest first (the sitemap). */
export function selectPublishedPages(db: Database, now: Date, limit: number) {
  return withPartner(db)
    .where(and(isNull(contentPosts.partnerId), published(now), eq(contentPosts.kind, 'page')))
    .orderBy(desc(contentPosts.publishAt))
    .limit(limit);
}

export function selectPublishedOfPartner(db: Database, now: Date, partnerId: string) {
  return withPartner(db)
    .where(and(eq(contentPosts.partnerId, partnerId), published(now)))
    .orderBy(desc(contentPosts.publishAt))
    .limit(50);
}

/** Published news of every approved partner, newest first (the sitemap). */
export function selectPublishedOfPartners(db: Database, now: Date, limit: number) {
  return withPartner(db)
    .where(and(isNotNull(contentPosts.partnerId), published(now)))
    .orderBy(desc(contentPosts.publishAt))
    .limit(limit);
}

export async function selectPublishedOfPartnerBySlug(db: Database, now: Date, partnerId: string, slug: string) {
  const [row] = await withPartner(db).where(
    and(eq(contentPosts.partnerId, partnerId), published(now), eq(contentPosts.slug, slug)),
  );
  return row;
}

export async function setEditorFlag(db: Database, userId: string, editor: boolean) {
  const [row] = await db
    .update(profiles)
    .set({ contentEditor: editor, updatedAt: new Date() })
    .where(eq(profiles.id, userId))
    .returning({ id: profiles.id });
  return row;
}
