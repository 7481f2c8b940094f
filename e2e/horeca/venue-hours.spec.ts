import { DEMO, expect, signInViaApi, test } from '../fixtures.ts';

test('[HORECA] the venue form keeps a lunch and a dinner service when one closing time changes', async ({ page }) => {
  const name = `Tweeservice ${Date.now().toString(36)}`;
  await signInViaApi(page, DEMO.admin);
  await page.goto('/admin/foodee/establishments');
  await page.getByRole('tab', { name: 'Nieuwe zaak' }).click();
  await page.getByLabel('Naam', { exact: true }).fill(name);
  await page.getByLabel('Adres', { exact: true }).fill('Oudegracht 14');
  await page.getByLabel('Postcode', { exact: true }).fill('3511 AB');
  await page.getByLabel('Plaats', { exact: true }).fill('Utrecht');
  await page.getByLabel('Breedtegraad').fill('52.0907');
  await page.getByLabel('Lengtegraad').fill('5.1214');
  // Friday: lunch 12:00–14:30 and dinner 17:30–22:00.
  await page.getByLabel('vrijdag open', { exact: true }).fill('12:00');
  await page.getByLabel('vrijdag dicht', { exact: true }).fill('14:30');
  await page.getByRole('button', { name: 'Periode toevoegen (vrijdag)' }).click();
  await page.getByLabel('vrijdag open (periode 2)').fill('17:30');
  await page.getByLabel('vrijdag dicht (periode 2)').fill('22:00');
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.getByText('Zaak toegevoegd')).toBeVisible();

  // The owner moves the end of lunch; the dinner service stays.
  await page.reload();
  await page.getByLabel('Zaak', { exact: true }).selectOption({ label: `${name} (Utrecht)` });
  await expect(page.getByLabel('vrijdag open (periode 2)')).toHaveValue('17:30');
  await page.getByLabel('vrijdag dicht (periode 1)').fill('14:45');
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.getByText('Gegevens opgeslagen')).toBeVisible();

  await page.reload();
  await page.getByLabel('Zaak', { exact: true }).selectOption({ label: `${name} (Utrecht)` });
  await expect(page.getByLabel('vrijdag open (periode 1)')).toHaveValue('12:00');
  await expect(page.getByLabel('vrijdag dicht (periode 1)')).toHaveValue('14:45');
  await expect(page.getByLabel('vrijdag open (periode 2)')).toHaveValue('17:30');
  await expect(page.getByLabel('vrijdag dicht (periode 2)')).toHaveValue('22:00');

  // Removing the dinner service is a choice the owner makes, and it is what gets saved.
  await page.getByRole('button', { name: 'Periode 2 van vrijdag verwijderen' }).click();
  await expect(page.getByLabel('vrijdag dicht', { exact: true })).toHaveValue('14:45');
});
