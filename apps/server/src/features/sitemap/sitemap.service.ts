import { courseMenuPath, postPath, slugify, vacancyPath } from '@platform/core';
import type { ServiceContext } from '../../context.ts';
import { publishedPages, publishedPartnerNews, publishedPosts } from '../content/index.ts';
import { upcomingEvents } from '../events/index.ts';
import { siteSitemapPaths } from '../sites/index.ts';
import { openVacancies } from '../vacancies/index.ts';
import {
  selectActiveTelers,
  selectApprovedPartners,
  selectLiveCourseMenus,
  selectLiveShops,
  selectLiveVenues,
} from './sitemap.queries.ts';

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
  '/partners',
  '/vacatures',
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
 * telers (also per town), horeca venues with their course menus, approved partners with their published news, open
 * vacancies (at their canonical address, ADR 088), published blog and news posts, standalone pages (ADR 056) and
 * upcoming events (ADR 049). Public data only, no login needed; only live places and approved partners (the others
 * answer 404 to their visitors too), no closed vacancy (410).
 */
export async function listSitemapEntries(ctx: ServiceContext): Promise<SitemapEntry[]> {
  const [shops, growers, places, courses, partners, vacancies, posts, partnerNews, pages, events, generatedSites] =
    await Promise.all([
      selectLiveShops(ctx.db),
      selectActiveTelers(ctx.db),
      selectLiveVenues(ctx.db),
      selectLiveCourseMenus(ctx.db),
      selectApprovedPartners(ctx.db),
      openVacancies(ctx, {}),
      publishedPosts(ctx, undefined, 500),
      publishedPartnerNews(ctx),
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
    ...courses.map((course) => ({ path: courseMenuPath(course, course.id), lastModified: course.updatedAt })),
    ...partners.map((partner) => ({ path: `/partners/${partner.slug}`, lastModified: partner.updatedAt })),
    ...vacancies.map((vacancy) => ({ path: vacancyPath(vacancy), lastModified: new Date(vacancy.postedAt) })),
    ...posts.map((post) => ({ path: `/blog/${post.slug}`, lastModified: new Date(post.publishedAt) })),
    ...partnerNews.map((post) => ({ path: postPath(post), lastModified: new Date(post.publishedAt) })),
    ...pages.map((page) => ({ path: postPath(page), lastModified: new Date(page.publishedAt) })),
    ...events.map((event) => ({ path: `/event/${event.id}` })),
    // Generated websites (ADR 059): server HTML at /sites/{slug}, not web-app routes.
    ...generatedSites,
  ];
}
