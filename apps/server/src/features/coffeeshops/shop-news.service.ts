import {
  BLOCKED_SUBMIT_MESSAGE,
  canSubmit,
  checkCompliance,
  isId,
  type NewsPost,
  type NewsPostInput,
  newsComplianceText,
  slugify,
} from '@platform/core';
import type { ServiceContext } from '../../context.ts';
import { NotFoundError, ValidationError } from '../../platform/errors.ts';
import { publishShopChange } from '../../platform/shop-cache.ts';
import { loadGuidelines } from '../community/index.ts';
import { deleteNewsPost, insertNewsPost, selectNewsForShop, selectNewsSlugs } from './coffeeshops.queries.ts';
import { auditAdminShopChange, requireShopAccess } from './shop-access.ts';

type NewsRow = Awaited<ReturnType<typeof selectNewsForShop>>[number];

function toPost(row: NewsRow): NewsPost {
  return { id: row.id, slug: row.slug, title: row.title, body: row.body, publishedAt: row.publishedAt.toISOString() };
}

export async function listNews(ctx: ServiceContext, coffeeshopId: string): Promise<NewsPost[]> {
  await requireShopAccess(ctx, coffeeshopId, 'details');
  return (await selectNewsForShop(ctx.db, coffeeshopId)).map(toPost);
}

/** The title's slug, numbered when the shop already used it ("openingstijden-kerst-2"). */
function freeSlug(title: string, taken: ReadonlySet<string>): string {
  const base = slugify(title) || 'bericht';
  let slug = base;
  for (let n = 2; taken.has(slug); n++) slug = `${base}-${n}`;
  return slug;
}

/**
 * Publishes a post once it passes the same compliance check as the Community Maker's posts (art. 3b Opiumwet:
 * nothing public may promote cannabis), with the guidelines the admins keep active.
 */
export async function publishNews(ctx: ServiceContext, coffeeshopId: string, input: NewsPostInput): Promise<NewsPost> {
  const access = await requireShopAccess(ctx, coffeeshopId, 'details');
  const { score } = checkCompliance(newsComplianceText(input), await loadGuidelines(ctx));
  if (!canSubmit(score)) {
    throw new ValidationError(BLOCKED_SUBMIT_MESSAGE, [{ path: ['body'], message: BLOCKED_SUBMIT_MESSAGE }]);
  }
  const slug = freeSlug(input.title, new Set(await selectNewsSlugs(ctx.db, coffeeshopId)));
  const row = await insertNewsPost(ctx.db, { coffeeshopId, slug, title: input.title, body: input.body });
  await auditAdminShopChange(ctx, access, 'shop.news', { title: input.title });
  await publishShopChange(ctx, coffeeshopId);
  return toPost(row);
}

export async function removeNews(ctx: ServiceContext, coffeeshopId: string, newsId: string): Promise<{ id: string }> {
  const access = await requireShopAccess(ctx, coffeeshopId, 'details');
  const removed = isId(newsId) ? await deleteNewsPost(ctx.db, coffeeshopId, newsId) : null;
  if (!removed) throw new NotFoundError('Dit bericht bestaat niet.');
  await auditAdminShopChange(ctx, access, 'shop.news', { title: removed.title, removed: true });
  await publishShopChange(ctx, coffeeshopId);
  return { id: newsId };
}
