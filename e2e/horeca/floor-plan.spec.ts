import type { ManagerDay } from '@platform/core';
import { expect, test } from '../fixtures.ts';
import { afterKeyboardPickUp } from '../keyboard-drag.ts';

/** A Dutch calendar date some days from now. */
function dateAhead(days: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Amsterdam' }).format(new Date(Date.now() + days * 86_400_000));
}

test('[HORECA] the owner draws two tables that combine, a guest’s party of eight gets both, staff enter a phone booking for next week', async ({
  page,
  browser,
  ownedVenue,
}) => {
  // Three accounts' worth of pages on a two-core machine.
  test.slow();
  await page.goto('/horeca-manager');
  await page.getByRole('tab', { name: 'Plattegrond' }).click();
  const plan = page.getByRole('region', { name: 'Plattegrond' });
  // The starting floor: four two-tops and two fours.
  await expect(plan.getByRole('button', { name: /^Tafel \d, / })).toHaveCount(6);

  // Two window tables of four; the second combines with the first.
  await page.getByLabel('Tafel bewerken').selectOption({ label: 'Nieuwe tafel' });
  let form = page.getByRole('form', { name: 'Nieuwe tafel' });
  await form.getByLabel('Naam of nummer').fill('Raam 1');
  await form.getByLabel('Plaatsen').fill('4');
  await form.getByRole('button', { name: 'Tafel toevoegen' }).click();
  await expect(page.getByText('Tafel Raam 1 toegevoegd')).toBeVisible();
  await expect(page.getByRole('form', { name: 'Tafel Raam 1 bewerken' })).toBeVisible();

  await page.getByLabel('Tafel bewerken').selectOption({ label: 'Nieuwe tafel' });
  form = page.getByRole('form', { name: 'Nieuwe tafel' });
  await form.getByLabel('Naam of nummer').fill('Raam 2');
  await form.getByLabel('Plaatsen').fill('4');
  await form.getByLabel('Minimaal aantal personen').fill('5');
  await form.getByRole('button', { name: 'Tafel toevoegen' }).click();
  // A minimum above the seats is refused at its field, in Dutch.
  await expect(form.getByRole('alert')).toHaveText('De minimale groepsgrootte kan niet groter zijn dan het aantal plaatsen');
  await form.getByLabel('Minimaal aantal personen').fill('1');
  await form.getByLabel('Tafel Raam 1 (4)').check();
  await form.getByRole('button', { name: 'Tafel toevoegen' }).click();
  await expect(page.getByText('Tafel Raam 2 toegevoegd')).toBeVisible();
  const edit = page.getByRole('form', { name: 'Tafel Raam 2 bewerken' });
  await expect(edit.getByLabel('Tafel Raam 1 (4)')).toBeChecked();

  // Moving Raam 2 by keyboard: pick up with Space, two steps right, put down with Space.
  const raam2 = plan.getByRole('button', { name: /^Tafel Raam 2,/ });
  const x = Number(await raam2.getAttribute('data-x'));
  await raam2.focus();
  await page.keyboard.press('Space');
  // The arrows count only once the table is picked up (lifted above the others) and the sensor listens.
  await expect(raam2).toHaveClass(/\bz-10\b/);
  await afterKeyboardPickUp(page);
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Space');
  await expect(page.getByText('Tafel Raam 2 verplaatst')).toBeVisible();
  await expect(raam2).toHaveAttribute('data-x', String(x + 50));
  await page.reload();
  await page.getByRole('tab', { name: 'Plattegrond' }).click();
  await expect(page.getByRole('region', { name: 'Plattegrond' }).getByRole('button', { name: /^Tafel Raam 2,/ })).toHaveAttribute(
    'data-x',
    String(x + 50),
  );

  // A guest books for eight: only the two window tables together seat them.
  const date = dateAhead(3);
  const guest = await browser.newPage();
  await guest.goto(`/horeca/${ownedVenue.plaatsSlug}/${ownedVenue.slug}/reserveren`);
  await guest.getByLabel('Datum', { exact: true }).fill(date);
  await guest.getByLabel('Aantal personen', { exact: true }).selectOption({ label: '8 personen' });
  const radio = guest.getByRole('radio', { name: '19:00', exact: true });
  await radio.locator('..').click();
  await expect(radio).toBeChecked();
  await guest.getByLabel('Naam', { exact: true }).fill('Familie Bakker');
  await guest.getByLabel('E-mailadres', { exact: true }).fill(`bakker.${Date.now()}@voorbeeld.nl`);
  await guest.getByLabel('Telefoonnummer', { exact: true }).fill('06 12345678');
  await guest.getByRole('button', { name: 'Reservering bevestigen' }).click();
  await expect(guest.getByRole('heading', { name: 'Je reservering staat vast' })).toBeVisible();
  await guest.close();

  const day = (await (
    await page.request.get(`/api/horeca/manage/venues/${ownedVenue.id}/day?date=${date}`)
  ).json()) as ManagerDay;
  const ids = (names: string[]) => day.tables.filter((table) => names.includes(table.name)).map((table) => table.id);
  expect(day.reservations).toHaveLength(1);
  expect(day.reservations[0]?.tableIds.slice().sort()).toEqual(ids(['Raam 1', 'Raam 2']).sort());

  // Staff take a booking on the phone for next week.
  const nextWeek = dateAhead(7);
  await page.getByRole('tab', { name: 'Dag' }).click();
  const phone = page.getByRole('form', { name: 'Telefonische reservering' });
  await phone.getByLabel('Reserveringsdatum').fill(nextWeek);
  await phone.getByLabel('Aanvangstijd').fill('10:00');
  await phone.getByLabel('Aantal personen').fill('3');
  await phone.getByLabel('Naam gast').fill('Kees Smit');
  await phone.getByLabel('Telefoon gast').fill('06 87654321');
  await phone.getByRole('button', { name: 'Reservering invoeren' }).click();
  await expect(phone.getByRole('alert')).toContainText('Kies een andere tijd');
  await phone.getByLabel('Aanvangstijd').fill('18:30');
  await phone.getByRole('button', { name: 'Reservering invoeren' }).click();
  await expect(page.getByText('Reservering voor Kees Smit om 18:30 ingevoerd')).toBeVisible();
  await page.getByLabel('Datum', { exact: true }).fill(nextWeek);
  const bookings = page.getByRole('list', { name: 'Reserveringen van de dag' });
  await expect(bookings.getByText(/18:30 · Kees Smit · 3 personen/)).toBeVisible();
  await expect(bookings.getByText('telefonisch')).toBeVisible();
});
