import { expect, test } from '../fixtures.ts';

test('[SHELL] an unknown path shows the not-found page', async ({ page }) => {
  await page.goto('/bestaat/echt/niet');
  await expect(page.getByRole('heading', { name: 'Pagina niet gevonden' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Naar Home' })).toHaveAttribute('href', '/');
});

test('[SHELL] an unknown town, teler, course menu, merchandise item or partner is a 404 with the not-found page', async ({
  page,
}) => {
  // Past the 18+ gate: a teler's page is the cannabis brand's, and the gate's dialog is not the page under test.
  await page.addInitScript(() => window.localStorage.setItem('age_gate_18plus', 'yes'));
  const unknown = '00000000-0000-4000-8000-000000000000';
  for (const path of [
    '/coffeeshops/bestaat-niet',
    '/teler/bestaat-niet',
    `/horeca/menu/${unknown}`,
    `/merchandise/${unknown}`,
    '/partners/bestaat-niet',
  ]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Pagina niet gevonden' }), path).toBeVisible();
  }
});

test('[SHELL] a course menu under another venue’s address is a 404, not that menu', async ({ page }) => {
  const venue = (await (await page.request.get('/api/horeca/venues/amsterdam/brasserie-de-kade')).json()) as {
    courseMenus: Array<{ id: string; name: string }>;
  };
  const [menu] = venue.courseMenus;
  if (!menu) throw new Error('the demo venue has no course menu');
  const own = await page.goto(`/horeca/amsterdam/brasserie-de-kade/menu/course/${menu.id}`);
  expect(own?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: menu.name })).toBeVisible();
  const elsewhere = await page.goto(`/horeca/amsterdam/cafe-de-zwaan/menu/course/${menu.id}`);
  expect(elsewhere?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Pagina niet gevonden' })).toBeVisible();
});

/** The `<html>` start tag of the server's answer: the look of the first paint, before any script (ADR 074). */
const firstPaintTag = async (response: { text(): Promise<string> } | null) =>
  /<html\b[^>]*>/.exec((await response?.text()) ?? '')?.[0] ?? '';

test('[SHELL] the theme choice survives a reload, from the first paint on', async ({ page }) => {
  const first = await page.goto('/');
  const html = page.locator('html');
  // Cannabis brand without a saved theme: its default, dark — already in the server's HTML.
  expect(await firstPaintTag(first)).toContain('class="dark"');
  await expect(html).toHaveClass(/dark/);
  await page.getByRole('button', { name: 'Licht thema' }).click();
  await expect(html).not.toHaveClass(/dark/);
  const reloaded = await page.reload();
  expect(await firstPaintTag(reloaded)).toContain('class=""');
  await expect(html).not.toHaveClass(/dark/);
  await expect(page.getByRole('button', { name: 'Donker thema' })).toBeVisible();
});

test('[SHELL] /foodee switches to the hospitality brand colours', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('data-brand', 'cannabis');
  expect(await firstPaintTag(await page.goto('/foodee'))).toContain('data-brand="hospitality" class=""');
  await expect(page.locator('html')).toHaveAttribute('data-brand', 'hospitality');
  const primary = await page.evaluate(() =>
    getComputedStyle(document.documentElement).getPropertyValue('--brand-primary').trim(),
  );
  expect(primary).toBe('#c65616');
  // The hospitality default theme is light.
  await expect(page.locator('html')).not.toHaveClass(/dark/);
  await expect(page.getByRole('heading', { name: 'Tastee' })).toBeVisible();
});

test('[SHELL] the interface switches to English and back', async ({ page }) => {
  await page.goto('/auth');
  await page.getByRole('button', { name: 'Taal: EN' }).click();
  await expect(page.getByRole('heading', { name: 'Log in', level: 1 })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Log in', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Language: NL' }).click();
  await expect(page.getByRole('heading', { name: 'Inloggen', level: 1 })).toBeVisible();
});
