import { expect, test } from '../fixtures.ts';

test.use({ serviceWorkers: 'allow' });

interface Screen {
  token: string;
}
interface ProductPage {
  items: Array<{ id: string }>;
}

/** Resolves once the page is controlled by the service worker (first visit: after it activates and claims). */
async function controlledByServiceWorker(page: import('@playwright/test').Page) {
  await page.waitForFunction(async () => {
    await navigator.serviceWorker.ready;
    return navigator.serviceWorker.controller !== null;
  });
}

test('[PWA] the manifest and the service worker are served for installing', async ({ page }) => {
  const manifest = await page.request.get('/manifest.webmanifest');
  expect(manifest.status()).toBe(200);
  expect(manifest.headers()['content-type']).toContain('application/manifest+json');
  expect(await manifest.json()).toMatchObject({ short_name: 'Kaartwijs', start_url: '/', display: 'standalone' });
  const worker = await page.request.get('/sw.js');
  expect(worker.status()).toBe(200);
  expect(worker.headers()['content-type']).toContain('javascript');
  expect(worker.headers()['cache-control']).toBe('no-cache');
  await page.goto('/');
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
  await page.goto('/foodee');
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest-foodee.webmanifest');
});

test('[PWA] the offline banner appears when the connection drops and goes when it is back', async ({ page, context }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('Offline mode - Beperkte functionaliteit')).toHaveCount(0);
  await context.setOffline(true);
  await expect(page.getByRole('status').filter({ hasText: 'Offline mode - Beperkte functionaliteit' })).toBeVisible();
  await context.setOffline(false);
  await expect(page.getByText('Offline mode - Beperkte functionaliteit')).toHaveCount(0);
});

test('[PWA] after one visit the in-shop screen starts offline and shows its last menu', async ({
  page,
  browser,
  ownedShop: shop,
}) => {
  const baseURL = test.info().project.use.baseURL as string;
  const screen = (await (
    await page.request.post(`/api/menu/shops/${shop.id}/screens`, { data: { name: 'Offline e2e' }, headers: { origin: baseURL } })
  ).json()) as Screen;
  const products = (await (await page.request.get(`/api/menu/shops/${shop.id}/products?sort=sortOrder`)).json()) as ProductPage;
  const product = products.items[0] as ProductPage['items'][number];

  const tvContext = await browser.newContext({ viewport: { width: 1920, height: 1080 } });
  const tv = await tvContext.newPage();
  await tv.goto(`/coffeeshop/${shop.id}/menu?screen=${screen.token}`);
  await expect(tv.getByTestId(`price-${product.id}`)).toBeVisible();
  await controlledByServiceWorker(tv);

  await tvContext.setOffline(true);
  await tv.reload();
  await expect(tv.getByTestId(`price-${product.id}`)).toBeVisible();
  await expect(tv.getByRole('status').filter({ hasText: 'Offline' })).toBeVisible();
  await tvContext.close();
});

test('[PWA] the install card shows when the browser offers installing and stays away once accepted', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const card = page.getByRole('region', { name: 'App installeren' });
  await expect(card).toHaveCount(0);
  // Not on the landing page (ADR 072): the card waits until the visitor moves on to a second page.
  await page.getByRole('link', { name: 'Contact', exact: true }).first().click();
  await expect(page).toHaveURL(/\/contact$/);
  // Chromium fires `beforeinstallprompt` only for a real install; this is the same event with the user accepting.
  await page.evaluate(() => {
    const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt: async () => {
        (window as Window & { prompted?: boolean }).prompted = true;
      },
      userChoice: Promise.resolve({ outcome: 'accepted' }),
    });
    window.dispatchEvent(offer);
  });
  await expect(card).toBeVisible();
  await card.getByRole('button', { name: 'Installeren' }).click();
  await expect(card).toHaveCount(0);
  expect(await page.evaluate(() => (window as Window & { prompted?: boolean }).prompted)).toBe(true);
  await page.reload();
  await page.evaluate(() => window.dispatchEvent(new Event('beforeinstallprompt', { cancelable: true })));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(card).toHaveCount(0);
});
