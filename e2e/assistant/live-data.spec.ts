import type { Page } from '@playwright/test';
import { expect, signUpViaApi, test, waitForApp } from '../fixtures.ts';
import { answer, ask, assistantButton, dutchDateAhead, panel } from './panel-helpers.ts';

interface VenueDetail {
  id: string;
  name: string;
  plaatsSlug: string;
  slug: string;
  menu: Array<{ dishes: Array<{ name: string; diets: string[] }> }>;
}

/** A venue of the demo data with vegetarian dishes, read from the API (never hard-coded). */
async function venueWithVegetarianDishes(page: Page): Promise<{ venue: VenueDetail; dishes: string[] }> {
  const list = (await (await page.request.get('/api/horeca/venues')).json()) as Array<{ plaatsSlug: string; slug: string }>;
  for (const summary of list) {
    const venue = (await (
      await page.request.get(`/api/horeca/venues/${summary.plaatsSlug}/${summary.slug}`)
    ).json()) as VenueDetail;
    const dishes = venue.menu.flatMap((section) => section.dishes.filter((dish) => dish.diets.includes('vegetarian')));
    if (dishes.length > 0) return { venue, dishes: dishes.map((dish) => dish.name) };
  }
  throw new Error('Geen horecazaak met vegetarische gerechten in de demo-gegevens');
}

async function reservationsOn(page: Page, venueId: string, date: string) {
  const response = await page.request.get(`/api/horeca/manage/venues/${venueId}/day?date=${date}`);
  expect(response.status(), await response.text()).toBe(200);
  const day = (await response.json()) as { reservations: Array<{ time: string; partySize: number; status: string }> };
  return day.reservations.filter((reservation) => reservation.status !== 'cancelled');
}

test('[ASSISTANT] on a venue page, Tastee names that venue’s vegetarian dishes from its menu', async ({ page }) => {
  const { venue, dishes } = await venueWithVegetarianDishes(page);
  await page.goto(`/horeca/${venue.plaatsSlug}/${venue.slug}`);
  await expect(page.getByRole('heading', { name: venue.name, level: 1 })).toBeVisible();
  // The header button opens Tastee with this venue's context.
  await assistantButton(page).click();
  const dialog = panel(page, 'Tastee');
  await expect(dialog.getByText(`Mijn antwoorden gaan over ${venue.name}.`)).toBeVisible();
  await ask(dialog, 'Welke gerechten zijn vegetarisch?');
  const reply = await answer(dialog, 'Tastee');
  await expect(reply).toContainText(dishes[0] as string);
  // The answer cites the venue's page as its source.
  await expect(reply.getByRole('navigation', { name: 'Bronnen' }).getByRole('link').first()).toHaveAttribute(
    'href',
    new RegExp(`^/horeca/${venue.plaatsSlug}/${venue.slug}`),
  );
});

test('[ASSISTANT] Tablee answers from the real availability and books only after “Bevestigen”', async ({ page, ownedVenue }) => {
  test.slow();
  const tomorrow = dutchDateAhead(1);
  await page.goto(`/horeca/${ownedVenue.plaatsSlug}/${ownedVenue.slug}`);
  await page.getByRole('button', { name: 'Vraag het Tablee' }).click();
  const dialog = panel(page, 'Tablee');
  await ask(dialog, 'Is er morgen om 19:00 plek voor 4?');
  await expect(await answer(dialog, 'Tablee')).toContainText(`Ja, bij ${ownedVenue.name} is er`);

  // Asked to book, Tablee first shows what it would do; "Annuleren" books nothing.
  const booking = 'Boek morgen om 19:00 voor 4, mijn nummer is 06 12345678';
  await ask(dialog, booking);
  const confirmation = dialog.getByRole('group', { name: 'Bevestig deze actie' });
  await expect(confirmation).toContainText('om 19:00 voor 4 personen');
  await expect(dialog.getByRole('button', { name: 'Versturen' })).toBeDisabled();
  await confirmation.getByRole('button', { name: 'Annuleren' }).click();
  await expect(dialog.getByText('Geannuleerd')).toBeVisible();
  await answer(dialog, 'Tablee');
  expect(await reservationsOn(page, ownedVenue.id, tomorrow)).toEqual([]);

  // Asked again and confirmed, the table is booked.
  await ask(dialog, booking);
  await expect(confirmation).toBeVisible();
  expect(await reservationsOn(page, ownedVenue.id, tomorrow)).toEqual([]);
  await confirmation.getByRole('button', { name: 'Bevestigen' }).click();
  await expect(await answer(dialog, 'Tablee')).toContainText(`Geboekt: ${ownedVenue.name}`);
  expect(await reservationsOn(page, ownedVenue.id, tomorrow)).toEqual([expect.objectContaining({ time: '19:00', partySize: 4 })]);
});

test('[ASSISTANT] an owner asks Tablee for their reservations; a guest gets none', async ({ page, ownedVenue, browser }) => {
  await page.goto('/horeca-manager');
  await page.getByRole('button', { name: 'Assistent', exact: true }).click();
  const dialog = panel(page, 'Tablee');
  await ask(dialog, 'Welke reserveringen heb ik vandaag?');
  await expect(await answer(dialog, 'Tablee')).toContainText(`${ownedVenue.name}: geen reserveringen.`);

  // A guest (an account without a venue) asks the same from the Foodee assistants page.
  const guest = await browser.newPage();
  await signUpViaApi(guest);
  await guest.goto('/foodee/assistants');
  // A page of its own, outside the fixtures: it waits for the server HTML to hydrate itself.
  await waitForApp(guest);
  await guest.getByRole('button', { name: 'Vraag het Tablee' }).click();
  const guestDialog = panel(guest, 'Tablee');
  await ask(guestDialog, 'Welke reserveringen heb ik vandaag?');
  const reply = await answer(guestDialog, 'Tablee');
  await expect(reply).toContainText('Je beheert geen horecazaak');
  await expect(reply).not.toContainText(ownedVenue.name);
  await guest.close();
});

test('[ASSISTANT] on a shop whose menu is in the shop only, a price question gets no price', async ({ ownedShop, browser }) => {
  const visitor = await browser.newPage();
  await visitor.goto(`/coffeeshops/${ownedShop.plaatsSlug}/${ownedShop.slug}`);
  await expect(visitor.getByRole('dialog', { name: 'Ben je 18 jaar of ouder?' })).toBeVisible();
  await visitor.keyboard.press('Enter');
  await visitor.getByRole('button', { name: 'Vraag de assistent over deze coffeeshop' }).click();
  const dialog = panel(visitor, 'Uilke');
  await ask(dialog, 'Wat kost Lemon Haze?');
  const reply = await answer(dialog, 'Uilke');
  await expect(reply).not.toContainText('€');
  // The seeded price (11), not the message's time: at 13:11 the time under the reply holds an 11 too.
  await expect(reply).not.toContainText(/(?<!:)\b11([,.]00)?\b(?!:)/);
  await visitor.close();
});

test('[ASSISTANT] opened from a strain with a question, the panel sends it at once and Uilke answers with facts', async ({
  page,
}) => {
  await page.goto('/strain-discovery');
  await expect(page.getByRole('dialog', { name: 'Ben je 18 jaar of ouder?' })).toBeVisible();
  await page.keyboard.press('Enter');
  const first = page.getByRole('main').getByRole('listitem').first();
  const name = (await first.getByRole('heading', { level: 2 }).textContent()) ?? '';
  expect(name).not.toBe('');
  await first.getByRole('button', { name: `Vraag Uilke over ${name}` }).click();
  const dialog = panel(page, 'Uilke');
  await expect(dialog.getByRole('log')).toContainText(`Jij: Wat weet je over de soort ${name}?`);
  const reply = await answer(dialog, 'Uilke');
  await expect(reply).toContainText(name);
  await expect(reply).not.toContainText('€');
});
