import type { Page } from '@playwright/test';
import { expect, signUpViaApi, test } from '../fixtures.ts';

// A 1×1 PNG; the server sniffs it and stores it as WebP in every preset.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

async function uploadPhoto(page: Page, alt: string, expected: number) {
  const form = page.getByRole('form', { name: 'Foto toevoegen' });
  await form.getByLabel('Foto kiezen').setInputFiles({ name: 'foto.png', mimeType: 'image/png', buffer: PNG });
  await form.getByLabel('Beschrijving voor wie de foto niet ziet (alt-tekst)').fill(alt);
  await form.getByRole('button', { name: 'Foto uploaden' }).click();
  await expect(page.getByRole('list', { name: "Foto's in volgorde" }).getByRole('listitem')).toHaveCount(expected);
}

const altField = (page: Page, number: number) =>
  page.getByRole('form', { name: `Beschrijving van foto ${number}` }).getByLabel(`Beschrijving van foto ${number}`);

test('[COFFEESHOPS] an owner uploads shop photos, describes, reorders and removes them; the shop page shows them', async ({
  page,
  ownedShop,
}) => {
  await page.goto('/coffeeshop-manager');
  await page.getByRole('tab', { name: 'Gegevens' }).click();
  await expect(page.getByRole('heading', { name: "Foto's", level: 2 })).toBeVisible();
  await expect(page.getByText("Nog geen foto's. Voeg er hierboven een toe.")).toBeVisible();

  await uploadPhoto(page, 'De toonbank', 1);
  await uploadPhoto(page, '', 2);
  await altField(page, 2).fill('Het terras aan de Agorabaan');
  await page.getByRole('form', { name: 'Beschrijving van foto 2' }).getByRole('button', { name: 'Beschrijving opslaan' }).click();
  await expect(page.getByText('Beschrijving opgeslagen')).toBeVisible();

  // Keyboard-reachable ordering: the second photo moves up.
  await page.getByRole('button', { name: 'Foto 2 omhoog' }).click();
  await expect(altField(page, 1)).toHaveValue('Het terras aan de Agorabaan');
  await expect(altField(page, 2)).toHaveValue('De toonbank');

  await uploadPhoto(page, 'Een foto die weg moet', 3);
  await page.getByRole('button', { name: 'Foto 3 verwijderen' }).click();
  await page.getByRole('alertdialog', { name: 'Foto 3 verwijderen?' }).getByRole('button', { name: 'Verwijderen' }).click();
  await expect(page.getByRole('list', { name: "Foto's in volgorde" }).getByRole('listitem')).toHaveCount(2);

  await page.goto(`/coffeeshops/${ownedShop.plaatsSlug}/${ownedShop.slug}`);
  await expect(page.getByRole('dialog', { name: 'Ben je 18 jaar of ouder?' })).toBeVisible();
  await page.keyboard.press('Enter');
  const gallery = page.getByRole('region', { name: `Foto's van ${ownedShop.name}` });
  const images = gallery.getByRole('img');
  await expect(images).toHaveCount(2);
  await expect(images.nth(0)).toHaveAttribute('alt', 'Het terras aan de Agorabaan');
  await expect(images.nth(1)).toHaveAttribute('alt', 'De toonbank');
  // The first is requested at once; the others when they come within 200 px of the viewport (spec section 9).
  await expect(images.nth(0)).toHaveAttribute('loading', 'eager');
  await images.nth(1).scrollIntoViewIfNeeded();
  await expect(images.nth(1)).toHaveAttribute('src', /\/detail\.webp$/);
  await expect.poll(() => images.nth(1).evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expect(images.nth(0)).toHaveAttribute('width', '600');
});

test('[ONBOARDING] an applicant adds a described photo in the horeca wizard’s photo step', async ({ page }) => {
  await signUpViaApi(page);
  const baseURL = test.info().project.use.baseURL as string;
  const evening = [{ open: '17:00', close: '23:00' }];
  for (const data of [
    { step: 'business', name: `Eetcafé Fotogeniek ${Date.now().toString(36)}`, kvkNumber: Date.now().toString().slice(-8) },
    { step: 'address', street: 'Thorbeckegracht', houseNumber: '22', postcode: '8011 VM' },
    { step: 'contact', phone: '038 555 1313', email: 'info@fotogeniek.nl' },
    { step: 'hours', openingHours: { ma: [], di: evening, wo: evening, do: evening, vr: evening, za: evening, zo: [] } },
  ]) {
    const saved = await page.request.put('/api/onboarding/horeca', { data, headers: { origin: baseURL } });
    expect(saved.status(), await saved.text()).toBe(200);
  }
  await page.goto('/onboarding/horeca');
  await expect(page.getByRole('heading', { name: "Foto's", level: 2 })).toBeVisible();
  // Not an image, whatever its name: refused in Dutch, nothing added.
  const add = page.getByRole('form', { name: 'Foto toevoegen' });
  await add.getByLabel('Foto kiezen').setInputFiles({ name: 'nep.png', mimeType: 'image/png', buffer: Buffer.from('nee') });
  await add.getByRole('button', { name: 'Foto uploaden' }).click();
  await expect(page.getByText('Alleen JPEG-, PNG- of WebP-afbeeldingen zijn toegestaan.')).toBeVisible();
  await expect(page.getByText("Nog geen foto's. Voeg er hierboven een toe.")).toBeVisible();
  await uploadPhoto(page, 'De gevel aan de gracht', 1);
  await page.getByRole('button', { name: 'Opslaan en verder' }).click();
  await expect(page.getByRole('heading', { name: 'Soort zaak en reserveren', level: 2 })).toBeVisible();
  await page.getByLabel('Soort zaak', { exact: true }).selectOption('cafe');
  await page.getByLabel('Prijsniveau').selectOption('2');
  await page.getByRole('button', { name: 'Opslaan en verder' }).click();
  await expect(page.getByRole('heading', { name: 'Controleren en indienen', level: 2 })).toBeVisible();
  await expect(page.getByRole('img', { name: 'De gevel aan de gracht' })).toBeVisible();
});
