import AxeBuilder from '@axe-core/playwright';
import { type Browser, expect, type Page, test } from '@playwright/test';

/*
 * axe on the public pages (issue 21, ADR 037): WCAG 2.2 A/AA rules, no serious or critical
 * violation, on both brands' pages in the light and the dark theme.
 */

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const THEMES = ['light', 'dark'] as const;

interface Place {
  plaatsSlug: string;
  slug: string;
}

/** A page of the route table to check; `gate` when it sits behind the 18+ gate. */
interface PublicPage {
  name: string;
  path: (places: { shop: Place; venue: Place }) => string;
  gate?: boolean;
}

const PAGES: PublicPage[] = [
  { name: 'home', path: () => '/' },
  { name: 'Foodee home', path: () => '/foodee' },
  { name: 'sign-in', path: () => '/auth' },
  { name: 'coffeeshops', path: () => '/coffeeshops', gate: true },
  { name: 'city', path: ({ shop }) => `/coffeeshops/${shop.plaatsSlug}`, gate: true },
  { name: 'shop', path: ({ shop }) => `/coffeeshops/${shop.plaatsSlug}/${shop.slug}`, gate: true },
  { name: 'telers', path: () => '/telers', gate: true },
  { name: 'horeca', path: () => '/horeca' },
  { name: 'venue', path: ({ venue }) => `/horeca/${venue.plaatsSlug}/${venue.slug}` },
  { name: 'reservation', path: ({ venue }) => `/horeca/${venue.plaatsSlug}/${venue.slug}/reserveren` },
];

async function firstPlaces(page: Page) {
  const shops = (await (await page.request.get('/api/coffeeshops?plaats=tilburg')).json()) as Place[];
  const venues = (await (await page.request.get('/api/horeca/venues')).json()) as Place[] | { items: Place[] };
  const venue = Array.isArray(venues) ? venues[0] : venues.items[0];
  if (!shops[0] || !venue) throw new Error('de demodata heeft geen coffeeshop of zaak');
  return { shop: shops[0], venue };
}

/** A fresh context in the theme (the stored choice the theme provider reads before the first paint). */
async function pageIn(browser: Browser, theme: (typeof THEMES)[number]) {
  const context = await browser.newContext();
  await context.addInitScript((chosen) => window.localStorage.setItem('theme', chosen), theme);
  return { context, page: await context.newPage() };
}

/** The serious and critical violations, one line each with where they are. */
async function seriousViolations(page: Page): Promise<string[]> {
  // Colours are measured once transitions end: a button fading in from disabled (the age gate's on hydration) is
  // half transparent for 150 ms, which is not what anyone reads.
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) => `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}

for (const theme of THEMES) {
  for (const publicPage of PAGES) {
    test(`[A11Y] ${publicPage.name} page in the ${theme} theme has no serious or critical axe violations`, async ({
      browser,
    }) => {
      const { context, page } = await pageIn(browser, theme);
      const path = publicPage.path(await firstPlaces(page));
      await page.goto(path);
      await expect(page.locator('html')).toHaveClass(theme === 'dark' ? /dark/ : /^(?!.*dark)/);
      if (publicPage.gate) {
        const gate = page.getByRole('dialog', { name: 'Ben je 18 jaar of ouder?' });
        await expect(gate).toBeVisible();
        await expect(gate.getByRole('button', { name: 'Ja, ik ben 18 of ouder' })).toBeEnabled();
        expect(await seriousViolations(page), `${path} with the age gate`).toEqual([]);
        await gate.getByRole('button', { name: 'Ja, ik ben 18 of ouder' }).click();
      }
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await expect(page.getByRole('status').filter({ hasText: /laden/i })).toHaveCount(0);
      expect(await seriousViolations(page), path).toEqual([]);
      await context.close();
    });
  }
}
