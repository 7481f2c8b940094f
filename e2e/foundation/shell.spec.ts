import { expect, test } from '../fixtures.ts';

test('[SHELL] an unknown path shows the not-found page', async ({ page }) => {
  await page.goto('/bestaat/echt/niet');
  await expect(page.getByRole('heading', { name: 'Pagina niet gevonden' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Naar Home' })).toHaveAttribute('href', '/');
});

test('[SHELL] the theme choice survives a reload', async ({ page }) => {
  await page.goto('/');
  const html = page.locator('html');
  // Cannabis brand without a saved theme: its default, dark.
  await expect(html).toHaveClass(/dark/);
  await page.getByRole('button', { name: 'Licht thema' }).click();
  await expect(html).not.toHaveClass(/dark/);
  await page.reload();
  await expect(html).not.toHaveClass(/dark/);
  await expect(page.getByRole('button', { name: 'Donker thema' })).toBeVisible();
});

test('[SHELL] /foodee switches to the hospitality brand colours', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('data-brand', 'cannabis');
  await page.goto('/foodee');
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
