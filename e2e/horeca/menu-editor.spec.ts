import { DEMO, expect, signInViaApi, test } from '../fixtures.ts';

test('[HORECA] an admin adds a venue, writes its menu with allergens, and guests can filter it', async ({ page }) => {
  const name = `Testbistro ${Date.now().toString(36)}`;
  await signInViaApi(page, DEMO.admin);
  await page.goto('/admin/foodee/establishments');
  await page.getByRole('tab', { name: 'Nieuwe zaak' }).click();
  await page.getByLabel('Naam', { exact: true }).fill(name);
  await page.getByLabel('Adres', { exact: true }).fill('Oudegracht 12');
  await page.getByLabel('Postcode', { exact: true }).fill('3511 ab');
  await page.getByLabel('Plaats', { exact: true }).fill('Utrecht');
  await page.getByLabel('Breedtegraad').fill('52.0907');
  await page.getByLabel('Lengtegraad').fill('5.1214');
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.getByText('Zaak toegevoegd')).toBeVisible();

  await page.goto('/admin/horeca-menu');
  await page.getByLabel('Zaak', { exact: true }).selectOption({ label: `${name} (Utrecht)` });
  await page.getByRole('button', { name: 'Menudeel toevoegen' }).click();
  await page.getByLabel('Naam van het menudeel').fill('Voorgerechten');
  await page.getByLabel('Gerecht', { exact: true }).fill('Saté');
  await page.getByLabel('Prijs (€)').fill('-1');
  await page.getByRole('group', { name: 'Bevat', exact: true }).getByLabel('Pinda’s').check();
  await page.getByRole('button', { name: 'Menukaart opslaan' }).click();
  await expect(page.getByRole('alert').getByText('Voorgerechten › Saté: De prijs kan niet negatief zijn')).toBeVisible();

  await page.getByLabel('Prijs (€)').fill('12,50');
  await page.getByRole('button', { name: 'Menukaart opslaan' }).click();
  await expect(page.getByText('Menukaart opgeslagen')).toBeVisible();

  const slug = name.toLowerCase().replace(' ', '-');
  await page.goto(`/horeca/utrecht/${slug}`);
  await expect(page.getByText('Saté', { exact: true })).toBeVisible();
  await expect(page.getByText('€ 12,50')).toBeVisible();
  await page.getByLabel('Pinda’s').check();
  await expect(page.getByText('Alle gerechten in dit deel bevatten iets wat je vermijdt.')).toBeVisible();
});
