import { expect, test } from '../fixtures.ts';

test('[MENU] an owner edits stock inline and imports a CSV only once every row is right', async ({ page, ownedShop }) => {
  await page.goto('/coffeeshop-manager');
  await expect(page.getByRole('heading', { name: 'Menubeheer', level: 1 })).toBeVisible();
  await expect(page.getByText(`${ownedShop.products.length} producten`, { exact: true })).toBeVisible();

  // Inline stock edit marks low stock.
  const stock = page.getByRole('spinbutton', { name: /^Voorraad van / }).first();
  await stock.fill('3');
  await stock.press('Enter');
  await expect(page.getByText('Opgeslagen').first()).toBeVisible();
  await expect(stock).toHaveValue('3');

  // CSV with one bad row: reported, nothing imported; fixed: imported.
  const header = 'naam;category;type;prijzen;voorraad;thc;cbd;actief';
  const bad = [header, 'Import Kush;flower;indica;1g=12,00;15;22;;ja', 'Import Hasj;hash;;1g=-4;5;;;ja'].join('\n');
  await page.getByLabel('CSV-bestand').setInputFiles({ name: 'menu.csv', mimeType: 'text/csv', buffer: Buffer.from(bad) });
  await page.getByRole('button', { name: 'Controleren' }).click();
  await expect(
    page.getByText('Er zijn fouten. Verbeter het bestand en controleer opnieuw: er wordt niets geïmporteerd.'),
  ).toBeVisible();
  await expect(page.getByRole('cell', { name: 'prijzen: Prijs moet groter dan 0 zijn' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Importeren' })).toBeDisabled();
  await page.getByLabel('Zoek product').fill('Import');
  await expect(page.getByText('Geen producten gevonden.')).toBeVisible();

  await page
    .getByLabel('CSV-bestand')
    .setInputFiles({ name: 'menu.csv', mimeType: 'text/csv', buffer: Buffer.from(bad.replace('1g=-4', '1g=14')) });
  await page.getByRole('button', { name: 'Controleren' }).click();
  await expect(page.getByText('Alle 2 regels zijn in orde.')).toBeVisible();
  await page.getByRole('button', { name: 'Importeren' }).click();
  await expect(page.getByText('2 producten geïmporteerd')).toBeVisible();
  await expect(page.getByText('Import Kush', { exact: true })).toBeVisible();
  await expect(page.getByText('Import Hasj', { exact: true })).toBeVisible();
});

test('[MENU] an owner cannot open another shop’s management page, in the UI or the API', async ({ page, ownedShop }) => {
  expect(ownedShop.products.length).toBeGreaterThan(0);
  const shops = (await (await page.request.get('/api/coffeeshops?plaats=rotterdam')).json()) as Array<{ id: string }>;
  const other = shops[0]?.id as string;
  await page.goto(`/coffeeshop-manager?shop=${other}`);
  await expect(page.getByRole('alert').filter({ hasText: 'Je beheert deze coffeeshop niet.' })).toBeVisible();
  const api = await page.request.get(`/api/menu/shops/${other}/products`);
  expect(api.status()).toBe(403);
  expect(((await api.json()) as { message: string }).message).toBe('Je beheert deze coffeeshop niet.');
});

test('[MENU] an admin manages any shop from /admin-coffeeshops; a user is sent to the dashboard', async ({
  page,
  browser,
  signIn,
}) => {
  await signIn('admin');
  await page.goto('/admin-coffeeshops');
  await page.getByLabel('Filter op naam of plaats').fill('Groningen');
  await page.getByRole('link', { name: 'Menu beheren' }).first().click();
  await expect(page).toHaveURL(/\/admin-coffeeshops\/[0-9a-f-]+\/menu$/);
  await expect(page.getByRole('heading', { name: /^Menu van / })).toBeVisible();
  await expect(page.getByText(/^\d+ producten$/)).toBeVisible();

  const user = await browser.newPage();
  await signIn('user', user);
  await user.goto('/admin-coffeeshops');
  await expect(user).toHaveURL(/\/dashboard$/);
  await user.close();
});

test('[MENU] an owner uploads a product photo; a file that is not an image is refused', async ({ page, ownedShop }) => {
  expect(ownedShop.products.length).toBeGreaterThan(0);
  await page.goto('/coffeeshop-manager');
  await page.getByRole('button', { name: 'Product toevoegen' }).click();
  const form = page.getByRole('form', { name: 'Nieuw product' });
  const upload = form.getByLabel('Foto uploaden (JPEG, PNG of WebP, max. 10 MB)');
  await upload.setInputFiles({ name: 'nep.png', mimeType: 'image/png', buffer: Buffer.from('geen plaatje') });
  await expect(page.getByText('Alleen JPEG-, PNG- of WebP-afbeeldingen zijn toegestaan.')).toBeVisible();
  // A 1×1 PNG.
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  );
  await upload.setInputFiles({ name: 'foto.png', mimeType: 'image/png', buffer: png });
  await expect(page.getByText('Foto geüpload')).toBeVisible();
  await expect(form.getByLabel('Foto-URL')).toHaveValue(/^\/api\/images\/[0-9a-f-]+\/card\.webp$/);
});
