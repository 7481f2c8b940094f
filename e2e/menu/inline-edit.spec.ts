import { expect, test } from '../fixtures.ts';

interface Managed {
  id: string;
  naam: string;
  type: string;
  thc: number | null;
  cbd: number | null;
  telerId: string | null;
  voorraad: number;
  actief: boolean;
}

test('[MENU] unticking Actief and editing stock inline keep type, THC, CBD and teler', async ({ page, ownedShop: shop }) => {
  const origin = test.info().project.use.baseURL as string;
  const [teler] = (await (await page.request.get('/api/telers/options')).json()) as Array<{ id: string; naam: string }>;
  const naam = `Northern Lights ${test.info().workerIndex}-${Date.now().toString(36)}`;
  const created = await page.request.post(`/api/menu/shops/${shop.id}/products`, {
    headers: { origin },
    data: { naam, prijzen: { '1g': 11 }, voorraad: 40, type: 'indica', thc: 25.2, cbd: 0.7, telerId: teler?.id },
  });
  expect(created.status(), await created.text()).toBe(201);
  const product = (await created.json()) as Managed;

  await page.goto('/coffeeshop-manager');
  await page.getByLabel('Zoek product').fill(naam);
  await expect(page.getByText(naam, { exact: true })).toBeVisible();

  const active = page.getByRole('checkbox', { name: `${naam} actief` });
  const patched = page.waitForResponse((r) => r.request().method() === 'PATCH' && r.url().endsWith(product.id));
  // A controlled checkbox: it flips once the saved product comes back.
  await active.click();
  const offBody = (await patched).request().postDataJSON() as Record<string, unknown>;
  expect(offBody).toEqual({ actief: false });
  await expect(active).not.toBeChecked();

  const stock = page.getByRole('spinbutton', { name: `Voorraad van ${naam}` });
  const stockPatched = page.waitForResponse((r) => r.request().method() === 'PATCH' && r.url().endsWith(product.id));
  await stock.fill('7');
  await stock.press('Enter');
  expect((await stockPatched).request().postDataJSON()).toEqual({ voorraad: 7 });
  await expect(page.getByText('Opgeslagen').first()).toBeVisible();

  // The server kept everything the inline edits did not send.
  const page1 = (await (await page.request.get(`/api/menu/shops/${shop.id}/products?q=${encodeURIComponent(naam)}`)).json()) as {
    items: Managed[];
  };
  expect(page1.items[0]).toMatchObject({ type: 'indica', thc: 25.2, cbd: 0.7, telerId: teler?.id, voorraad: 7, actief: false });

  // And the edit form shows them.
  await page.getByRole('button', { name: `Bewerken: ${naam}` }).click();
  const form = page.getByRole('form', { name: 'Product bewerken' });
  await expect(form.getByLabel('Type')).toHaveValue('indica');
  await expect(form.getByLabel('THC %')).toHaveValue('25.2');
  await expect(form.getByLabel('CBD %')).toHaveValue('0.7');
  await expect(form.getByLabel('Teler')).toHaveValue(teler?.id ?? '');
});
