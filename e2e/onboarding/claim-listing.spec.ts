import type { Page } from '@playwright/test';
import { expect, signUpViaApi, test } from '../fixtures.ts';

const CLOSED = { ma: [], di: [], wo: [], do: [], vr: [], za: [], zo: [] };

async function reviewItem(admin: Page, name: string) {
  await admin.goto('/admin/onboarding');
  const item = admin.getByRole('listitem').filter({ hasText: name });
  await expect(item.getByText('Claim', { exact: true })).toBeVisible();
  return item;
}

async function claim(page: Page, name: string, kvk: string) {
  await page.getByLabel('Zoek op naam of plaats').fill(name);
  await page.getByRole('listitem').filter({ hasText: name }).getByRole('button', { name: 'Claim deze coffeeshop' }).click();
  await page.getByLabel('KvK-nummer').fill(kvk);
  await page.getByLabel('Telefoonnummer').fill('038 765 4321');
  await page.getByRole('button', { name: 'Claim indienen' }).click();
  await expect(page.getByRole('heading', { name: 'Je aanmelding wordt beoordeeld' })).toBeVisible();
}

test('[ONBOARDING] an owner claims a listing without owner; the admin asks for changes, then approves', async ({
  page,
  browser,
  signIn,
}) => {
  const name = `Het Zwolse Hofje ${Date.now().toString(36)}`;
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signIn('admin', admin);
  const baseURL = test.info().project.use.baseURL as string;
  const created = await admin.request.post('/api/admin/coffeeshops', {
    data: {
      name,
      address: 'Diezerstraat 5',
      postcode: '8011 RE',
      plaats: 'Zwolle',
      province: 'Overijssel',
      latitude: 52.5168,
      longitude: 6.083,
      openingHours: CLOSED,
    },
    headers: { origin: baseURL },
  });
  expect(created.status(), await created.text()).toBe(201);

  await signUpViaApi(page);
  await page.goto('/onboarding/coffeeshop');
  await page.getByRole('button', { name: 'Staat je coffeeshop al op het platform? Claim de vermelding.' }).click();
  await claim(page, name, '87654321');

  const item = await reviewItem(admin, name);
  await item.getByRole('button', { name: 'Wijzigingen vragen' }).click();
  await expect(item.getByText('Schrijf de aanvrager wat er moet veranderen of waarom je afwijst')).toBeVisible();
  await item.getByLabel(/Toelichting voor de aanvrager/).fill('Gebruik het KvK-nummer van de vestiging in Zwolle.');
  await item.getByRole('button', { name: 'Wijzigingen vragen' }).click();
  await expect(admin.getByText('De aanvrager is gevraagd de aanmelding aan te passen.')).toBeVisible();

  await page.reload();
  await expect(page.getByText(/Gebruik het KvK-nummer van de vestiging in Zwolle\./)).toBeVisible();
  await claim(page, name, '87654322');

  const again = await reviewItem(admin, name);
  await again.getByRole('button', { name: 'Goedkeuren' }).click();
  await expect(admin.getByText('Goedgekeurd: de zaak staat online.')).toBeVisible();
  await adminContext.close();

  await page.goto('/menu-management');
  await expect(page.getByLabel('Coffeeshop', { exact: true })).toContainText(name);
});
