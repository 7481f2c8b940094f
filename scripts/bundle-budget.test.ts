import { describe, expect, it } from 'vitest';
import {
  firstLoadFiles,
  LIGHTHOUSE_PAGE_BUDGETS,
  type Manifest,
  overBudget,
  PUBLIC_PAGES,
  pageWeights,
} from './bundle-budget.ts';

/** A build in miniature: the entry, a shared chunk, the Dutch texts, two pages and a lazy map. */
const manifest: Manifest = {
  'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_shared.js'], dynamicImports: ['src/locales/nl.json'] },
  '_shared.js': { file: 'assets/shared.js' },
  'src/locales/nl.json': { file: 'assets/nl.js' },
  'src/locales/en.json': { file: 'assets/en.js' },
  'src/map.tsx': { file: 'assets/map.js', imports: ['_shared.js'] },
  ...Object.fromEntries(
    PUBLIC_PAGES.flatMap(({ module }) => (module === null ? [] : [module])).map((module) => [
      module,
      { file: `assets/${module}.js`, imports: ['_shared.js'], dynamicImports: ['src/map.tsx'] },
    ]),
  ),
};

describe('the bundle budget check', () => {
  it('counts the entry, the page chunk, their static imports and the active language, but not lazy chunks', () => {
    const files = firstLoadFiles(manifest, 'src/features/home/pages/home-page.tsx');
    expect(files.sort()).toEqual(
      ['assets/index.js', 'assets/shared.js', 'assets/nl.js', 'assets/src/features/home/pages/home-page.tsx.js'].sort(),
    );
  });

  it('fails a page over the limit', () => {
    const small = Buffer.from('x');
    const heavy = Buffer.from(Array.from({ length: 5000 }, (_, i) => String(i * 7919)).join(','));
    const weights = pageWeights(manifest, (file) => (file.includes('shop-page') ? heavy : small));
    const [over, ...rest] = overBudget(weights, 5 * 1024);
    expect(over?.path).toBe('/coffeeshops/:plaats/:slug');
    expect(rest).toEqual([]);
    expect(overBudget(weights, 1024 * 1024)).toEqual([]);
  });

  it('refuses a page whose chunk is not in the build', () => {
    expect(() => firstLoadFiles(manifest, 'src/features/gone/pages/gone-page.tsx')).toThrow(/Vite-manifest/);
  });
});

describe('the Lighthouse table', () => {
  it('judges each of its pages by a budget entry that exists (a renamed path showed "–" and fell back to the whole visit)', () => {
    const paths = new Set(PUBLIC_PAGES.map((page) => page.path));
    expect(Object.values(LIGHTHOUSE_PAGE_BUDGETS).filter((path) => !paths.has(path))).toEqual([]);
  });
});
