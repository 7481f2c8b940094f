import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { DEMO, expect, signInViaApi, test } from '../fixtures.ts';

type Who = 'visitor' | 'user' | 'admin' | 'superadmin' | 'demo';

interface Params {
  shopId: string;
  shop: { plaats: string; slug: string; news: string };
  venue: { plaats: string; slug: string; courseMenuId: string };
  teler: { plaats: string; slug: string };
}

/** Every route of apps/web/src/app/router.tsx, the role that may open it and a real address for it. */
const ROUTES: Record<string, { who: Who; url: (p: Params) => string }> = {
  '/coffeeshop/:coffeeshopId/menu': { who: 'visitor', url: (p) => `/coffeeshop/${p.shopId}/menu` },
  '/': { who: 'visitor', url: () => '/' },
  '/foodee': { who: 'visitor', url: () => '/foodee' },
  '/foodee/landing': { who: 'visitor', url: () => '/foodee/landing' },
  '/feedee': { who: 'visitor', url: () => '/feedee' },
  '/foodee/assistants': { who: 'visitor', url: () => '/foodee/assistants' },
  '/horeca': { who: 'visitor', url: () => '/horeca' },
  '/horeca/menu/:courseMenuId': { who: 'visitor', url: (p) => `/horeca/menu/${p.venue.courseMenuId}` },
  '/horeca/:plaats/:slug': { who: 'visitor', url: (p) => `/horeca/${p.venue.plaats}/${p.venue.slug}` },
  '/horeca/:plaats/:slug/partner': { who: 'visitor', url: (p) => `/horeca/${p.venue.plaats}/${p.venue.slug}/partner` },
  '/horeca/:plaats/:slug/menu/course/:courseMenuId': {
    who: 'visitor',
    url: (p) => `/horeca/${p.venue.plaats}/${p.venue.slug}/menu/course/${p.venue.courseMenuId}`,
  },
  '/horeca/:plaats/:slug/reserveren': { who: 'visitor', url: (p) => `/horeca/${p.venue.plaats}/${p.venue.slug}/reserveren` },
  '/reservering/:token': { who: 'visitor', url: () => '/reservering/onbekende-code' },
  '/horeca-manager': { who: 'user', url: () => '/horeca-manager' },
  '/admin/horeca-menu': { who: 'admin', url: () => '/admin/horeca-menu' },
  '/admin/foodee/horeca-menu': { who: 'admin', url: () => '/admin/foodee/horeca-menu' },
  '/admin/foodee/course-menus': { who: 'admin', url: () => '/admin/foodee/course-menus' },
  '/admin/foodee/establishments': { who: 'admin', url: () => '/admin/foodee/establishments' },
  '/admin/products': { who: 'admin', url: () => '/admin/products' },
  '/admin/cannabis-manager': { who: 'admin', url: () => '/admin/cannabis-manager' },
  '/admin/foodee/reservations': { who: 'admin', url: () => '/admin/foodee/reservations' },
  '/auth': { who: 'visitor', url: () => '/auth' },
  '/dashboard': { who: 'user', url: () => '/dashboard' },
  '/profile': { who: 'user', url: () => '/profile' },
  '/favorites': { who: 'user', url: () => '/favorites' },
  '/email-dashboard': { who: 'user', url: () => '/email-dashboard' },
  '/mobile-dashboard': { who: 'user', url: () => '/mobile-dashboard' },
  '/onboarding': { who: 'user', url: () => '/onboarding' },
  '/admin': { who: 'admin', url: () => '/admin' },
  '/admin/verifications': { who: 'admin', url: () => '/admin/verifications' },
  '/user-management': { who: 'admin', url: () => '/user-management' },
  '/admin/super': { who: 'superadmin', url: () => '/admin/super' },
  '/premium-dashboard': { who: 'superadmin', url: () => '/premium-dashboard' },
  '/community-maker': { who: 'user', url: () => '/community-maker' },
  '/coffeeshop-manager': { who: 'user', url: () => '/coffeeshop-manager' },
  '/menu-management': { who: 'user', url: () => '/menu-management' },
  '/digital-manager': { who: 'user', url: () => '/digital-manager' },
  '/digitale-schermen': { who: 'user', url: () => '/digitale-schermen' },
  '/menu-display': { who: 'demo', url: () => '/menu-display' },
  '/admin/menu-display': { who: 'admin', url: () => '/admin/menu-display' },
  '/admin/kiosk-manager': { who: 'admin', url: () => '/admin/kiosk-manager' },
  '/admin-coffeeshops': { who: 'admin', url: () => '/admin-coffeeshops' },
  '/admin-coffeeshops/:coffeeshopId/menu': { who: 'admin', url: (p) => `/admin-coffeeshops/${p.shopId}/menu` },
  '/admin-coffeeshops/:coffeeshopId/menu/product': { who: 'admin', url: (p) => `/admin-coffeeshops/${p.shopId}/menu/product` },
  '/admin/grower-manager': { who: 'admin', url: () => '/admin/grower-manager' },
  '/community-makers': { who: 'user', url: () => '/community-makers' },
  '/admin/community': { who: 'admin', url: () => '/admin/community' },
  '/coffeeshops': { who: 'visitor', url: () => '/coffeeshops' },
  '/coffeeshops/:plaats': { who: 'visitor', url: (p) => `/coffeeshops/${p.shop.plaats}` },
  '/coffeeshops/:plaats/:slug': { who: 'visitor', url: (p) => `/coffeeshops/${p.shop.plaats}/${p.shop.slug}` },
  '/coffeeshops/:plaats/:coffeeshopSlug/nieuws/:newsSlug': {
    who: 'visitor',
    url: (p) => `/coffeeshops/${p.shop.plaats}/${p.shop.slug}/nieuws/${p.shop.news}`,
  },
  '/search': { who: 'visitor', url: () => '/search?q=amsterdam' },
  '/search-wizard': { who: 'visitor', url: () => '/search-wizard' },
  '/coffeeshop-wizard': { who: 'visitor', url: () => '/coffeeshop-wizard' },
  '/telers': { who: 'visitor', url: () => '/telers' },
  '/telers/:plaats': { who: 'visitor', url: (p) => `/telers/${p.teler.plaats}` },
  '/teler/:telerName': { who: 'visitor', url: (p) => `/teler/${p.teler.slug}` },
  '/zoeken': { who: 'visitor', url: () => '/zoeken?q=kush' },
  '/strain-discovery': { who: 'visitor', url: () => '/strain-discovery' },
};

const WIDTH = 360;

test('[LAYOUT] the list below covers every route of the router', () => {
  const router = readFileSync(path.join(import.meta.dirname, '../../apps/web/src/app/router.tsx'), 'utf8');
  const paths = new Set([...router.matchAll(/'(\/[^']*)'/g)].map((match) => match[1]));
  expect([...paths].sort()).toEqual(Object.keys(ROUTES).sort());
});

async function params(page: Page): Promise<Params> {
  type Shop = { id: string; slug: string; plaatsSlug: string };
  const [shop] = (await (await page.request.get('/api/coffeeshops?plaats=amsterdam')).json()) as Shop[];
  if (!shop) throw new Error('no seeded shop');
  const detail = (await (await page.request.get(`/api/coffeeshops/${shop.plaatsSlug}/${shop.slug}`)).json()) as {
    news: Array<{ slug: string }>;
  };
  const [venue] = (await (await page.request.get('/api/horeca/venues?plaats=amsterdam')).json()) as Shop[];
  if (!venue) throw new Error('no seeded venue');
  const venueDetail = (await (await page.request.get(`/api/horeca/venues/${venue.plaatsSlug}/${venue.slug}`)).json()) as {
    courseMenus: Array<{ id: string }>;
  };
  const [teler] = (await (await page.request.get('/api/telers')).json()) as Shop[];
  if (!teler) throw new Error('no seeded grower');
  return {
    shopId: shop.id,
    shop: { plaats: shop.plaatsSlug, slug: shop.slug, news: detail.news[0]?.slug ?? 'geen' },
    venue: { plaats: venue.plaatsSlug, slug: venue.slug, courseMenuId: venueDetail.courseMenus[0]?.id ?? 'geen' },
    teler: { plaats: teler.plaatsSlug, slug: teler.slug },
  };
}

/** The page's widest elements beyond the viewport, to name the culprit in a failure. */
async function overflow(page: Page) {
  return page.evaluate(() => {
    const width = window.innerWidth;
    const scrollWidth = document.documentElement.scrollWidth;
    if (scrollWidth <= width) return null;
    // Elements past the edge that no scrolling box of their own contains.
    const clipped = (element: Element) => {
      for (let parent = element.parentElement; parent; parent = parent.parentElement) {
        if (['auto', 'scroll', 'hidden', 'clip'].includes(getComputedStyle(parent).overflowX)) return true;
      }
      return false;
    };
    const culprits = [...document.querySelectorAll('body *')]
      .filter((element) => element.getBoundingClientRect().right > width + 0.5 && !clipped(element))
      .slice(-3)
      .map((element) => `${element.tagName.toLowerCase()}.${String(element.className).slice(0, 60)}`);
    return `${scrollWidth}px: ${culprits.join(' | ')}`;
  });
}

const LOGINS: Record<Exclude<Who, 'visitor'>, string> = {
  user: DEMO.user,
  admin: DEMO.admin,
  superadmin: DEMO.superadmin,
  demo: DEMO.demo,
};

for (const who of ['visitor', 'user', 'admin', 'superadmin', 'demo'] as const) {
  test(`[LAYOUT] no page scrolls sideways at ${WIDTH} px (${who})`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: WIDTH, height: 780 });
    // Past the 18+ gate: its dialog is not the page under test.
    await page.addInitScript(() => window.localStorage.setItem('age_gate_18plus', 'yes'));
    if (who !== 'visitor') await signInViaApi(page, LOGINS[who]);
    const values = await params(page);
    const failures: string[] = [];
    for (const [route, entry] of Object.entries(ROUTES).filter(([, entry]) => entry.who === who)) {
      await page.goto(entry.url(values));
      await expect(page.locator('h1, [role="alert"]').first(), route).toBeVisible();
      await expect(page.locator('.animate-spin'), route).toHaveCount(0);
      const wide = await overflow(page);
      if (wide) failures.push(`${route}: ${wide}`);
    }
    expect(failures).toEqual([]);
  });
}

test(`[LAYOUT] Menubeheer at ${WIDTH} px shows stock, active and edit of a product on screen`, async ({ page }) => {
  await page.setViewportSize({ width: WIDTH, height: 780 });
  await signInViaApi(page, DEMO.user);
  await page.goto('/coffeeshop-manager');
  const stock = page.getByRole('spinbutton', { name: /^Voorraad van / }).first();
  await expect(stock).toBeVisible();
  const name = ((await stock.getAttribute('aria-label')) ?? '').replace(/^Voorraad van /, '');
  const controls = [
    stock,
    page.getByRole('checkbox', { name: `${name} actief` }),
    page.getByRole('button', { name: `Bewerken: ${name}` }),
  ];
  for (const control of controls) {
    await control.scrollIntoViewIfNeeded();
    const box = await control.boundingBox();
    expect(box, String(control)).not.toBeNull();
    expect((box?.x ?? 0) + (box?.width ?? 0), String(control)).toBeLessThanOrEqual(WIDTH);
    // Not hidden inside a box that scrolls sideways either.
    await expect(control).toBeInViewport({ ratio: 1 });
  }
});
