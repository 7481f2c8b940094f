import type { Locator, Page } from '@playwright/test';
import { DEMO, DEMO_PASSWORD, expect, test } from '../fixtures.ts';

/*
 * Issue 21: the age gate, signing in and booking a table with the keyboard only - no clicks, no fill on a field that
 * Tab did not reach first.
 */

/** Presses Tab until `target` has the focus; fails when it is not reachable within `limit` presses. */
async function tabTo(page: Page, target: Locator, limit = 40) {
  for (let press = 0; press < limit; press++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

const focusedInside = (page: Page, selector: string) =>
  page.evaluate((query) => Boolean(document.activeElement?.closest(query)), selector);

test('[A11Y] the 18+ gate holds the keyboard until answered, ignores Escape, then hands the focus to the page', async ({
  page,
}) => {
  await page.goto('/coffeeshops');
  const gate = page.getByRole('dialog', { name: 'Ben je 18 jaar of ouder?' });
  await expect(gate).toBeVisible();
  const yes = gate.getByRole('button', { name: 'Ja, ik ben 18 of ouder' });
  await expect(yes).toBeFocused();
  // The header's links stay out of reach while the question is open (a modal dialog makes the rest inert).
  for (let press = 0; press < 6; press++) {
    await page.keyboard.press('Tab');
    expect(await focusedInside(page, 'header')).toBe(false);
  }
  await page.keyboard.press('Escape');
  await expect(gate).toBeVisible();
  await tabTo(page, yes);
  await page.keyboard.press('Enter');
  await expect(gate).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('main')).toBeFocused();
  // The next Tab starts in the content, not back at the header (once the list has links to go to).
  await expect(page.locator('main a').first()).toBeVisible();
  await page.keyboard.press('Tab');
  expect(await focusedInside(page, 'main')).toBe(true);
});

test('[A11Y] after a link is followed the focus is on the new page, so the next Tab starts in its content', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const contact = page.getByRole('link', { name: 'Contact', exact: true }).first();
  await tabTo(page, contact);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/contact$/);
  await expect(page.locator('main')).toBeFocused();
  // The form is the content's first field (its code loads as the page opens).
  await expect(page.getByLabel('Naam', { exact: true })).toBeVisible();
  await page.keyboard.press('Tab');
  expect(await focusedInside(page, 'main')).toBe(true);
});

test('[A11Y] a visitor signs in with the keyboard only', async ({ page }) => {
  await page.goto('/auth');
  await expect(page.getByRole('heading', { name: 'Inloggen', level: 1 })).toBeVisible();
  await tabTo(page, page.getByLabel('E-mailadres'));
  await page.keyboard.type(DEMO.user);
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Wachtwoord', { exact: true })).toBeFocused();
  await page.keyboard.type(DEMO_PASSWORD);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

/**
 * A date at least two days ahead whose day and month are the same number (12-12, 1-1…): the date field's parts are
 * typed in the browser's own order (day first in Dutch, month first in Chromium's default), which this makes moot.
 * Within the 90 days a venue takes bookings there is always one.
 */
function sameDayAndMonthAhead(): string {
  for (let days = 2; days < 90; days++) {
    const date = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Amsterdam' }).format(
      new Date(Date.now() + days * 86_400_000),
    );
    const [, month, day] = date.split('-');
    if (month === day) return date;
  }
  throw new Error('geen datum met gelijke dag en maand binnen 90 dagen');
}

test('[A11Y] a guest books a table with the keyboard only', async ({ page, ownedVenue }) => {
  test.slow();
  // The owned venue opens every day, so any date will do.
  const [year, month, day] = sameDayAndMonthAhead().split('-');
  await page.goto(`/horeca/${ownedVenue.plaatsSlug}/${ownedVenue.slug}/reserveren`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  const date = page.getByLabel('Datum', { exact: true });
  await tabTo(page, date);
  // A date field takes its parts typed in the locale's order (dd-mm-jjjj in Dutch).
  await page.keyboard.type(`${day}${month}${year}`);
  await expect(date).toHaveValue(`${year}-${month}-${day}`);
  const party = page.getByLabel('Aantal personen', { exact: true });
  await tabTo(page, party);
  await page.keyboard.press('ArrowDown');
  const firstSlot = page.getByRole('radio').first();
  await expect(firstSlot).toBeVisible();
  await tabTo(page, firstSlot);
  await page.keyboard.press('Space');
  await expect(firstSlot).toBeChecked();

  for (const [label, value] of [
    ['Naam', 'Joost Bakker'],
    ['E-mailadres', `joost.${Date.now()}@voorbeeld.nl`],
    ['Telefoonnummer', '06 12345678'],
  ] as const) {
    await tabTo(page, page.getByLabel(label, { exact: true }));
    await page.keyboard.type(value);
  }
  await tabTo(page, page.getByRole('button', { name: 'Reservering bevestigen' }));
  await page.keyboard.press('Enter');
  // The form is gone: the focus goes to the confirmation, not back to the page's start.
  await expect(page.getByRole('heading', { name: 'Je reservering staat vast' })).toBeFocused();
});
