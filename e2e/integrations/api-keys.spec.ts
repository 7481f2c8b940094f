import { expect, test } from '../fixtures.ts';

test('[INTEGRATIONS] owner creates an API key, updates a stock level with it, then revokes it and the key is refused', async ({
  page,
  playwright,
  ownedShop: shop,
}) => {
  // A journey over three pages and two clients.
  test.slow();
  const baseURL = test.info().project.use.baseURL as string;
  const product = shop.products[0];
  if (!product) throw new Error('the owned shop has no products');
  const keyName = `Kassa ${test.info().workerIndex}`;

  // The owner's places arrive before the page's first screen is asserted.
  const placesLoaded = page.waitForResponse((response) => response.url().endsWith('/api/integrations/places'));
  await page.goto('/integrations-management');
  await placesLoaded;
  await expect(page.getByRole('heading', { level: 1, name: 'Integraties beheren' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'API-documentatie (OpenAPI)' })).toHaveAttribute('href', '/api/docs');
  await page.getByLabel('Naam (bijv. de kassa aan de bar)').fill(keyName);
  await page.getByLabel('Menu lezen (menu:read)').check();
  await page.getByLabel('Voorraad bijwerken (stock:write)').check();
  await page.getByRole('button', { name: 'Sleutel aanmaken' }).click();
  const secretField = page.getByLabel('Je nieuwe API-sleutel');
  await expect(secretField).toHaveValue(/^plk_/);
  const secret = await secretField.inputValue();
  await expect(page.getByRole('row', { name: new RegExp(keyName) })).toContainText('Nog nooit');

  // The till: no browser, no cookie, only the key.
  const till = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { authorization: `Bearer ${secret}` } });
  try {
    const updated = await till.patch(`/api/v1/coffeeshops/${shop.id}/products/${product.id}`, { data: { voorraad: 13 } });
    expect(updated.status(), await updated.text()).toBe(200);

    await page.goto('/coffeeshop-manager');
    await page.getByLabel('Zoek product').fill(product.naam);
    await expect(page.getByRole('spinbutton', { name: `Voorraad van ${product.naam}` })).toHaveValue('13');

    const keysLoaded = page.waitForResponse((response) => response.url().endsWith('/keys'));
    await page.goto('/integrations-management');
    await keysLoaded;
    const row = page.getByRole('row', { name: new RegExp(keyName) });
    await expect(row).not.toContainText('Nog nooit');
    await row.getByRole('button', { name: `Intrekken: ${keyName}` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Intrekken' }).click();
    await expect(row).toContainText('Ingetrokken op');

    const refused = await till.patch(`/api/v1/coffeeshops/${shop.id}/products/${product.id}`, { data: { voorraad: 1 } });
    expect(refused.status()).toBe(401);
    expect(((await refused.json()) as { message: string }).message).toBe('Deze API-sleutel is ingetrokken.');
  } finally {
    await till.dispose();
  }
});
