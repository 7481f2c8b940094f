import { expect, signUpViaApi, test } from '../fixtures.ts';

/* The hospitality twin of the coffeeshop wizard: its own last step, the same review, the venue goes live (Zwolle). */
test('[ONBOARDING] a new owner onboards a restaurant; an admin approves; the venue page is live', async ({
  page,
  browser,
  signIn,
}) => {
  const name = `Brasserie Thorbecke ${Date.now().toString(36)}`;
  await signUpViaApi(page);
  await page.goto('/onboarding/horeca');
  await expect(page.getByRole('heading', { name: 'Je horecazaak aanmelden', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: /Claim de vermelding/ })).toHaveCount(0);

  await page.getByLabel('Naam van de zaak').fill(name);
  await page.getByLabel('KvK-nummer').fill(Date.now().toString().slice(-8));
  await page.getByRole('button', { name: 'Opslaan en verder' }).click();
  await page.getByLabel('Straat').fill('Thorbeckegracht');
  await page.getByLabel('Huisnummer').fill('20');
  await page.getByLabel('Postcode').fill('8011 VM');
  await page.getByRole('button', { name: 'Opslaan en verder' }).click();
  await page.getByLabel('Telefoonnummer').fill('038 555 1212');
  await page.getByLabel('E-mailadres voor de beoordeling').fill('info@thorbecke.nl');
  await page.getByRole('button', { name: 'Opslaan en verder' }).click();
  await page.getByRole('button', { name: 'Opslaan en verder' }).click();
  await expect(page.getByRole('heading', { name: "Foto's", level: 2 })).toBeVisible();
  await page.getByRole('button', { name: 'Opslaan en verder' }).click();

  await expect(page.getByRole('heading', { name: 'Soort zaak en reserveren', level: 2 })).toBeVisible();
  await page.getByLabel('Soort zaak', { exact: true }).selectOption('brasserie');
  await page.getByLabel('Keukens (gescheiden door komma’s)').fill('Frans, Hollands');
  await page.getByLabel('Prijsniveau').selectOption('3');
  await page.getByRole('button', { name: 'Opslaan en verder' }).click();
  await expect(page.getByRole('heading', { name: 'Controleren en indienen', level: 2 })).toBeVisible();
  await page.getByRole('button', { name: 'Aanmelding indienen' }).click();
  await expect(page.getByRole('heading', { name: 'Je aanmelding wordt beoordeeld' })).toBeVisible();

  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signIn('admin', admin);
  await admin.goto('/admin/onboarding');
  const item = admin.getByRole('listitem').filter({ hasText: name });
  await expect(item.getByText('Horeca', { exact: true })).toBeVisible();
  await item.getByRole('button', { name: 'Goedkeuren' }).click();
  await expect(admin.getByText('Goedgekeurd: de zaak staat online.')).toBeVisible();
  await adminContext.close();

  await page.reload();
  await page.getByRole('link', { name: 'Bekijk je zaak' }).click();
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
});
