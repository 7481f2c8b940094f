import {
  type City,
  type CoffeeshopDetail,
  type CoffeeshopNews,
  type CoffeeshopOption,
  type CoffeeshopSettingsInput,
  type CoffeeshopSummary,
  canSeeMenu,
  dutchDate,
  type FinderQuery,
  type FinderResult,
  isOpenAt,
  menuViewer,
  typesForEffect,
  UPCOMING_EXCEPTION_DAYS,
  upcomingExceptions,
} from '@platform/core';
import { requireVerified } from '../../auth/guards.ts';
import type { ServiceContext } from '../../context.ts';
import { NotFoundError } from '../../platform/errors.ts';
import { publishShopChange } from '../../platform/shop-cache.ts';
import * as q from './coffeeshops.queries.ts';
import { productView } from './product-view.ts';
import { auditAdminShopChange, requireShopAccess } from './shop-access.ts';

/** Public: a name and a town are not advertising, so anyone may list them. */
export function listCoffeeshopOptions(ctx: ServiceContext): Promise<CoffeeshopOption[]> {
  return q.selectShopOptions(ctx.db);
}

export function listCities(ctx: ServiceContext): Promise<City[]> {
  return q.selectCities(ctx.db);
}

function toSummary(row: q.CoffeeshopRow, now: Date): CoffeeshopSummary {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    plaats: row.plaats,
    plaatsSlug: row.plaatsSlug,
    address: row.address,
    postcode: row.postcode,
    latitude: row.latitude,
    longitude: row.longitude,
    openingHours: row.openingHours,
    openNow: isOpenAt(row.openingHours, now, row.openingHoursExceptions),
    residentsOnly: row.residentsOnly,
    wietexperiment: row.wietexperiment,
  };
}

export async function listShops(ctx: ServiceContext, plaatsSlug: string | undefined): Promise<CoffeeshopSummary[]> {
  const now = new Date();
  const rows = await q.selectShops(ctx.db, plaatsSlug);
  if (plaatsSlug && rows.length === 0) throw new NotFoundError('Geen coffeeshops gevonden in deze plaats.');
  return rows.map((row) => toSummary(row, now));
}

/** For the premium dashboard: the shops whose menu this verified visitor may open online. */
export async function listShopsWithOnlineMenu(ctx: ServiceContext): Promise<CoffeeshopSummary[]> {
  requireVerified(ctx);
  const now = new Date();
  return (await q.selectShopsWithOnlineMenu(ctx.db)).map((row) => toSummary(row, now));
}

/** The shop page; the menu only when the shop's visibility allows it for this viewer (checked here, on the server). */
export async function getShop(ctx: ServiceContext, plaatsSlug: string, slug: string): Promise<CoffeeshopDetail> {
  const row = await q.selectShopBySlug(ctx.db, plaatsSlug, slug);
  if (!row) throw new NotFoundError('Deze coffeeshop bestaat niet (meer).');
  const viewer = menuViewer(ctx.actor?.profile);
  const showMenu = canSeeMenu(row.menuVisibility, 'web', viewer);
  const [menu, news] = await Promise.all([
    showMenu ? q.selectVisibleProducts(ctx.db, viewer, { shopIds: [row.id] }) : Promise.resolve(null),
    q.selectNewsList(ctx.db, row.id),
  ]);
  const now = new Date();
  return {
    ...toSummary(row, now),
    openingHoursExceptions: upcomingExceptions(row.openingHoursExceptions, dutchDate(now), UPCOMING_EXCEPTION_DAYS),
    description: row.description,
    phone: row.phone,
    website: row.website,
    province: row.province,
    menuVisibility: row.menuVisibility,
    photos: row.photos,
    news: news.map((item) => ({ ...item, publishedAt: item.publishedAt.toISOString() })),
    menu: menu?.map(({ product, teler }) => ({ ...productView(product), teler })) ?? null,
  };
}

export async function getNews(ctx: ServiceContext, plaatsSlug: string, slug: string, newsSlug: string): Promise<CoffeeshopNews> {
  const shop = await q.selectShopBySlug(ctx.db, plaatsSlug, slug);
  const news = shop ? await q.selectNews(ctx.db, shop.id, newsSlug) : null;
  if (!shop || !news) throw new NotFoundError('Dit nieuwsbericht bestaat niet (meer).');
  return {
    slug: news.slug,
    title: news.title,
    body: news.body,
    publishedAt: news.publishedAt.toISOString(),
    coffeeshop: { name: shop.name, slug: shop.slug, plaats: shop.plaats, plaatsSlug: shop.plaatsSlug },
  };
}

/** Where the menu shows: only the shop's owner, managers and admins may change it. */
export async function updateSettings(ctx: ServiceContext, coffeeshopId: string, input: CoffeeshopSettingsInput) {
  const access = await requireShopAccess(ctx, coffeeshopId, 'details');
  await q.updateMenuVisibility(ctx.db, coffeeshopId, input.menuVisibility);
  await auditAdminShopChange(ctx, access, 'shop.settings', {
    from: access.shop.menuVisibility,
    to: input.menuVisibility,
  });
  await publishShopChange(ctx, coffeeshopId);
  return { id: coffeeshopId, menuVisibility: input.menuVisibility };
}

/**
 * The wizard: shops in a place, optionally open now; a category or effect
 * filters on the menu, so it applies only to shops whose menu this viewer may
 * see — the others are listed apart, never filtered on what they sell.
 */
export async function findShops(ctx: ServiceContext, query: FinderQuery): Promise<FinderResult> {
  const shops = (await listShops(ctx, query.plaats)).filter((shop) => !query.openNow || shop.openNow);
  if (!query.category && !query.effect)
    return { matches: shops.map((shop) => ({ ...shop, matchingProducts: null })), menuInStore: [] };
  const viewer = menuViewer(ctx.actor?.profile);
  const rows = await q.selectShops(ctx.db, query.plaats);
  const visibleIds = new Set(rows.filter((row) => canSeeMenu(row.menuVisibility, 'web', viewer)).map((row) => row.id));
  const counts = await q.countVisibleProducts(ctx.db, viewer, {
    shopIds: [...visibleIds],
    category: query.category ?? null,
    types: query.effect ? typesForEffect(query.effect) : null,
  });
  return {
    matches: shops
      .filter((shop) => visibleIds.has(shop.id) && (counts.get(shop.id) ?? 0) > 0)
      .map((shop) => ({ ...shop, matchingProducts: counts.get(shop.id) ?? 0 })),
    menuInStore: shops.filter((shop) => !visibleIds.has(shop.id)),
  };
}
