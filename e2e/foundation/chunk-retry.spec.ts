import { expect, test } from '../fixtures.ts';

test('[SHELL] after a page’s chunk failed to load, “Probeer opnieuw” loads the page anew and it works', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // As after a deploy: the sign-in page's chunk cannot be fetched.
  const chunk = '**/assets/auth-page-*.js';
  await page.route(chunk, (route) => route.abort());
  await page.getByRole('banner').getByRole('link', { name: 'Inloggen' }).click();
  const error = page.getByRole('alert').filter({ hasText: 'Oops! Er is iets misgegaan' });
  await expect(error).toBeVisible();

  await page.unroute(chunk);
  await error.getByRole('button', { name: 'Probeer opnieuw' }).click();
  await expect(page.getByRole('heading', { name: 'Inloggen', level: 1 })).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/);
});
