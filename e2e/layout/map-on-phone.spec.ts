import { expect, test } from '../fixtures.ts';

test.use({ viewport: { width: 390, height: 844 } });

test('[LAYOUT] on a phone the places map waits behind “Toon op kaart” and loads Leaflet only when opened', async ({ page }) => {
  const leaflet: string[] = [];
  const elsewhere: string[] = [];
  const origin = new URL(test.info().project.use.baseURL as string).origin;
  page.on('request', (request) => {
    if (/\/places-map-[\w-]+\.js$/.test(request.url())) leaflet.push(request.url());
    if (new URL(request.url()).origin !== origin) elsewhere.push(request.url());
  });
  await page.goto('/horeca');
  const toggle = page.getByRole('button', { name: 'Toon op kaart' });
  await expect(toggle).toBeVisible();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('figure', { name: /^Kaart met \d+ plaatsen/ })).toBeHidden();
  await page.waitForLoadState('networkidle');
  expect(leaflet).toEqual([]);

  await toggle.click();
  const hide = page.getByRole('button', { name: 'Kaart verbergen' });
  await expect(hide).toHaveAttribute('aria-expanded', 'true');
  await expect(hide).toBeFocused();
  const map = page.getByRole('figure', { name: /^Kaart met \d+ plaatsen/ });
  await map.scrollIntoViewIfNeeded();
  await expect(page.locator('path.leaflet-interactive').first()).toBeVisible();
  expect(leaflet).toHaveLength(1);
  // The tiles come through the platform (ADR 090): the visitor's browser asks no other host for anything.
  await expect(page.locator('img.leaflet-tile').first()).toHaveAttribute('src', /^\/api\/map-tiles\/\d+\/\d+\/\d+\.png$/);
  expect(elsewhere).toEqual([]);
});
