import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures.ts';

/**
 * Server-rendered public pages (ADR 066): the first response already holds the page, and the browser takes it over
 * (hydration) without an error — React's own would read "Minified React error #418…", anything else "hydrat…".
 * The browser runs Preact (ADR 082), which reports no mismatch: hydrated-equals-client-render.spec.ts compares the DOM.
 */
function hydrationProblems(page: Page): string[] {
  const problems: string[] = [];
  const check = (text: string) => {
    if (/hydrat|Minified React error #(418|419|423|425)/i.test(text)) problems.push(text);
  };
  page.on('console', (message) => check(message.text()));
  page.on('pageerror', (error) => check(error.message));
  return problems;
}

test('[SSR] a venue page arrives rendered, hydrates without a mismatch and books through its link', async ({ page }) => {
  const path = '/horeca/amsterdam/brasserie-de-kade';
  const html = await (await page.request.get(path)).text();
  const root = html.slice(html.indexOf('<div id="root">'));
  expect(root).toContain('Brasserie De Kade</h1>');
  expect(root).toContain('Saté van kippendij');

  const problems = hydrationProblems(page);
  await page.goto(path);
  await expect(page.getByRole('heading', { name: 'Brasserie De Kade', level: 1 })).toBeVisible();
  // Interactive once hydrated: the allergen filter hides a dish, the booking link navigates in the app.
  await page.getByLabel('Pinda’s').check();
  await expect(page.getByText('Saté van kippendij')).toHaveCount(0);
  await page.getByRole('link', { name: 'Tafel reserveren' }).click();
  await expect(page).toHaveURL(/\/reserveren$/);
  await expect(page.getByLabel('Datum', { exact: true })).toBeVisible();
  expect(problems).toEqual([]);
});

test('[SSR] a shop page arrives with name and address behind the 18+ gate, which becomes a real modal', async ({ page }) => {
  const path = '/coffeeshops/amsterdam/de-blauwe-hoek';
  const html = await (await page.request.get(path)).text();
  expect(html).toContain('Ben je 18 jaar of ouder?');
  expect(html).toContain('De Blauwe Hoek</h1>');

  const problems = hydrationProblems(page);
  await page.goto(path);
  const gate = page.getByRole('dialog', { name: 'Ben je 18 jaar of ouder?' });
  await expect(gate).toBeVisible();
  // showModal: the page behind it is inert, only the dialog answers.
  await expect(page.locator('dialog:modal')).toHaveCount(1);
  // Once the script runs, an unanswered gate holds no page in the DOM (not even blurred).
  await expect(page.locator('h1', { hasText: 'De Blauwe Hoek' })).toHaveCount(0);
  await gate.getByRole('button', { name: 'Ja, ik ben 18 of ouder' }).click();
  await expect(page.getByRole('heading', { name: 'De Blauwe Hoek', level: 1 })).toBeVisible();
  expect(problems).toEqual([]);

  // A remembered answer lets the next server-rendered page through right after hydration.
  await page.goto('/coffeeshops/amsterdam');
  await expect(page.getByRole('heading', { name: 'Coffeeshops in Amsterdam', level: 1 })).toBeVisible();
  await expect(gate).toHaveCount(0);
  expect(problems).toEqual([]);
});

test('[SSR] the home pages hydrate without a mismatch', async ({ page }) => {
  const problems = hydrationProblems(page);
  for (const [path, title] of [
    ['/', 'Menubeheer voor coffeeshops'],
    ['/foodee', 'Slimmer ondernemen in de horeca'],
    ['/horeca', 'Horeca'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  }
  expect(problems).toEqual([]);
});
