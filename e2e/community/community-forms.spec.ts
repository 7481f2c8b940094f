import { DEMO, expect, signInViaApi, signUpViaApi, test } from '../fixtures.ts';

test('[COMMUNITY] the maker forms show each field its own message before anything is sent', async ({ page, browser }) => {
  // Two accounts and four forms: a journey, so three times the limit like the maker journey.
  test.slow();
  await signUpViaApi(page);
  await page.goto('/community-maker');
  await page.getByRole('checkbox', { name: 'Educatie' }).uncheck();
  await page.getByRole('checkbox', { name: 'Wietexperiment' }).uncheck();
  await page.getByRole('button', { name: 'Aanmelden als Community Maker' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Kies minimaal één interesse' })).toBeVisible();
  await page.getByRole('checkbox', { name: 'Cultuur' }).check();
  await page.getByRole('button', { name: 'Aanmelden als Community Maker' }).click();
  await expect(page.getByText('Aanmelding succesvol!')).toBeVisible();

  // A strain review sent empty: every required field says what it needs.
  await page.getByRole('tab', { name: 'Maken' }).click();
  await page.getByRole('tab', { name: 'Product Review' }).click();
  await page.getByRole('tab', { name: 'Soort' }).click();
  const submit = page.getByRole('button', { name: 'Review indienen' });
  await submit.click();
  await expect(page.getByText('Selecteer een coffeeshop')).toBeVisible();
  await expect(page.getByLabel('Productnaam')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Selecteer minimaal 1 aroma')).toBeVisible();
  await expect(page.getByText('Indruk: kies een score van 1 tot 5')).toBeVisible();
  const strain = `Haze ${crypto.randomUUID().slice(0, 8)}`;
  await page.getByLabel('Coffeeshop', { exact: true }).selectOption({ index: 1 });
  await page.getByLabel('Productnaam').fill(strain);
  await page.getByRole('checkbox', { name: 'citrus' }).check();
  await page.getByLabel('Indruk (1–5)').selectOption('3');
  await submit.click();
  await expect(page.getByText('Content ingediend')).toBeVisible();

  // Rejecting asks for a note first; the guideline editor checks a pattern before previewing it.
  const admin = await browser.newPage();
  await signInViaApi(admin, DEMO.admin);
  await admin.goto('/admin/community');
  await admin.getByRole('button', { name: new RegExp(`^Bekijken: ${strain} bij `) }).click();
  await admin.getByRole('button', { name: 'Afwijzen' }).click();
  await expect(admin.getByText('Geef een toelichting bij markeren of afwijzen')).toBeVisible();
  await admin.getByLabel('Toelichting voor de maker').fill('Noem ook de geur.');
  await admin.getByRole('button', { name: 'Afwijzen' }).click();
  await expect(admin.getByText('Beslissing vastgelegd')).toBeVisible();

  await admin.goto('/admin/community?tab=guidelines');
  await admin.getByRole('button', { name: 'Opslaan' }).click();
  await expect(admin.getByText('Voeg minimaal één term toe')).toBeVisible();
  await admin.getByLabel('Soort').selectOption({ label: 'Patronen' });
  await admin.getByLabel('Naam').fill('Proef');
  await admin.getByLabel('Reguliere expressie').fill('(');
  await admin.getByLabel('Reguliere expressie').press('Enter');
  await expect(admin.getByText('Dit is geen geldige reguliere expressie')).toBeVisible();
  // Preview only: a saved guideline would change every other test's scores.
  await admin.getByLabel('Reguliere expressie').fill('zzqx-nergens');
  await admin.getByRole('button', { name: 'Voorbeeld bekijken' }).click();
  await expect(admin.getByText(/^0 van \d+ opgeslagen teksten worden extra gemarkeerd\.$/)).toBeVisible();
  await admin.close();
});
