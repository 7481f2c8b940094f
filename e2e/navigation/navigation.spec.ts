import { DEMO, expect, signInViaApi, test } from '../fixtures.ts';

test('[NAV] the header shows the brand’s logo and name; a missing file is a 404, not the app', async ({ page }) => {
  await page.goto('/');
  const home = page.getByRole('banner').getByRole('link', { name: 'Kaartwijs' });
  await expect(home).toBeVisible();
  const logo = home.locator('img');
  await expect(logo).toHaveAttribute('src', '/brand/kaartwijs-logo.svg');
  await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

  const logoFile = await page.request.get('/brand/kaartwijs-logo.svg');
  expect(logoFile.status()).toBe(200);
  expect(logoFile.headers()['content-type']).toContain('image/svg+xml');
  const missing = await page.request.get('/brand/cannabis-logo.svg');
  expect(missing.status()).toBe(404);
  expect(missing.headers()['content-type']).not.toContain('text/html');

  await page.goto('/foodee');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Foodee' }).locator('img')).toHaveAttribute(
    'src',
    '/brand/foodee-logo.svg',
  );
});

test('[NAV] on a phone a visitor opens the menu with the keyboard and reaches the coffeeshops', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  const menuButton = page.getByRole('button', { name: 'Navigatiemenu' });
  await menuButton.focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('navigation', { name: 'Hoofdmenu' });
  await expect(menu.getByRole('link', { name: 'Telers' })).toBeVisible();
  // Escape closes the menu and gives the focus back to its button.
  await page.keyboard.press('Escape');
  await expect(menu).toHaveCount(0);
  await expect(menuButton).toBeFocused();

  await page.keyboard.press('Enter');
  const first = menu.getByRole('link', { name: 'Coffeeshops' });
  await first.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/coffeeshops$/);
  await expect(menu).toHaveCount(0);
  // The 18+ gate is a modal: the header waits until it is answered.
  await page
    .getByRole('dialog', { name: 'Ben je 18 jaar of ouder?' })
    .getByRole('button', { name: 'Ja, ik ben 18 of ouder' })
    .click();
  // The brand choice lives in the menu on a phone, readable in full.
  await menuButton.click();
  await expect(page.getByRole('combobox', { name: 'Merk' })).toHaveValue('cannabis');
});

test('[NAV] on a desktop the header lists the brand’s pages, and the anonymous home page links beyond sign-in', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  const nav = page.getByRole('banner').getByRole('navigation', { name: 'Hoofdmenu' });
  for (const name of ['Coffeeshops', 'Zoeken', 'Keuzehulp', 'Telers', 'Soorten']) {
    await expect(nav.getByRole('link', { name })).toBeVisible();
  }
  const explore = page.getByRole('main').getByRole('navigation', { name: 'Rondkijken' });
  await expect(explore.getByRole('link', { name: 'Telers' })).toHaveAttribute('href', '/telers');

  await page.goto('/foodee');
  await expect(nav.getByRole('link', { name: 'Horeca' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Assistenten' })).toBeVisible();
});

for (const [role, email] of [
  ['owner', DEMO.user],
  ['admin', DEMO.admin],
  ['demo', DEMO.demo],
] as const) {
  test(`[NAV] every link on the ${role}’s dashboard opens a page that exists`, async ({ page }) => {
    test.setTimeout(90_000);
    await signInViaApi(page, email);
    await page.goto('/dashboard');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
    if (role === 'owner') {
      // The owner's modules.
      await expect(main.getByRole('link', { name: /Menubeheer/ })).toHaveAttribute('href', '/coffeeshop-manager');
      await expect(main.getByRole('link', { name: /Digitale schermen/ })).toHaveAttribute('href', '/digital-manager');
      await expect(main.getByRole('link', { name: /Community Maker/ })).toHaveAttribute('href', '/community-maker');
      await expect(main.getByRole('link', { name: /Horecabeheer/ })).toHaveAttribute('href', '/horeca-manager');
      await expect(main.getByRole('link', { name: /Social media/ })).toHaveAttribute('href', '/social-manager');
    }
    const hrefs = [
      ...new Set(await main.locator('a[href^="/"]').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''))),
    ];
    expect(hrefs.length).toBeGreaterThan(0);
    for (const href of hrefs) {
      await page.goto(href);
      await expect(page.getByRole('main').locator('h1, [role="alert"]').first(), href).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Pagina niet gevonden' }), href).toHaveCount(0);
      // Not sent elsewhere for lack of a role either.
      expect(new URL(page.url()).pathname, href).toBe(href.split('?')[0]);
    }
  });
}
