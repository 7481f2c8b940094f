import type { Page } from '@playwright/test';
import { expect, signUpViaApi, test } from '../fixtures.ts';

// An English browser: the server's messages must still follow the app's own language setting.
test.use({ locale: 'en-US' });

async function signInWithWrongPassword(page: Page, email: string, labels: { email: string; password: string; submit: string }) {
  await page.goto('/auth');
  await page.getByLabel(labels.email).fill(email);
  await page.getByLabel(labels.password).fill('niet-mijn-wachtwoord');
  await page.getByRole('button', { name: labels.submit, exact: true }).click();
}

test('[AUTH] server messages come in the language chosen in the app, not the browser’s', async ({ page }) => {
  const person = await signUpViaApi(page);
  await page.context().clearCookies();

  await signInWithWrongPassword(page, person.email, { email: 'E-mailadres', password: 'Wachtwoord', submit: 'Inloggen' });
  await expect(page.getByText('Onjuist e-mailadres of wachtwoord.')).toBeVisible();

  await page.evaluate(() => window.localStorage.setItem('language', 'en'));
  await signInWithWrongPassword(page, person.email, { email: 'E-mail address', password: 'Password', submit: 'Log in' });
  await expect(page.getByText('Incorrect e-mail address or password.')).toBeVisible();
});
