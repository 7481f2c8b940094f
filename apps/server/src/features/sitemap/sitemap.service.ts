import { postPath, slugify } from '@platform/core';
import type { ServiceContext } from '../../context.ts';
import { publishedPages, publishedPosts } from '../content/index.ts';
import { upcomingEvents } from '../events/index.ts';
import { siteSitemapPaths } from '../sites/index.ts';
import { selectActiveTelers, selectLiveCourseMenus, selectLiveShops, selectLiveVenues } from './sitemap.queries.ts';

export interface SitemapEntry {
  /** Path on the platform's origin, e.g. `/horeca/utrecht/de-kade`. */
  path: string;
  lastModified?: Date;
}

/** Pages without data behind them that search engines should know. */
const FIXED_PAGES = [
  '/',
  '/foodee',
  '/coffeeshops',
  '/telers',
  '/horeca',
  '/foodee/assistants',
  '/strain-discovery',
  '/content-manager-landing',
  '/content-studio-landing',
];

/** Each town's newest shop change: a town page changes when one of its shops does. */
function townsWithLastChange(shops: Array<{ plaatsSlug: string; updatedAt: Date }>): Map<string, Date> {
  const towns = new Map<string, Date>();
  for (const shop of shops) {
    const known = towns.get(shop.plaatsSlug);
    if (!known || shop.updatedAt > known) towns.set(shop.plaatsSlug, shop.updatedAt);
  }
  return towns;
}

/**
 * Every public page, for `sitemap.xml` (ADR 037): the home pages, coffeeshop towns and shop pages,
 * telers (also per town), horeca venues with their course menus, published blog and news posts, standalone
 * pages (ADR 056) and upcoming events (ADR 049). Public data only, no login needed;
 * only live places (an offline shop or venue answers 404 to its visitors too).
 */
export async function listSitemapEntries(ctx: ServiceContext): Promise<SitemapEntry[]> {
  const [shops, growers, places, courses, posts, pages, events, generatedSites] = await Promise.all([
    selectLiveShops(ctx.db),
    selectActiveTelers(ctx.db),
    selectLiveVenues(ctx.db),
    selectLiveCourseMenus(ctx.db),
    publishedPosts(ctx, undefined, 500),
    publishedPages(ctx),
    upcomingEvents(ctx, {}),
    siteSitemapPaths(ctx),
  ]);
  const growerTowns = new Set(growers.flatMap((grower) => (grower.plaats ? [slugify(grower.plaats)] : [])));
  return [
    ...FIXED_PAGES.map((path) => ({ path })),
    ...[...townsWithLastChange(shops)].map(([town, lastModified]) => ({ path: `/coffeeshops/${town}`, lastModified })),
    ...shops.map((shop) => ({ path: `/coffeeshops/${shop.plaatsSlug}/${shop.slug}`, lastModified: shop.updatedAt })),
    ...[...growerTowns].map((town) => ({ path: `/telers/${town}` })),
    ...growers.map((grower) => ({ path: `/teler/${grower.slug}`, lastModified: grower.updatedAt })),
    ...places.map((venue) => ({ path: `/horeca/${venue.plaatsSlug}/${venue.slug}`, lastModified: venue.updatedAt })),
    ...courses.map((course) => ({
      path: `/horeca/${course.plaatsSlug}/${course.slug}/menu/course/${course.id}`,
      lastModified: course.updatedAt,
    })),
    ...posts.map((post) => ({ path: `/blog/${post.slug}`, lastModified: new Date(post.publishedAt) })),
    ...pages.map((page) => ({ path: postPath(page), lastModified: new Date(page.publishedAt) })),
    ...events.map((event) => ({ path: `/event/${event.id}` })),
    // Generated websites (ADR 059): server HTML at /sites/{slug}, not web-app routes.
    ...generatedSites,
  ];
}
