import { expect, test } from '../fixtures.ts';

interface Screen {
  id: string;
  token: string;
  pairingCode: string;
}
interface ProductPage {
  items: Array<{ id: string; naam: string; prijzen: Record<string, number> }>;
}

test('[SCREENS] an owner edits a price and the open screen shows it without a reload; revoking cuts it off', async ({
  page,
  browser,
  ownedShop: shop,
}) => {
  const baseURL = test.info().project.use.baseURL as string;
  const screen = (await (
    await page.request.post(`/api/menu/shops/${shop.id}/screens`, {
      data: { name: 'Toonbank e2e', layout: { columns: 1, categories: ['flower', 'hash', 'preroll', 'edible'] } },
      headers: { origin: baseURL },
    })
  ).json()) as Screen;
  const products = (await (await page.request.get(`/api/menu/shops/${shop.id}/products?sort=sortOrder`)).json()) as ProductPage;
  const product = products.items[0] as ProductPage['items'][number];

  // The TV: no login, the secret URL.
  const tv = await browser.newPage({ viewport: { width: 1920, height: 1080 } });
  await tv.goto(`/coffeeshop/${shop.id}/menu?screen=${screen.token}`);
  const price = tv.getByTestId(`price-${product.id}`);
  await expect(price).toBeVisible();
  await expect(tv.getByRole('status').filter({ hasText: 'Offline' })).toHaveCount(0);

  // The owner changes the price in menu management.
  await page.goto(`/coffeeshop-manager?shop=${shop.id}`);
  await page
    .getByRole('button', { name: `Bewerken: ${product.naam}` })
    .first()
    .click();
  const form = page.getByRole('form', { name: 'Product bewerken' });
  await form.getByLabel('Prijs (€)').first().fill('17,25');
  await form.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.getByText('Product bijgewerkt')).toBeVisible();

  await expect(price).toContainText('€ 17,25');

  // Revoked: the screen stops showing the menu.
  await page.request.post(`/api/menu/shops/${shop.id}/screens/${screen.id}/revoke`, { data: {}, headers: { origin: baseURL } });
  await expect(tv.getByText('Dit scherm is ingetrokken. Koppel het opnieuw met een nieuwe code.')).toBeVisible();
  await tv.close();
});

test('[SCREENS] a screen pairs with its code and keeps the last menu when the network drops', async ({
  page,
  browser,
  ownedShop: shop,
}) => {
  const baseURL = test.info().project.use.baseURL as string;
  const screen = (await (
    await page.request.post(`/api/menu/shops/${shop.id}/screens`, { data: { name: 'Koppel e2e' }, headers: { origin: baseURL } })
  ).json()) as Screen;

  const tvContext = await browser.newContext();
  const tv = await tvContext.newPage();
  await tv.goto(`/coffeeshop/${shop.id}/menu`);
  await tv.getByLabel('Koppelcode').fill(screen.pairingCode);
  await tv.getByRole('button', { name: 'Koppelen' }).click();
  await expect(tv).toHaveURL(new RegExp(`screen=${screen.token}`));
  await expect(tv.getByRole('heading', { level: 1 })).toBeVisible();

  // The network to the server drops: the page still shows the menu it kept, marked offline.
  await tvContext.route('**/api/screens/**', (route) => route.abort());
  await tv.reload();
  await expect(tv.getByRole('status').filter({ hasText: 'Offline – laatst bekende menu' })).toBeVisible();
  await expect(tv.getByRole('heading', { level: 1 })).toBeVisible();
  await tvContext.close();
});
