// Long file: the one route list of both sides, with the catalogue-checked parameters of the product pages (ADR 050).
import { PRODUCT_SLUGS, resolveProductPage, resolveProductShopSegment } from './marketing/catalogue.ts';

/*
 * Every path of the web app's route table, in React Router's syntax (`:name` is one segment), public
 * or private. The one list both sides use (ADR 037): the server answers 404 for a path that matches
 * none (still with the app shell, whose not-found page says so) and builds robots.txt from it, and the
 * web app's test (`apps/web/src/app/router.test.ts`) fails when the router and this list differ.
 */

/** Pages for everyone: search engines may crawl them (robots.txt). */
export const PUBLIC_SITE_ROUTES = [
  '/',
  '/foodee',
  '/foodee/landing',
  '/feedee',
  '/auth',
  // Coffeeshops (behind the 18+ gate)
  '/coffeeshops',
  '/coffeeshops/:plaats',
  '/coffeeshops/:plaats/:slug',
  '/coffeeshops/:plaats/:coffeeshopSlug/nieuws/:newsSlug',
  '/search-wizard',
  '/coffeeshop-wizard',
  '/search',
  '/zoeken',
  '/strain-discovery',
  '/telers',
  '/telers/:plaats',
  '/teler/:telerName',
  // Hospitality (Foodee)
  '/foodee/assistants',
  '/horeca',
  '/horeca/menu/:courseMenuId',
  '/horeca/:plaats/:slug',
  '/horeca/:plaats/:slug/partner',
  '/horeca/:plaats/:slug/menu/course/:courseMenuId',
  '/horeca/:plaats/:slug/reserveren',
  // The booking widget, framed by venues' own sites (ADR 058)
  '/widget/reserveren/:venueId',
  // Partners and vacancies
  '/partners',
  '/partner/:slug',
  '/partners/:slug',
  '/partners/:partnerSlug/services/:serviceId',
  '/partners/:partnerSlug/vacancies/:vacancySlug',
  '/vacatures',
  '/vacatures/:type/:slug',
  // Merchandise of partners and the platform (ADR 055)
  '/merchandise/:id',
  // News, blog and events (ADR 049)
  '/partners/:partnerSlug/news/:newsSlug',
  '/blog/:slug',
  '/news/:slug',
  '/nieuws/:slug',
  '/event/:eventId',
  // Standalone pages and the sign-up's cancel link (ADR 056)
  '/pagina/:slug',
  '/event/:eventId/afmelden',
  '/content-manager-landing',
  '/content-studio-landing',
  // The assistants' full-page chat
  '/ai-assistant',
  '/ai-assistent',
  // The privacy statement, also for visitors without an account
  '/privacy',
  // Marketing, plans and contact (issue 22)
  '/marketing',
  '/entrepreneurs',
  '/ondernemers',
  '/wizards',
  '/cannabis-wizards',
  '/bijsluiter-cannabis',
  '/ai-features',
  '/integrations',
  '/abonnementen',
  '/membership',
  '/contact',
  '/digitale-schermen',
  // The website builder: what it does for visitors, the builder for a signed-in owner.
  '/website-generator',
  '/menu-management-landing',
  '/conversation-assistant-landing',
  '/digitale-platforms-landing',
  '/horeca-management-landing',
  '/social-manager-landing',
  '/staff-planner-landing',
  '/report-manager-landing',
  // Public like /digitale-schermen: the landing for visitors, the reports for signed-in accounts
  '/report-manager',
  // `/{product}`, `/{product}-contact` and `/{product}-coffeeshop-finder`: only catalogue values match (ADR 050)
  '/:productPage',
  // Menu import (issue 18): the landing pages per brand and the demo
  '/menu-import-landing',
  '/ai-menu-import',
  '/foodee/menu-import',
  '/demo/menu-import',
  // Website generator (issue 22 item 4, ADR 059): the showcase and the demo; the sites themselves are server HTML
  '/website-showcase',
  '/website-demo',
] as const;

/** Signed-in and admin areas, the in-shop screen and personal links: kept out of search engines (robots.txt). */
export const PRIVATE_SITE_ROUTES = [
  '/dashboard',
  '/content-manager',
  '/mobile-dashboard',
  '/premium-dashboard',
  '/onboarding',
  '/onboarding/coffeeshop',
  '/onboarding/horeca',
  '/profile',
  '/email-dashboard',
  '/favorites',
  '/community-maker',
  '/community-makers',
  '/gesprekken-assistent',
  '/gesprekken-management',
  '/coffeeshop-manager',
  '/menu-management',
  '/menu-display',
  '/digital-manager',
  '/horeca-manager',
  '/integrations-management',
  '/uitnodiging/:token',
  '/reservering/:token',
  '/afmelden/:token',
  '/coffeeshop/:coffeeshopId/menu',
  '/admin',
  '/admin/community',
  '/admin/menu-display',
  '/admin/kiosk-manager',
  '/admin/grower-manager',
  '/admin/horeca-menu',
  '/admin/foodee/horeca-menu',
  '/admin/foodee/course-menus',
  '/admin/foodee/establishments',
  '/admin/foodee/reservations',
  '/admin/products',
  '/admin/cannabis-manager',
  '/admin/verifications',
  '/admin/onboarding',
  '/admin/super',
  '/admin-coffeeshops',
  '/admin-coffeeshops/:coffeeshopId/menu',
  '/admin-coffeeshops/:coffeeshopId/menu/product',
  '/user-management',
  '/social-manager',
  '/staff-planner',
  '/staffing-planner',
  '/partner/dashboard',
  '/partner-uitnodiging/:token',
  '/admin/partners',
  '/admin/merchandise',
  '/admin/partners/:partnerId/merchandise/:merchandiseId/edit',
  '/admin/ai-control',
  '/admin/ai-content',
  '/admin/assistants',
  '/admin/contact',
  '/admin/advanced',
  // `/admin/{product}` and `/{product}-coffeeshop/{coffeeshopId}`: only catalogue values match (ADR 050)
  '/admin/:product',
  '/:productShop/:coffeeshopId',
  '/menu-importeren',
  '/menu-import-history',
  '/admin/website-generator',
] as const;

export const SITE_ROUTES = [...PUBLIC_SITE_ROUTES, ...PRIVATE_SITE_ROUTES];

/**
 * The robots.txt `Disallow` prefixes of the private pages: each route up to its first parameter
 * (`/reservering/:token` → `/reservering/`), `$`-ended where it would cover a public page, leaving out what a shorter prefix already covers
 * (`/admin` covers `/admin/super` and `/admin-coffeeshops`).
 */
export function privatePathPrefixes(): string[] {
  const prefixes = PRIVATE_SITE_ROUTES.flatMap((route) => {
    // A route starting with a parameter has a prefix per catalogue value (`/menubeheer-coffeeshop/`).
    if (route === '/:productShop/:coffeeshopId') return PRODUCT_SLUGS.map((slug) => `/${slug}-coffeeshop/`);
    const parameter = route.indexOf('/:');
    if (parameter !== -1) return [route.slice(0, parameter + 1)];
    // A prefix would also block a public page that starts with it (`/menu-management-landing`): end it with `$`.
    return [PUBLIC_SITE_ROUTES.some((page) => page.startsWith(route)) ? `${route}$` : route];
  });
  // The finder shares `/:productPage` with public pages but is for signed-in users only.
  prefixes.push(...PRODUCT_SLUGS.map((slug) => `/${slug}-coffeeshop-finder`));
  const unique = [...new Set(prefixes)].sort();
  return unique.filter((prefix) => !unique.some((other) => other !== prefix && prefix.startsWith(other)));
}

/** The path's segments, as React Router compares them: without empty ones, so `/a/` is `/a`. */
function segments(path: string): string[] {
  return path.split('/').filter((segment) => segment !== '');
}

const ALL_PATTERNS = SITE_ROUTES.map(segments);
const PUBLIC_PATTERNS = PUBLIC_SITE_ROUTES.map(segments);

/**
 * Parameters that only take catalogue values (ADR 050): without them `/:productPage` would match every
 * one-segment path and the server could answer no 404. `publicOnly` leaves out the signed-in finder.
 */
const PARAMETER_RULES: Record<string, (value: string, publicOnly: boolean) => boolean> = {
  ':productPage': (value, publicOnly) => {
    const page = resolveProductPage(value);
    return page !== null && !(publicOnly && page.kind === 'finder');
  },
  ':productShop': (value) => resolveProductShopSegment(value) !== null,
  ':product': (value) => PRODUCT_SLUGS.some((slug) => slug === value),
};

function matchesAny(pathname: string, patterns: string[][], publicOnly = false): boolean {
  let parts: string[];
  try {
    parts = segments(pathname).map((part) => decodeURIComponent(part).toLowerCase());
  } catch {
    return false; // malformed percent-encoding
  }
  return patterns.some(
    (pattern) =>
      pattern.length === parts.length &&
      pattern.every((segment, index) => {
        const part = parts[index] ?? '';
        if (!segment.startsWith(':')) return segment.toLowerCase() === part;
        const rule = PARAMETER_RULES[segment];
        return rule ? rule(part, publicOnly) : true;
      }),
  );
}

/** Whether the web app has a page at this path (React Router matches case-insensitively). */
export function isSiteRoute(pathname: string): boolean {
  return matchesAny(pathname, ALL_PATTERNS);
}

/** Whether the path is one of the public pages (the ones search engines may index). */
export function isPublicSiteRoute(pathname: string): boolean {
  return matchesAny(pathname, PUBLIC_PATTERNS, true);
}
