import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures.ts';

const origin = () => ({ origin: test.info().project.use.baseURL as string });

/** A Dutch calendar date at least some days from now, never a Monday (dinner venues close on Mondays). */
function dateAhead(days: number): string {
  let at = new Date(Date.now() + days * 86_400_000);
  const weekday = () => new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Amsterdam', weekday: 'short' }).format(at);
  while (weekday() === 'Mon') at = new Date(at.getTime() + 86_400_000);
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Amsterdam' }).format(at);
}

async function venueId(page: Page, plaats: string, slug: string): Promise<string> {
  const venue = (await (await page.request.get(`/api/horeca/venues/${plaats}/${slug}`)).json()) as { id: string };
  return venue.id;
}

async function pickSlot(page: Page, date: string, time: string) {
  await page.getByLabel('Datum', { exact: true }).fill(date);
  await page.getByLabel('Aantal personen', { exact: true }).selectOption({ label: '2 personen' });
  // The radio is visually hidden behind its styled label: click the label, as a user does.
  const radio = page.getByRole('radio', { name: time, exact: true });
  await radio.locator('..').click();
  await expect(radio).toBeChecked();
}

async function fillGuest(page: Page, name: string, email: string) {
  await page.getByLabel('Naam', { exact: true }).fill(name);
  await page.getByLabel('E-mailadres', { exact: true }).fill(email);
  await page.getByLabel('Telefoonnummer', { exact: true }).fill('06 12345678');
}

test('[HORECA] a guest filters, avoids peanuts, books, gets the .ics, cancels; the owner sees it come and go', async ({
  page,
  browser,
  signIn,
}) => {
  // A whole journey through several pages and accounts: near 30 s on a two-core machine, so three times the limit.
  test.slow();
  const date = dateAhead(2);
  const email = `gast.${Date.now()}@voorbeeld.nl`;

  await page.goto('/horeca');
  await page.getByLabel('Plaats', { exact: true }).selectOption({ label: 'Amsterdam (4)' });
  await page.getByLabel('Categorie', { exact: true }).selectOption({ label: 'Brasserie' });
  await expect(page).toHaveURL(/plaats=amsterdam/);
  await expect(page.getByText('1 zaak')).toBeVisible();
  await page.getByRole('link', { name: /Brasserie De Kade/ }).click();

  await expect(page.getByRole('heading', { name: 'Brasserie De Kade', level: 1 })).toBeVisible();
  await expect(page.getByText('Saté van kippendij', { exact: true })).toBeVisible();
  await page.getByLabel('Pinda’s').check();
  await expect(page.getByText('Saté van kippendij')).toHaveCount(0);
  await expect(page.getByText('Tomatensoep', { exact: true })).toBeVisible();
  await expect(page.getByText(/Kan sporen bevatten van: Pinda’s/)).toBeVisible(); // the chocolate cake
  await expect(page.getByText('1 gerecht verborgen')).toBeVisible();

  await page.getByRole('link', { name: 'Tafel reserveren' }).click();
  await pickSlot(page, date, '19:00');
  await fillGuest(page, 'Sanne de Vries', email);
  await page.getByRole('button', { name: 'Reservering bevestigen' }).click();
  await expect(page.getByRole('heading', { name: 'Je reservering staat vast' })).toBeVisible();
  await expect(page.getByText(`We stuurden een bevestiging met agenda-bestand naar ${email}.`)).toBeVisible();

  // The owner's day view shows the booking.
  const owner = await browser.newPage();
  await signIn('user', owner);
  await owner.goto('/horeca-manager');
  await owner.getByLabel('Datum', { exact: true }).fill(date);
  const bookings = owner.getByRole('list', { name: 'Reserveringen van de dag' });
  await expect(bookings.getByText(/19:00 · Sanne de Vries · 2 personen/)).toBeVisible();

  // The confirmation is in the outbox with its calendar file.
  const admin = await browser.newPage();
  await signIn('admin', admin);
  const outbox = (await (await admin.request.get(`/api/admin/outbox?to=${encodeURIComponent(email)}`)).json()) as {
    items: Array<{ id: string; subject: string; attachments: Array<{ filename: string }> }>;
  };
  const confirmation = outbox.items[0];
  expect(confirmation?.subject).toMatch(/^Reservering bij Brasserie De Kade op /);
  expect(confirmation?.attachments).toEqual([{ filename: 'reservering.ics', contentType: 'text/calendar; charset=utf-8' }]);
  const ics = await (await admin.request.get(`/api/admin/outbox/${confirmation?.id}/attachments/0`)).text();
  expect(ics).toContain('BEGIN:VCALENDAR');
  expect(ics).toContain('SUMMARY:Reservering Brasserie De Kade');
  await admin.close();

  // The guest opens the personal link and cancels.
  await page.getByRole('link', { name: 'Reservering bekijken, wijzigen of annuleren' }).click();
  await expect(page.getByRole('heading', { name: 'Mijn reservering' })).toBeVisible();
  await page.getByRole('button', { name: 'Reservering annuleren' }).click();
  await page.getByRole('button', { name: 'Ja, annuleren' }).click();
  await expect(page.getByText('Deze reservering is geannuleerd.')).toBeVisible();

  await owner.reload();
  await owner.getByLabel('Datum', { exact: true }).fill(date);
  await expect(owner.getByText('1 geannuleerd of niet gekomen')).toBeVisible();
  await expect(owner.getByRole('list', { name: 'Reserveringen van de dag' }).getByText(/Sanne de Vries/)).toHaveCount(0);
  await owner.close();
});

test('[HORECA] a second guest cannot book a slot that has just filled up', async ({ page }) => {
  const date = dateAhead(3);
  const id = await venueId(page, 'amsterdam', 'pizzeria-napoli');
  await page.goto('/horeca/amsterdam/pizzeria-napoli/reserveren');
  await pickSlot(page, date, '20:00');
  await fillGuest(page, 'Tweede Gast', `tweede.${Date.now()}@voorbeeld.nl`);

  // Meanwhile others fill 20:00 up to the kitchen's cover limit (16).
  for (let i = 0; i < 8; i++) {
    const response = await page.request.post(`/api/horeca/venues/${id}/reservations`, {
      data: { date, time: '20:00', partySize: 2, name: `Gast ${i}`, email: `gast${i}@voorbeeld.nl`, phone: '0612345678' },
      headers: origin(),
    });
    expect(response.status()).toBe(201);
  }

  await page.getByRole('button', { name: 'Reservering bevestigen' }).click();
  await expect(page.getByText('Vol: dit tijdstip is net volgeboekt. Kies een ander tijdstip.')).toBeVisible();
  await expect(page.getByRole('radio', { name: '20:00 vol: de keuken zit vol' })).toBeDisabled();
  await expect(page.getByRole('heading', { name: 'Je reservering staat vast' })).toHaveCount(0);
});
