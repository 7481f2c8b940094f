import { DEMO, expect, signInViaApi, test } from '../fixtures.ts';

test('[COFFEESHOPS] search finds a product despite a typo, from a shop that shows its menu', async ({ page, browser }) => {
  // Make one shop's menu public, so products may appear in results.
  const shops = (await (await page.request.get('/api/coffeeshops?plaats=eindhoven')).json()) as Array<{
    id: string;
    name: string;
  }>;
  const shop = shops[0] as { id: string; name: string };
  const admin = await browser.newPage();
  await signInViaApi(admin, DEMO.admin);
  const baseURL = test.info().project.use.baseURL as string;
  expect(
    (
      await admin.request.patch(`/api/coffeeshops/${shop.id}/settings`, {
        data: { menuVisibility: 'public' },
        headers: { origin: baseURL },
      })
    ).status(),
  ).toBe(200);
  await admin.close();

  await page.goto('/zoeken');
  await expect(page.getByRole('dialog', { name: 'Ben je 18 jaar of ouder?' })).toBeVisible();
  await page.keyboard.press('Enter');
  await page.getByLabel('Zoek op plaats, coffeeshop, product of teler').fill('amnezia');
  await page.getByRole('button', { name: 'Zoeken' }).click();
  await expect(page).toHaveURL(/\/zoeken\?q=amnezia$/);
  await expect(page.getByText(/^Amnesia/).first()).toBeVisible();
  await expect(page.getByRole('link', { name: /^bij / }).first()).toBeVisible();
  await page.getByLabel('Zoek op plaats, coffeeshop, product of teler').fill('utrecht');
  await page.getByRole('button', { name: 'Zoeken' }).click();
  await expect(page.getByRole('link', { name: 'Utrecht', exact: true })).toBeVisible();
});
