import { DEMO, expect, signInViaApi, test } from '../fixtures.ts';

test('[COFFEESHOPS] strain discovery shows strains from menus the visitor may see, without prices', async ({ page, browser }) => {
  const [shop] = (await (await page.request.get('/api/coffeeshops?plaats=groningen')).json()) as Array<{
    id: string;
    slug: string;
  }>;
  const admin = await browser.newPage();
  await signInViaApi(admin, DEMO.admin);
  const baseURL = test.info().project.use.baseURL as string;
  const patch = await admin.request.patch(`/api/coffeeshops/${shop?.id}/settings`, {
    data: { menuVisibility: 'public' },
    headers: { origin: baseURL },
  });
  expect(patch.status()).toBe(200);
  const detail = (await (await admin.request.get(`/api/coffeeshops/groningen/${shop?.slug}`)).json()) as {
    menu: Array<{ naam: string }>;
  };
  const strain = detail.menu[0]?.naam ?? '';
  await admin.close();

  await page.goto(`/strain-discovery?q=${encodeURIComponent(strain)}`);
  await expect(page.getByRole('dialog', { name: 'Ben je 18 jaar of ouder?' })).toBeVisible();
  await page.keyboard.press('Enter'); // the age gate
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: strain, exact: true }) });
  await expect(card).toBeVisible();
  await expect(card.getByRole('link', { name: /^Bij \d+ / })).toBeVisible();
  await expect(card).not.toContainText('€');
});

test('[ADMIN] the cannabis manager shows the counts and leads to every product', async ({ page }) => {
  await signInViaApi(page, DEMO.admin);
  await page.goto('/admin');
  await page.getByRole('link', { name: /^Cannabis-manager/ }).click();
  await expect(page.getByRole('heading', { name: 'Cannabis-manager', level: 1 })).toBeVisible();
  // The demo data's 42, and any shops that specs running beside this one have added (fixtures.ts).
  const active = page.getByRole('link', { name: /\d+\s*Actieve coffeeshops/ });
  await expect(active).toBeVisible();
  expect(Number((await active.textContent())?.match(/\d+/)?.[0])).toBeGreaterThanOrEqual(42);
  await page.getByRole('link', { name: /Actieve producten/ }).click();
  await expect(page.getByRole('heading', { name: 'Alle producten', level: 1 })).toBeVisible();
  await expect(page.getByRole('row')).toHaveCount(26); // header + 25
  await page.getByRole('button', { name: 'Volgende' }).click();
  await expect(page.getByText(/^Pagina 2 van \d+$/)).toBeVisible();
  await page.getByLabel('Alleen lage voorraad (< 10)').click();
  await expect(page).toHaveURL(/lowStock=true/);
});
