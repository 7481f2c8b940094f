import { ARTICLE_KINDS, type ArticleKind, type PublicPost } from '@platform/core';
import type { ServiceContext } from '../../context.ts';
import { NotFoundError } from '../../platform/errors.ts';
import { approvedPartner } from '../partners/index.ts';
import * as q from './content.queries.ts';
import { POST_NOT_FOUND } from './content.service.ts';
import { toPublicPost } from './post-views.ts';

/** Readers see a post once its moment has come: `publish_at <= now()` at query time (ADR 049). */
export async function publishedPosts(ctx: Pick<ServiceContext, 'db'>, kind?: ArticleKind, limit = 50): Promise<PublicPost[]> {
  return (await q.selectPublishedPlatform(ctx.db, new Date(), kind, limit)).map(toPublicPost);
}

export async function publishedPost(ctx: Pick<ServiceContext, 'db'>, slug: string): Promise<PublicPost> {
  const row = await q.selectPublishedPlatformBySlug(ctx.db, new Date(), slug, ARTICLE_KINDS);
  if (!row) throw new NotFoundError(POST_NOT_FOUND);
  return toPublicPost(row);
}

export const PAGE_NOT_FOUND = 'Deze pagina bestaat niet.';

/** A published standalone page (ADR 056); drafts and pages not yet due are not found. */
export async function publishedPage(ctx: Pick<ServiceContext, 'db'>, slug: string): Promise<PublicPost> {
  const row = await q.selectPublishedPlatformBySlug(ctx.db, new Date(), slug, ['page']);
  if (!row) throw new NotFoundError(PAGE_NOT_FOUND);
  return toPublicPost(row);
}

/** Published standalone pages, for the sitemap. */
export async function publishedPages(ctx: Pick<ServiceContext, 'db'>, limit = 500): Promise<PublicPost[]> {
  return (await q.selectPublishedPages(ctx.db, new Date(), limit)).map(toPublicPost);
}

export async function partnerNews(ctx: Pick<ServiceContext, 'db'>, partnerSlug: string): Promise<PublicPost[]> {
  const partner = await approvedPartner(ctx, partnerSlug);
  return (await q.selectPublishedOfPartner(ctx.db, new Date(), partner.id)).map(toPublicPost);
}

/** Published news of all approved partners, for the sitemap (a pending or offline partner's news is not public). */
export async function publishedPartnerNews(ctx: Pick<ServiceContext, 'db'>, limit = 500): Promise<PublicPost[]> {
  return (await q.selectPublishedOfPartners(ctx.db, new Date(), limit)).map(toPublicPost);
}

export async function partnerNewsItem(ctx: Pick<ServiceContext, 'db'>, partnerSlug: string, slug: string): Promise<PublicPost> {
  const partner = await approvedPartner(ctx, partnerSlug);
  const row = await q.selectPublishedOfPartnerBySlug(ctx.db, new Date(), partner.id, slug);
  if (!row) throw new NotFoundError(POST_NOT_FOUND);
  return toPublicPost(row);
}
