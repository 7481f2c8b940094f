import { expect, signUpViaApi, test } from '../fixtures.ts';

/*
 * Issue 16: a postcode the offline geocoder does not know asks the applicant for the place; every Dutch place is
 * there, and a name two places share is told apart by its municipality.
 */
test('[ONBOARDING] an unknown postcode asks for the place, chosen from all Dutch places', async ({ page }) => {
  await signUpViaApi(page);
  await page.goto('/onboarding/coffeeshop');
  await page.getByLabel('Naam van de zaak').fill(`De Twentse Uil ${Date.now().toString(36)}`);
  await page.getByLabel('KvK-nummer').fill(Date.now().toString().slice(-8));
  await page.getByRole('button', { name: 'Opslaan en verder' }).click();

  await expect(page.getByRole('heading', { name: 'Adres', level: 2 })).toBeVisible();
  await page.getByLabel('Straat').fill('Enschedesestraat');
  await page.getByLabel('Huisnummer').fill('12');
  await page.getByLabel('Postcode').fill('7551 EE');
  await page.getByRole('button', { name: 'Opslaan en verder' }).click();
  await expect(page.getByText('We kennen deze postcode niet. Kies je plaats uit de lijst.')).toBeVisible();

  const town = page.getByLabel('Plaats', { exact: true });
  await town.fill('Hengelo');
  await page.getByRole('button', { name: 'Opslaan en verder' }).click();
  await expect(page.getByText('Kies een plaats uit de lijst', { exact: true })).toBeVisible();
  await town.fill('Hengelo (Hengelo)');
  await page.getByRole('button', { name: 'Opslaan en verder' }).click();

  await expect(page.getByRole('heading', { name: 'Contact', level: 2 })).toBeVisible();
  await page.getByRole('button', { name: '2. Adres' }).click();
  await expect(page.getByText('Gevonden: Hengelo (Overijssel).')).toBeVisible();
});
