import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from '@playwright/test';
import { DEMO, expect, newPerson, signInViaApi, test } from '../fixtures.ts';

/*
 * Issue 22: a visitor's contact message reaches the admin inbox, unknown products are 404s (page and status),
 * an owner picks a plan, and axe on the new pages.
 */

test('[MARKETING] a visitor sends the contact form and an admin sees it in the inbox and marks it handled', async ({
  page,
  browser,
}) => {
  const person = newPerson();
  await page.goto('/contact');
  await expect(page.getByRole('heading', { level: 1, name: 'Contact' })).toBeVisible();
  await page.getByLabel('Naam', { exact: true }).fill('Joost Bakker');
  await page.getByLabel('E-mailadres').fill('geen-adres');
  await page.getByLabel('Bericht').fill('Kort');
  await page.getByRole('button', { name: 'Verstuur bericht' }).click();
  await expect(page.getByText('Vul een geldig e-mailadres in')).toBeVisible();
  await expect(page.getByText('Schrijf minimaal 10 tekens')).toBeVisible();

  await page.getByLabel('E-mailadres').fill(person.email);
  const message = `Hoe werken de schermen bij twee vestigingen? (${person.email})`;
  await page.getByLabel('Bericht').fill(message);
  await page.getByRole('button', { name: 'Verstuur bericht' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Bedankt! We hebben je bericht ontvangen' })).toBeVisible();

  const admin = await browser.newContext();
  const adminPage = await admin.newPage();
  await signInViaApi(adminPage, DEMO.admin);
  await adminPage.goto('/admin/contact');
  await expect(adminPage.getByRole('heading', { level: 1, name: 'Contactberichten' })).toBeVisible();
  const card = adminPage.locator('li').filter({ hasText: message });
  await expect(card.getByRole('heading', { name: 'Joost Bakker' })).toBeVisible();
  await card.getByRole('button', { name: 'Markeer als behandeld' }).click();
  await expect(adminPage.locator('li').filter({ hasText: message })).toHaveCount(0);
  await adminPage.getByLabel('Toon').selectOption('behandeld');
  await expect(
    adminPage.locator('li').filter({ hasText: message }).getByRole('button', { name: 'Zet terug op open' }),
  ).toBeVisible();
  await admin.close();
});

test('[MARKETING] a demo request for a product goes to the inbox with its product', async ({ page, browser }) => {
  const person = newPerson();
  await page.goto('/rapportages');
  await expect(page.getByRole('heading', { level: 1, name: 'Rapportages' })).toBeVisible();
  await page.getByRole('link', { name: 'Vraag een demo aan' }).click();
  await expect(page).toHaveURL(/\/rapportages-contact$/);
  await page.getByLabel('Naam', { exact: true }).fill('Priya Ramdin');
  await page.getByLabel('E-mailadres').fill(person.email);
  await page.getByLabel('Bericht').fill(`Graag een demo van de rapportages voor drie zaken. ${person.email}`);
  await page.getByRole('button', { name: 'Vraag de demo aan' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Bedankt!' })).toBeVisible();

  const admin = await browser.newContext();
  const adminPage = await admin.newPage();
  await signInViaApi(adminPage, DEMO.admin);
  await adminPage.goto('/admin/contact');
  const card = adminPage.locator('li').filter({ hasText: person.email });
  await expect(card.getByText('Demo-aanvraag: Rapportages')).toBeVisible();
  await admin.close();
});

test('[MARKETING] an unknown product is a 404, page and status; known product pages are 200', async ({ page }) => {
  for (const path of ['/bestaat-niet', '/bestaat-niet-contact', '/bestaat-niet-coffeeshop-finder', '/admin/bestaat-niet']) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Pagina niet gevonden' }), path).toBeVisible();
  }
  const unknownShop = await page.goto('/bestaat-niet-coffeeshop/00000000-0000-4000-8000-000000000000');
  expect(unknownShop?.status()).toBe(404);
  for (const path of ['/menubeheer', '/koppelingen-contact', '/abonnementen', '/bijsluiter-cannabis', '/digitale-schermen']) {
    expect((await page.request.get(path)).status(), path).toBe(200);
  }
});

test('[MARKETING] an owner picks a plan for their shop and its modules switch on', async ({ page, ownedShop }) => {
  await page.goto('/abonnementen');
  await expect(page.getByRole('heading', { level: 1, name: 'Abonnementen' })).toBeVisible();
  await expect(page.getByLabel('Voor welke zaak?')).toContainText(ownedShop.name);
  // The owned shop has every module on (e2e/owned-places.ts, ADR 058) but no plan yet.
  await expect(page.getByText('Huidig abonnement')).toHaveCount(0);
  await page.getByRole('button', { name: 'Kies Groei' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Abonnement Groei kiezen?' });
  await expect(dialog).toContainText('€ 95,59 inclusief 21% btw'.replace(' ', '\u00a0'));
  await dialog.getByRole('button', { name: 'Ja, kies dit abonnement' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Abonnement Groei gekozen voor ${ownedShop.name}` })).toBeVisible();
  await expect(page.getByText(/Modules die aan staan: .*Digitale schermen/)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Groei' }).getByText('Huidig abonnement')).toBeVisible();
  // The product page now leads the owner to the module instead of a demo request.
  await page.goto('/schermen');
  await expect(page.getByText('Dit zit in jouw abonnement')).toBeVisible();
});

test('[MARKETING] a visitor sees the screens explained at /digitale-schermen, not a login page', async ({ page }) => {
  await page.goto('/digitale-schermen');
  await expect(page).toHaveURL(/\/digitale-schermen$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Digitale schermen' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Vraag een demo aan' })).toHaveAttribute('href', '/schermen-contact');
});

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const PAGES = [
  '/marketing',
  '/ondernemers',
  '/wizards',
  '/cannabis-wizards',
  '/bijsluiter-cannabis',
  '/ai-features',
  '/abonnementen',
  '/contact',
  '/menu-management-landing',
  '/conversation-assistant-landing',
  '/digitale-platforms-landing',
  '/horeca-management-landing',
  '/social-manager-landing',
  '/staff-planner-landing',
  '/report-manager-landing',
  '/digitale-schermen',
  '/schermen',
  '/schermen-contact',
];

async function seriousViolations(page: Page, scope?: string): Promise<string[]> {
  const builder = new AxeBuilder({ page }).withTags(WCAG_TAGS);
  const results = await (scope ? builder.include(scope) : builder).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

async function checkPages(browser: Browser, theme: 'light' | 'dark') {
  const context = await browser.newContext();
  await context.addInitScript((chosen) => {
    window.localStorage.setItem('theme', chosen);
    window.localStorage.setItem('age_gate_18plus', 'yes');
  }, theme);
  const page = await context.newPage();
  const failures: string[] = [];
  for (const path of PAGES) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first(), path).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: /laden/i }), path).toHaveCount(0);
    failures.push(...(await seriousViolations(page)).map((line) => `${path}: ${line}`));
  }
  await context.close();
  return failures;
}

for (const theme of ['light', 'dark'] as const) {
  test(`[A11Y] the marketing pages in the ${theme} theme have no serious or critical axe violations`, async ({ browser }) => {
    test.setTimeout(120_000);
    expect(await checkPages(browser, theme)).toEqual([]);
  });
}

// The page content only: the signed-in header's user menu (aria-label "Gebruikersmenu" around the name) is not this issue's.
test('[A11Y] the admin pages of issue 22 have no serious or critical axe violations', async ({ page }) => {
  await signInViaApi(page, DEMO.admin);
  const failures: string[] = [];
  for (const path of ['/admin/contact', '/admin/schermen']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }), path).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: /laden/i }), path).toHaveCount(0);
    failures.push(...(await seriousViolations(page, '#main')).map((line) => `${path}: ${line}`));
  }
  expect(failures).toEqual([]);
});
