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
  // Partners and vacancies
  '/partners',
  '/partner/:slug',
  '/partners/:slug',
  '/partners/:partnerSlug/services/:serviceId',
  '/partners/:partnerSlug/vacancies/:vacancySlug',
  '/vacatures',
  '/vacatures/:type/:slug',
  // The assistants' full-page chat
  '/ai-assistant',
  '/ai-assistent',
  // Menu import (issue 18): the landing pages per brand and the demo
  '/menu-import-landing',
  '/ai-menu-import',
  '/foodee/menu-import',
  '/demo/menu-import',
] as const;

/** Signed-in and admin areas, the in-shop screen and personal links: kept out of search engines (robots.txt). */
export const PRIVATE_SITE_ROUTES = [
  '/dashboard',
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
  '/coffeeshop-manager',
  '/menu-management',
  '/menu-display',
  '/digital-manager',
  '/digitale-schermen',
  '/horeca-manager',
  '/uitnodiging/:token',
  '/reservering/:token',
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
  '/report-manager',
  '/partner/dashboard',
  '/partner-uitnodiging/:token',
  '/admin/partners',
  '/menu-importeren',
  '/menu-import-history',
] as const;

export const SITE_ROUTES = [...PUBLIC_SITE_ROUTES, ...PRIVATE_SITE_ROUTES];

/**
 * The robots.txt `Disallow` prefixes of the private pages: each route up to its first parameter
 * (`/reservering/:token` → `/reservering/`), leaving out what a shorter prefix already covers
 * (`/admin` covers `/admin/super` and `/admin-coffeeshops`).
 */
export function privatePathPrefixes(): string[] {
  const prefixes = PRIVATE_SITE_ROUTES.map((route) => {
    const parameter = route.indexOf('/:');
    return parameter === -1 ? route : route.slice(0, parameter + 1);
  });
  const unique = [...new Set(prefixes)].sort();
  return unique.filter((prefix) => !unique.some((other) => other !== prefix && prefix.startsWith(other)));
}

/** The path's segments, as React Router compares them: without empty ones, so `/a/` is `/a`. */
function segments(path: string): string[] {
  return path.split('/').filter((segment) => segment !== '');
}

const ALL_PATTERNS = SITE_ROUTES.map(segments);
const PUBLIC_PATTERNS = PUBLIC_SITE_ROUTES.map(segments);

function matchesAny(pathname: string, patterns: string[][]): boolean {
  let parts: string[];
  try {
    parts = segments(pathname).map((part) => decodeURIComponent(part).toLowerCase());
  } catch {
    return false; // malformed percent-encoding
  }
  return patterns.some(
    (pattern) =>
      pattern.length === parts.length &&
      pattern.every((segment, index) => segment.startsWith(':') || segment.toLowerCase() === parts[index]),
  );
}

/** Whether the web app has a page at this path (React Router matches case-insensitively). */
export function isSiteRoute(pathname: string): boolean {
  return matchesAny(pathname, ALL_PATTERNS);
}

/** Whether the path is one of the public pages (the ones search engines may index). */
export function isPublicSiteRoute(pathname: string): boolean {
  return matchesAny(pathname, PUBLIC_PATTERNS);
}
