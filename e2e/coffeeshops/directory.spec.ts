import type { Browser, Page } from '@playwright/test';
import { DEMO, expect, signInViaApi, signUpViaApi, test } from '../fixtures.ts';

interface Shop {
  id: string;
  name: string;
  slug: string;
  plaatsSlug: string;
}

async function adminSetsVisibility(browser: Browser, shop: Shop, menuVisibility: 'in_store' | 'verified' | 'public') {
  const admin = await browser.newPage();
  await signInViaApi(admin, DEMO.admin);
  const baseURL = test.info().project.use.baseURL as string;
  const response = await admin.request.patch(`/api/coffeeshops/${shop.id}/settings`, {
    data: { menuVisibility },
    headers: { origin: baseURL },
  });
  expect(response.status()).toBe(200);
  await admin.close();
}

async function passGate(page: Page) {
  await expect(page.getByRole('dialog', { name: 'Ben je 18 jaar of ouder?' })).toBeVisible();
  // Keyboard only: the answer has focus.
  await page.keyboard.press('Enter');
}

const MENU_HIDDEN_IN_STORE = /alleen in de winkel te zien/;
const MENU_HIDDEN_VERIFIED = /alleen zichtbaar voor ingelogde bezoekers met een geverifieerd account/;

test('[COFFEESHOPS] a visitor passes the age gate, browses to a shop, and the menu follows its visibility', async ({
  page,
  browser,
}) => {
  // Three visibility settings × three kinds of visitor, each with its own sign-in: close to 30 s on a slow 2-core machine.
  test.slow();
  const shops = (await (await page.request.get('/api/coffeeshops?plaats=tilburg')).json()) as Shop[];
  const shop = shops[0] as Shop;

  await adminSetsVisibility(browser, shop, 'public');
  await page.goto('/coffeeshops');
  await passGate(page);
  // The overview map has a marker for every shop: the 42 of the demo data, and any that specs running beside this
  // one have added (fixtures.ts).
  // The map loads when it scrolls into view (ADR 037).
  const map = page.getByRole('figure', { name: /^Kaart met \d+ plaatsen/ });
  await map.scrollIntoViewIfNeeded();
  await expect(map).toBeVisible();
  const shown = Number((await map.getAttribute('aria-label'))?.match(/\d+/)?.[0]);
  expect(shown).toBeGreaterThanOrEqual(42);
  await expect(page.locator('.leaflet-overlay-pane path.leaflet-interactive')).toHaveCount(shown);
  await page.getByRole('link', { name: /^Tilburg/ }).click();
  await expect(page.getByRole('heading', { name: 'Coffeeshops in Tilburg', level: 1 })).toBeVisible();
  await page.getByRole('figure', { name: /^Kaart met/ }).scrollIntoViewIfNeeded();
  await expect(page.locator('.leaflet-overlay-pane path.leaflet-interactive')).toHaveCount(shops.length);
  await page
    .getByRole('link', { name: new RegExp(shop.name) })
    .first()
    .click();
  await expect(page.getByRole('heading', { name: shop.name, level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Openingstijden' })).toBeVisible();
  await expect(page.getByText(/wietexperiment: alleen gereguleerde cannabis/)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Wiet', level: 3 })).toBeVisible();
  await expect(page.getByText(/^vanaf €\s\d/).first()).toBeVisible();

  // The gate is remembered on this device.
  await adminSetsVisibility(browser, shop, 'verified');
  await page.reload();
  await expect(page.getByText(MENU_HIDDEN_VERIFIED)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Wiet', level: 3 })).toHaveCount(0);

  const unverified = await browser.newPage();
  await signUpViaApi(unverified);
  await unverified.goto(`/coffeeshops/${shop.plaatsSlug}/${shop.slug}`);
  await passGate(unverified);
  await expect(unverified.getByText(MENU_HIDDEN_VERIFIED)).toBeVisible();
  await unverified.close();

  const verified = await browser.newPage();
  await signInViaApi(verified, DEMO.user);
  await verified.goto(`/coffeeshops/${shop.plaatsSlug}/${shop.slug}`);
  await passGate(verified);
  await expect(verified.getByRole('heading', { name: 'Wiet', level: 3 })).toBeVisible();

  await adminSetsVisibility(browser, shop, 'in_store');
  await verified.reload();
  await expect(verified.getByText(MENU_HIDDEN_IN_STORE)).toBeVisible();
  await verified.close();
  await page.reload();
  await expect(page.getByText(MENU_HIDDEN_IN_STORE)).toBeVisible();
});

test('[COFFEESHOPS] saying no at the age gate keeps the pages closed', async ({ page }) => {
  await page.goto('/coffeeshops/amsterdam');
  await page.getByRole('button', { name: 'Nee' }).click();
  await expect(page.getByText('Je moet 18 jaar of ouder zijn om deze pagina’s te bekijken.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Coffeeshops in Amsterdam' })).toHaveCount(0);
});

test('[COFFEESHOPS] telers: a designated grower shows only facts', async ({ page }) => {
  await page.goto('/telers');
  await expect(page.getByRole('dialog', { name: 'Ben je 18 jaar of ouder?' })).toBeVisible();
  await page.keyboard.press('Enter');
  await page.getByRole('link', { name: /^Polderbloem/ }).click();
  await expect(page).toHaveURL(/\/teler\/polderbloem$/);
  await expect(page.getByRole('heading', { name: 'Polderbloem', level: 1 })).toBeVisible();
  await expect(page.getByText(/mogen geen reclame maken/)).toBeVisible();
  await page.getByRole('link', { name: 'Telers in Zeewolde' }).click();
  await expect(page.getByRole('heading', { name: 'Telers in Zeewolde', level: 1 })).toBeVisible();
});

test('[COFFEESHOPS] the wizard finds coffeeshops step by step', async ({ page }) => {
  await page.goto('/coffeeshop-wizard');
  await expect(page.getByRole('dialog', { name: 'Ben je 18 jaar of ouder?' })).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Stap 1 van 4')).toBeVisible();
  await page.getByLabel('Kies een plaats').selectOption('haarlem');
  await page.getByRole('button', { name: 'Volgende' }).click();
  await page.getByRole('radio', { name: 'Maakt niet uit' }).check();
  await page.getByRole('button', { name: 'Volgende' }).click();
  await page.getByRole('button', { name: 'Volgende' }).click();
  await expect(page.getByText('Stap 4 van 4')).toBeVisible();
  await page.getByRole('button', { name: 'Toon coffeeshops' }).click();
  await expect(page.getByRole('heading', { name: 'Gevonden coffeeshops' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Haarlem/ }).first()).toBeVisible();
});
