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
 * What `npm test` enforces: the target itself since 2026-11-28 (ADR 082; the heaviest page, a venue page, 116.2 KB).
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

/** The public pages and the source module of each one's route chunk. */
export const PUBLIC_PAGES: Array<{ path: string; module: string }> = [
  { path: '/', module: 'src/features/home/pages/home-page.tsx' },
  { path: '/foodee', module: 'src/features/home/pages/home-page.tsx' },
  { path: '/auth', module: 'src/features/auth/pages/auth-page.tsx' },
  { path: '/coffeeshops', module: 'src/features/coffeeshops/pages/coffeeshops-page.tsx' },
  { path: '/coffeeshops/{plaats}', module: 'src/features/coffeeshops/pages/city-page.tsx' },
  { path: '/coffeeshops/{plaats}/{slug}', module: 'src/features/coffeeshops/pages/shop-page.tsx' },
  { path: '/telers', module: 'src/features/telers/pages/telers-page.tsx' },
  { path: '/teler/{naam}', module: 'src/features/telers/pages/teler-page.tsx' },
  { path: '/search', module: 'src/features/search/pages/search-page.tsx' },
  { path: '/horeca', module: 'src/features/horeca/pages/horeca-page.tsx' },
  { path: '/horeca/{plaats}/{slug}', module: 'src/features/horeca/pages/venue-page.tsx' },
  { path: '/horeca/{plaats}/{slug}/menu/course/{id}', module: 'src/features/horeca/pages/course-menu-page.tsx' },
  { path: '/horeca/{plaats}/{slug}/reserveren', module: 'src/features/horeca/pages/reserve-page.tsx' },
  { path: '/foodee/assistants', module: 'src/features/horeca/pages/assistants-page.tsx' },
  { path: '/marketing', module: 'src/features/marketing/pages/marketing-page.tsx' },
  { path: '/{landing}', module: 'src/features/marketing/pages/landing-page.tsx' },
  { path: '/{product}', module: 'src/features/marketing/pages/product-page-route.tsx' },
  { path: '/abonnementen', module: 'src/features/marketing/pages/plans-page.tsx' },
  { path: '/contact', module: 'src/features/marketing/pages/contact-page.tsx' },
  { path: '/bijsluiter-cannabis', module: 'src/features/marketing/pages/leaflet-page.tsx' },
  { path: '/digitale-schermen', module: 'src/features/screens/pages/digital-screens-page.tsx' },
  // Public for visitors, the tool once signed in (their first load is the visitor's page, the tool loads after).
  { path: '/website-generator', module: 'src/features/sites/pages/website-builder-page.tsx' },
  { path: '/report-manager', module: 'src/features/reports/pages/report-pages.ts' },
];

/** The manifest keys a chunk pulls in through static imports, itself included. */
function withStaticImports(manifest: Manifest, key: string, into: Set<string>) {
  if (into.has(key)) return;
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} staat niet in het Vite-manifest: klopt de paginalijst van scripts/bundle-budget.ts nog?`);
  into.add(key);
  for (const imported of chunk.imports ?? []) withStaticImports(manifest, imported, into);
}

/** The JavaScript files of a page's first load. */
export function firstLoadFiles(manifest: Manifest, pageModule: string): string[] {
  const keys = new Set<string>();
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entry) throw new Error('Het Vite-manifest heeft geen entry.');
  for (const key of [entry, pageModule, ...STARTUP_MODULES]) withStaticImports(manifest, key, keys);
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
