import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../fixtures.ts';

/** A Dutch calendar date `days` from now, 'YYYY-MM-DD'. */
function dateAhead(days: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Amsterdam' }).format(new Date(Date.now() + days * 86_400_000));
}

/** '2026-12-04' as the messages write it: 4-12-2026. */
const dutch = (date: string) => `${Number(date.slice(8))}-${Number(date.slice(5, 7))}-${date.slice(0, 4)}`;

/** Adds a closed day with a reason in the form's exceptions editor; answers the exception's group. */
async function addClosedDay(form: Locator, number: number, date: string, reason: string): Promise<Locator> {
  await form.getByRole('button', { name: 'Afwijking toevoegen' }).click();
  const group = form.getByRole('group', { name: `Afwijking ${number}` });
  await group.getByLabel('Van', { exact: true }).fill(date);
  await expect(group.getByLabel('Tot en met', { exact: true })).toHaveValue(date);
  await group.getByLabel('Reden', { exact: true }).fill(reason);
  await expect(group.getByLabel('Gesloten', { exact: true })).toBeChecked();
  return group;
}

async function passGate(page: Page) {
  await expect(page.getByRole('dialog', { name: 'Ben je 18 jaar of ouder?' })).toBeVisible();
  // Keyboard only: the answer has focus.
  await page.keyboard.press('Enter');
}

test('[COFFEESHOPS] an owner closes the shop for a day; the public page lists it under "Afwijkende openingstijden"', async ({
  page,
  ownedShop,
}) => {
  const date = dateAhead(7);
  await page.goto('/coffeeshop-manager');
  await page.getByRole('tab', { name: 'Gegevens' }).click();
  const form = page.getByRole('form', { name: 'Gegevens van de coffeeshop' });
  await expect(form.getByLabel('Naam', { exact: true })).toHaveValue(ownedShop.name);
  await addClosedDay(form, 1, date, 'Verbouwing');

  // The same date twice is refused at the second one, and nothing is saved.
  const twice = await addClosedDay(form, 2, date, 'Nog eens');
  await form.getByRole('button', { name: 'Gegevens opslaan' }).click();
  await expect(twice.getByText(`Voor ${dutch(date)} staat al een afwijking`)).toBeVisible();
  await twice.getByRole('button', { name: 'Afwijking 2 verwijderen' }).click();

  const preview = page.getByRole('region', { name: 'Voorbeeld van de openbare pagina' });
  await expect(preview.getByRole('region', { name: 'Afwijkende openingstijden' }).getByText('Verbouwing')).toBeVisible();
  await form.getByRole('button', { name: 'Gegevens opslaan' }).click();
  await expect(page.getByText('Gegevens opgeslagen')).toBeVisible();

  await page.goto(`/coffeeshops/${ownedShop.plaatsSlug}/${ownedShop.slug}`);
  await passGate(page);
  const exceptions = page.getByRole('region', { name: 'Afwijkende openingstijden' });
  await expect(exceptions.getByRole('rowheader')).toContainText('Verbouwing');
  await expect(exceptions.getByRole('cell')).toHaveText('Gesloten');
});

test('[HORECA] an owner closes the venue for a day; the public page shows it and the reservation page offers no times', async ({
  page,
  ownedVenue,
}) => {
  const date = dateAhead(7);
  await page.goto('/horeca-manager');
  await page.getByRole('tab', { name: 'Gegevens' }).click();
  await expect(page.getByLabel('Naam', { exact: true })).toHaveValue(ownedVenue.name);
  const form = page.locator('form').filter({ has: page.getByRole('button', { name: 'Afwijking toevoegen' }) });
  await addClosedDay(form, 1, date, 'Besloten feest');
  await form.getByRole('button', { name: 'Opslaan', exact: true }).click();
  await expect(page.getByText('Gegevens opgeslagen')).toBeVisible();

  await page.goto(`/horeca/${ownedVenue.plaatsSlug}/${ownedVenue.slug}`);
  const exceptions = page.getByRole('region', { name: 'Afwijkende openingstijden' });
  await expect(exceptions.getByRole('rowheader')).toContainText('Besloten feest');
  await expect(exceptions.getByRole('cell')).toHaveText('Gesloten');

  await page.goto(`/horeca/${ownedVenue.plaatsSlug}/${ownedVenue.slug}/reserveren`);
  await page.getByLabel('Datum', { exact: true }).fill(date);
  await expect(page.getByText('De zaak is op deze dag gesloten (Besloten feest). Kies een andere dag.')).toBeVisible();
  await expect(page.getByRole('radio')).toHaveCount(0);
  // The day after keeps its usual hours.
  await page.getByLabel('Datum', { exact: true }).fill(dateAhead(8));
  await expect(page.getByRole('radio', { name: '19:00', exact: true })).toBeVisible();
});
