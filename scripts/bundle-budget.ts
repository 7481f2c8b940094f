/**
 * The bundle budget of issue 21: at most 120 KB of gzipped JavaScript on the first load of any
 * public page (TARGET_BYTES), reached on 2026-11-28 (ADR 082) and enforced by `npm test` since (CEILING_BYTES;
 * before, a ceiling at the heaviest page's weight was lowered step by step, ADR 037). Computed from the Vite manifest of `npm run build` (`apps/web/dist/.vite/manifest.json`):
 * a page's first load is the entry with its static imports, the page's lazy route chunk with its static
 * imports, and the chunks every page loads at start (the active language).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** Issue 21's goal. */
export const TARGET_BYTES = 120 * 1024;
/**
 * What `npm test` enforces: the target itself since 2026-11-28 (ADR 082; every public page of the router since ADR 087, the heaviest a venue page at 112.0 KB).
 * A change that makes any public page's first load heavier than 120 KB fails the build.
 */
export const CEILING_BYTES = TARGET_BYTES;

export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

/** Source modules loaded at start on every page besides the entry (imported dynamically, yet always). */
export const STARTUP_MODULES = ['src/locales/nl.json'];

/**
 * Every route a visitor can open without signing in (every path of apps/web/src/app/router.tsx outside the
 * `requireLogin`/`requireRole` guards), in the router's own syntax, and the source module of the lazy page it
 * renders (`null` for a redirect, which renders no page of its own: its first load is the entry's).
 * `public-pages.test.ts` fails when a public route is missing here or names another module (ADR 087). Routes that
 * are public for visitors and a tool once signed in (`/website-generator`, `/report-manager`, `/digitale-schermen`)
 * are weighed as the visitor's page; the tool loads after.
 */
export const PUBLIC_PAGES: Array<{ path: string; module: string | null }> = [
  { path: '/coffeeshop/:coffeeshopId/menu', module: 'src/features/screens/pages/screen-display-page.tsx' },
  { path: '/widget/reserveren/:venueId', module: 'src/features/horeca/pages/widget-reserve-page.tsx' },
  { path: '/', module: 'src/features/home/pages/home-page.tsx' },
  { path: '/foodee', module: 'src/features/home/pages/home-page.tsx' },
  { path: '/foodee/landing', module: 'src/features/home/pages/home-page.tsx' },
  { path: '/feedee', module: 'src/features/home/pages/home-page.tsx' },
  { path: '/auth', module: 'src/features/auth/pages/auth-page.tsx' },
  { path: '/privacy', module: 'src/features/accounts/pages/privacy-statement-page.tsx' },
  { path: '/community-makers', module: null },
  { path: '/menu-import-landing', module: 'src/features/menu-import/pages/menu-import-landing-page.tsx' },
  { path: '/ai-menu-import', module: 'src/features/menu-import/pages/menu-import-landing-page.tsx' },
  { path: '/foodee/menu-import', module: 'src/features/menu-import/pages/menu-import-landing-page.tsx' },
  { path: '/demo/menu-import', module: 'src/features/menu-import/pages/demo-menu-import-page.tsx' },
  { path: '/digitale-schermen', module: 'src/features/screens/pages/digital-screens-page.tsx' },
  { path: '/foodee/assistants', module: 'src/features/horeca/pages/assistants-page.tsx' },
  { path: '/horeca', module: 'src/features/horeca/pages/horeca-page.tsx' },
  { path: '/horeca/menu/:courseMenuId', module: 'src/features/horeca/pages/course-menu-page.tsx' },
  { path: '/horeca/:plaats/:slug', module: 'src/features/horeca/pages/venue-page.tsx' },
  { path: '/horeca/:plaats/:slug/partner', module: 'src/features/horeca/pages/venue-partner-page.tsx' },
  { path: '/horeca/:plaats/:slug/menu/course/:courseMenuId', module: 'src/features/horeca/pages/course-menu-page.tsx' },
  { path: '/horeca/:plaats/:slug/reserveren', module: 'src/features/horeca/pages/reserve-page.tsx' },
  { path: '/reservering/:token', module: 'src/features/horeca/pages/guest-reservation-page.tsx' },
  { path: '/onboarding', module: null },
  { path: '/uitnodiging/:token', module: 'src/features/staff/pages/accept-invitation-page.tsx' },
  { path: '/report-manager', module: 'src/features/reports/pages/report-pages.ts' },
  { path: '/afmelden/:token', module: 'src/features/reports/pages/report-pages.ts' },
  { path: '/ai-assistant', module: 'src/features/assistant/pages/assistant-page.tsx' },
  { path: '/ai-assistent', module: 'src/features/assistant/pages/assistant-page.tsx' },
  { path: '/partners', module: 'src/features/partners/pages/partners-page.tsx' },
  { path: '/partners/:slug', module: 'src/features/partners/pages/partner-page.tsx' },
  { path: '/partner/:slug', module: 'src/features/partners/pages/partner-page.tsx' },
  { path: '/partners/:partnerSlug/services/:serviceId', module: 'src/features/partners/pages/service-page.tsx' },
  { path: '/partner-uitnodiging/:token', module: 'src/features/partners/pages/accept-partner-invitation-page.tsx' },
  { path: '/merchandise/:id', module: 'src/features/merchandise/pages/merchandise-page.tsx' },
  { path: '/vacatures', module: 'src/features/vacancies/pages/vacancies-page.tsx' },
  { path: '/vacatures/:type/:slug', module: 'src/features/vacancies/pages/vacancy-page.tsx' },
  { path: '/partners/:partnerSlug/vacancies/:vacancySlug', module: 'src/features/vacancies/pages/vacancy-page.tsx' },
  { path: '/integrations', module: 'src/features/integrations/pages/integrations-page.tsx' },
  { path: '/marketing', module: 'src/features/marketing/pages/marketing-page.tsx' },
  { path: '/entrepreneurs', module: 'src/features/marketing/pages/entrepreneurs-page.tsx' },
  { path: '/ondernemers', module: 'src/features/marketing/pages/entrepreneurs-page.tsx' },
  { path: '/wizards', module: 'src/features/marketing/pages/wizards-page.tsx' },
  { path: '/menu-management-landing', module: 'src/features/marketing/pages/landing-page.tsx' },
  { path: '/conversation-assistant-landing', module: 'src/features/marketing/pages/landing-page.tsx' },
  { path: '/digitale-platforms-landing', module: 'src/features/marketing/pages/landing-page.tsx' },
  { path: '/horeca-management-landing', module: 'src/features/marketing/pages/landing-page.tsx' },
  { path: '/social-manager-landing', module: 'src/features/marketing/pages/landing-page.tsx' },
  { path: '/staff-planner-landing', module: 'src/features/marketing/pages/landing-page.tsx' },
  { path: '/report-manager-landing', module: 'src/features/marketing/pages/landing-page.tsx' },
  { path: '/ai-features', module: 'src/features/marketing/pages/landing-page.tsx' },
  { path: '/abonnementen', module: 'src/features/marketing/pages/plans-page.tsx' },
  { path: '/membership', module: 'src/features/marketing/pages/plans-page.tsx' },
  { path: '/contact', module: 'src/features/marketing/pages/contact-page.tsx' },
  { path: '/:productPage', module: 'src/features/marketing/pages/product-page-route.tsx' },
  { path: '/admin/:product', module: 'src/features/marketing/pages/admin-product-route.tsx' },
  { path: '/:productShop/:coffeeshopId', module: 'src/features/marketing/pages/admin-product-route.tsx' },
  { path: '/website-showcase', module: 'src/features/sites/pages/showcase-page.tsx' },
  { path: '/website-demo', module: 'src/features/sites/pages/demo-page.tsx' },
  { path: '/website-generator', module: 'src/features/sites/pages/website-builder-page.tsx' },
  { path: '/blog/:slug', module: 'src/features/content/pages/post-pages.tsx' },
  { path: '/news/:slug', module: 'src/features/content/pages/post-pages.tsx' },
  { path: '/nieuws/:slug', module: 'src/features/content/pages/post-pages.tsx' },
  { path: '/partners/:partnerSlug/news/:newsSlug', module: 'src/features/content/pages/post-pages.tsx' },
  { path: '/pagina/:slug', module: 'src/features/content/pages/post-pages.tsx' },
  { path: '/content-manager-landing', module: 'src/features/content/pages/landing-pages.tsx' },
  { path: '/content-studio-landing', module: 'src/features/content/pages/landing-pages.tsx' },
  { path: '/event/:eventId', module: 'src/features/events/pages/event-page.tsx' },
  { path: '/event/:eventId/afmelden', module: 'src/features/events/pages/cancel-page.tsx' },
  { path: '/coffeeshops', module: 'src/features/coffeeshops/pages/coffeeshops-page.tsx' },
  { path: '/coffeeshops/:plaats', module: 'src/features/coffeeshops/pages/city-page.tsx' },
  { path: '/coffeeshops/:plaats/:slug', module: 'src/features/coffeeshops/pages/shop-page.tsx' },
  { path: '/coffeeshops/:plaats/:coffeeshopSlug/nieuws/:newsSlug', module: 'src/features/coffeeshops/pages/news-page.tsx' },
  { path: '/search-wizard', module: 'src/features/coffeeshops/pages/wizard-page.tsx' },
  { path: '/coffeeshop-wizard', module: 'src/features/coffeeshops/pages/wizard-page.tsx' },
  { path: '/search', module: 'src/features/search/pages/search-page.tsx' },
  { path: '/zoeken', module: 'src/features/search/pages/search-page.tsx' },
  { path: '/telers', module: 'src/features/telers/pages/telers-page.tsx' },
  { path: '/telers/:plaats', module: 'src/features/telers/pages/telers-page.tsx' },
  { path: '/teler/:telerName', module: 'src/features/telers/pages/teler-page.tsx' },
  { path: '/strain-discovery', module: 'src/features/strains/pages/strain-discovery-page.tsx' },
  { path: '/cannabis-wizards', module: 'src/features/marketing/pages/wizards-page.tsx' },
  { path: '/bijsluiter-cannabis', module: 'src/features/marketing/pages/leaflet-page.tsx' },
];

/** The budget entries (`PUBLIC_PAGES` paths) of the pages in `npm run bench`'s Lighthouse table (issue 21). */
export const LIGHTHOUSE_PAGE_BUDGETS = {
  home: '/',
  foodee: '/foodee',
  city: '/coffeeshops/:plaats',
  shop: '/coffeeshops/:plaats/:slug',
  horeca: '/horeca',
  venue: '/horeca/:plaats/:slug',
  booking: '/horeca/:plaats/:slug/reserveren',
} as const;

/** The manifest keys a chunk pulls in through static imports, itself included. */
function withStaticImports(manifest: Manifest, key: string, into: Set<string>) {
  if (into.has(key)) return;
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} staat niet in het Vite-manifest: klopt de paginalijst van scripts/bundle-budget.ts nog?`);
  into.add(key);
  for (const imported of chunk.imports ?? []) withStaticImports(manifest, imported, into);
}

/** The JavaScript files of a page's first load. */
export function firstLoadFiles(manifest: Manifest, pageModule: string | null): string[] {
  const keys = new Set<string>();
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entry) throw new Error('Het Vite-manifest heeft geen entry.');
  const start = pageModule === null ? [entry, ...STARTUP_MODULES] : [entry, pageModule, ...STARTUP_MODULES];
  for (const key of start) withStaticImports(manifest, key, keys);
  return [...keys].map((key) => manifest[key]?.file ?? key).filter((file) => file.endsWith('.js'));
}

/** The pages heavier than `limit`. */
export function overBudget(weights: PageWeight[], limit: number): PageWeight[] {
  return weights.filter((page) => page.gzipBytes > limit);
}

export interface PageWeight {
  path: string;
  files: number;
  gzipBytes: number;
}

/** Gzipped JavaScript bytes of every public page's first load; `read` gives a file of the build. */
export function pageWeights(manifest: Manifest, read: (file: string) => Buffer): PageWeight[] {
  const sizes = new Map<string, number>();
  const gzipped = (file: string) => {
    let size = sizes.get(file);
    if (size === undefined) {
      size = gzipSync(read(file), { level: 9 }).byteLength;
      sizes.set(file, size);
    }
    return size;
  };
  return PUBLIC_PAGES.map(({ path: pagePath, module }) => {
    const files = firstLoadFiles(manifest, module);
    return { path: pagePath, files: files.length, gzipBytes: files.reduce((sum, file) => sum + gzipped(file), 0) };
  });
}

/** The weights of the build in `dist` (the web app's `npm run build`). */
export function builtPageWeights(dist: string): PageWeight[] {
  const manifest = JSON.parse(readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  return pageWeights(manifest, (file) => readFileSync(path.join(dist, file)));
}

export const kilobytes = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
