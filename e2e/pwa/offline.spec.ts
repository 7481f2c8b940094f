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

test('[PWA] on iOS, where no prompt exists, the card says how to install and stays closed once dismissed', async ({
  browser,
}) => {
  const iphone = await browser.newContext({
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1',
    viewport: { width: 390, height: 844 },
  });
  const page = await iphone.newPage();
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto('/contact');
  await page.getByRole('link', { name: 'Kaartwijs' }).first().click();
  const card = page.getByRole('region', { name: 'App installeren' });
  await expect(card).toContainText('Tik in Safari op Delen en kies ‘Zet op beginscherm’.');
  await expect(card.getByRole('button', { name: 'Installeren' })).toHaveCount(0);
  await card.getByRole('button', { name: 'Sluiten' }).click();
  await expect(card).toHaveCount(0);
  await page.reload();
  await page.getByRole('link', { name: 'Contact', exact: true }).first().click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(card).toHaveCount(0);
  await iphone.close();
});

test('[PWA] the worker controls the whole site and keeps no API answer, only pages, build files and images', async ({ page }) => {
  await page.goto('/horeca');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await controlledByServiceWorker(page);
  // Pages that ask the API for data while the worker is in control.
  await page.reload();
  await expect(page.getByRole('status').filter({ hasText: /^\d+ zaak|zaken$/ })).toBeVisible();
  await page.goto('/coffeeshops');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const { scope, cached } = await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
    }
    return { scope: registration.scope, cached: urls };
  });
  expect(scope).toBe(new URL('/', page.url()).href);
  expect(cached).toContain('/');
  // Uploaded photos and map tiles are public images (sw.ts); nothing else under /api.
  const publicImages = ['/api/images/', '/api/map-tiles/'];
  expect(
    cached.filter((pathname) => pathname.startsWith('/api/') && !publicImages.some((prefix) => pathname.startsWith(prefix))),
  ).toEqual([]);
});

test('[PWA] a new version waits until the visitor chooses Vernieuwen, then the page runs it', async ({ page, context }) => {
  // The installed worker is last deploy's: a script that differs from the server's current one.
  const current = await (await page.request.get('/sw.js')).text();
  await context.route('**/sw.js', (route) =>
    route.fulfill({ status: 200, contentType: 'text/javascript', body: `${current}\n// vorige versie\n` }),
  );
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await controlledByServiceWorker(page);
  // The deploy: the browser's next check finds the server's script.
  await context.unroute('**/sw.js');
  await page.evaluate(async () => {
    await (await navigator.serviceWorker.getRegistration())?.update();
  });
  const prompt = page.getByRole('alert').filter({ hasText: 'Er is een nieuwe versie beschikbaar.' });
  await expect(prompt).toBeVisible();
  // Until the visitor chooses, the new version only waits.
  expect(await page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration())?.waiting))).toBe(true);
  await Promise.all([page.waitForEvent('load'), prompt.getByRole('button', { name: 'Vernieuwen' }).click()]);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(prompt).toHaveCount(0);
  expect(await page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration())?.waiting))).toBe(false);
});
