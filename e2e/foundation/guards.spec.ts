import { DEMO, DEMO_PASSWORD, expect, signInViaApi, signUpViaApi, test } from '../fixtures.ts';

test('[GUARDS] anonymous /admin goes to /auth, and after signing in through the form back to /admin', async ({ page }) => {
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/auth$/);
  await page.getByLabel('E-mailadres').fill(DEMO.admin);
  await page.getByLabel('Wachtwoord').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Inloggen', exact: true }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { name: 'Admin Panel', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'E-mail outbox' })).toBeVisible();
});

test('[GUARDS] a user on /admin is sent to /dashboard', async ({ page }) => {
  await signUpViaApi(page);
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: /^Welkom/ })).toBeVisible();
});

test('[GUARDS] the user menu shows Admin Panel to admins only', async ({ page }) => {
  await signInViaApi(page, DEMO.user);
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Gebruikersmenu' }).click();
  await expect(page.getByRole('menuitem', { name: 'Uitloggen' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Admin Panel' })).toHaveCount(0);
});

test('[GUARDS] /onboarding replaces itself with /onboarding/coffeeshop', async ({ page }) => {
  await signInViaApi(page, DEMO.user);
  await page.goto('/onboarding');
  await expect(page).toHaveURL(/\/onboarding\/coffeeshop$/);
});
