import type { Browser, Page } from '@playwright/test';
import { DEMO, expect, signInViaApi, signUpViaApi, test } from '../fixtures.ts';

/** An 8×5 px JPEG: a real image the browser can show in the admin queue. */
const JPEG = Buffer.from(
  '/9j/2wBDABALDA4MChAODQ4SERATGCgaGBYWGDEjJR0oOjM9PDkzODdASFxOQERXRTc4UG1RV19iZ2hnPk1xeXBkeFxlZ2P/2wBDARESEhgVGC8aGi9jQjhCY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2P/wAARCAAFAAgDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAX/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFQEBAQAAAAAAAAAAAAAAAAAABAX/xAAUEQEAAAAAAAAAAAAAAAAAAAAA/9oADAMBAAIRAxEAPwCcAqAP/9k=',
  'base64',
);

async function uploadDocument(page: Page) {
  await page.goto('/profile?tab=verification');
  await expect(page.getByRole('heading', { name: 'Identiteitsdocument uploaden' })).toBeVisible();
  await expect(page.getByText(/burgerservicenummer \(BSN\) onleesbaar/)).toBeVisible();
  await page.getByLabel('Soort document').selectOption({ label: 'Paspoort' });
  await page.getByLabel('Bestand').setInputFiles({ name: 'paspoort.jpg', mimeType: 'image/jpeg', buffer: JPEG });
  await page.getByRole('button', { name: 'Uploaden' }).click();
  await expect(page.getByText('Document geüpload. We beoordelen het zo snel mogelijk.')).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'Paspoort' }).getByText('In behandeling')).toBeVisible();
}

async function adminPage(browser: Browser) {
  const admin = await browser.newPage();
  await signInViaApi(admin, DEMO.admin);
  await admin.goto('/admin');
  await admin.getByRole('link', { name: /^Verificaties/ }).click();
  await expect(admin.getByRole('heading', { name: 'Verificaties', level: 1 })).toBeVisible();
  return admin;
}

const queueItem = (admin: Page, email: string) => admin.getByRole('listitem').filter({ hasText: email });

test('[VERIFICATION] a user uploads a document, an admin approves it, and the verified routes open', async ({
  page,
  browser,
}) => {
  const person = await signUpViaApi(page);
  await page.goto('/premium-dashboard');
  await expect(page).toHaveURL(/\/profile\?tab=verification$/);
  await uploadDocument(page);

  const admin = await adminPage(browser);
  const item = queueItem(admin, person.email);
  await expect(item.getByRole('img', { name: /Identiteitsdocument van Fleur Visser/ })).toBeVisible();
  await item.getByRole('button', { name: 'Goedkeuren' }).click();
  await expect(admin.getByText('Goedgekeurd: de gebruiker is geverifieerd.')).toBeVisible();
  await expect(queueItem(admin, person.email)).toHaveCount(0);
  await admin.close();

  await page.goto('/premium-dashboard');
  await expect(page.getByRole('heading', { name: 'Premium dashboard', level: 1 })).toBeVisible();
  await expect(page.getByText('Welkom Fleur, je account is geverifieerd.')).toBeVisible();
});

test('[VERIFICATION] a rejected user sees the notes', async ({ page, browser }) => {
  const person = await signUpViaApi(page);
  await uploadDocument(page);
  const admin = await adminPage(browser);
  const item = queueItem(admin, person.email);
  await item.getByRole('button', { name: 'Afwijzen' }).click();
  await expect(item.getByRole('alert')).toHaveText('Schrijf bij een afwijzing wat de gebruiker moet doen');
  await item.getByLabel(/Toelichting voor de gebruiker/).fill('De foto is onscherp. Upload een nieuwe scan.');
  await item.getByRole('button', { name: 'Afwijzen' }).click();
  await expect(admin.getByText('Afgewezen: de gebruiker ziet je toelichting.')).toBeVisible();
  await admin.close();

  await page.goto('/profile?tab=verification');
  await expect(page.getByText('Je verificatie is afgewezen')).toBeVisible();
  await expect(page.getByRole('status').getByText('De foto is onscherp. Upload een nieuwe scan.')).toBeVisible();
  await page.goto('/premium-dashboard');
  await expect(page).toHaveURL(/\/profile\?tab=verification$/);
});

test('[VERIFICATION] nobody else can fetch a document: another user gets 403, anonymous 401', async ({ page, browser }) => {
  await signUpViaApi(page);
  await uploadDocument(page);
  const overview = (await (await page.request.get('/api/verification')).json()) as { documents: Array<{ id: string }> };
  const url = `/api/verification/documents/${overview.documents[0]?.id}/file`;
  expect((await page.request.get(url)).status()).toBe(200);

  const other = await browser.newPage();
  await signUpViaApi(other);
  const refused = await other.request.get(url);
  expect(refused.status()).toBe(403);
  expect(((await refused.json()) as { message: string }).message).toBe('Je mag alleen je eigen documenten bekijken.');
  await other.close();

  const anonymous = await browser.newContext();
  expect((await anonymous.request.get(url)).status()).toBe(401);
  await anonymous.close();
});
