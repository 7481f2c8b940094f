import { expect, signUpViaApi, test } from '../fixtures.ts';

test('[ADMIN] an admin takes a coffeeshop offline (gone for its owner and the public) and back online', async ({
  page,
  browser,
  ownedShop,
  signIn,
}) => {
  const admin = await browser.newPage();
  await signIn('admin', admin);
  await admin.goto('/admin-coffeeshops');
  await admin.getByRole('tab', { name: 'Status en eigenaar' }).click();
  await admin.getByLabel('Filter op naam, plaats of eigenaar').fill(ownedShop.name);
  const row = admin.getByRole('row').filter({ hasText: ownedShop.name });
  await expect(row.getByText('Online', { exact: true })).toBeVisible();
  await expect(row.getByText(ownedShop.owner.email)).toBeVisible();

  // Offline asks first; "Annuleren" changes nothing.
  await row.getByRole('button', { name: `Offline halen: ${ownedShop.name}` }).click();
  await admin.getByRole('alertdialog').getByRole('button', { name: 'Annuleren' }).click();
  await expect(row.getByText('Online', { exact: true })).toBeVisible();
  await row.getByRole('button', { name: `Offline halen: ${ownedShop.name}` }).click();
  await admin.getByRole('alertdialog').getByRole('button', { name: 'Offline halen' }).click();
  await expect(admin.getByText(`${ownedShop.name} is offline gehaald`)).toBeVisible();
  await expect(row.getByText('Offline', { exact: true })).toBeVisible();

  // Gone for its owner and the public.
  await page.goto(`/coffeeshop-manager?shop=${ownedShop.id}`);
  await expect(page.getByRole('alert').filter({ hasText: 'Je beheert deze coffeeshop niet.' })).toBeVisible();
  expect((await page.request.get(`/api/menu/shops/${ownedShop.id}/products`)).status()).toBe(404);
  expect((await page.request.get(`/api/coffeeshops/${ownedShop.plaatsSlug}/${ownedShop.slug}`)).status()).toBe(404);

  await row.getByRole('button', { name: `Online zetten: ${ownedShop.name}` }).click();
  await expect(row.getByText('Online', { exact: true })).toBeVisible();
  expect((await page.request.get(`/api/coffeeshops/${ownedShop.plaatsSlug}/${ownedShop.slug}`)).status()).toBe(200);
  expect((await page.request.get(`/api/menu/shops/${ownedShop.id}/products`)).status()).toBe(200);
  await admin.close();
});

test('[ADMIN] a venue goes to another account, which then runs it; an unknown address is refused at its field', async ({
  page,
  browser,
  ownedVenue,
  signIn,
}) => {
  const next = await browser.newPage();
  const newOwner = await signUpViaApi(next);
  await signIn('admin');
  await page.goto('/admin/foodee/establishments');
  await page.getByRole('tab', { name: 'Status en eigenaar' }).click();
  await page.getByLabel('Filter op naam, plaats of eigenaar').fill(ownedVenue.name);
  const row = page.getByRole('row').filter({ hasText: ownedVenue.name });
  await row.getByRole('button', { name: `Overdragen: ${ownedVenue.name}` }).click();
  const dialog = page.getByRole('dialog', { name: `${ownedVenue.name} overdragen` });
  const email = dialog.getByLabel('E-mailadres van de nieuwe eigenaar');
  await expect(email).toHaveValue(ownedVenue.owner.email);
  await email.fill('niemand@voorbeeld.nl');
  await dialog.getByRole('button', { name: 'Overdragen' }).click();
  await expect(dialog.getByText('Er is geen account met dit e-mailadres')).toBeVisible();
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await email.fill(newOwner.email);
  await dialog.getByRole('button', { name: 'Overdragen' }).click();
  await expect(page.getByText(`Overgedragen aan ${newOwner.email}`)).toBeVisible();
  await expect(row.getByText(newOwner.email)).toBeVisible();

  await next.goto('/horeca-manager');
  await expect(next.getByRole('combobox', { name: 'Zaak' })).toContainText(ownedVenue.name);
  await next.close();
});
