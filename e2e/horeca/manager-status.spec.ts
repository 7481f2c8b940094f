import { expect, test } from '../fixtures.ts';

/** A Dutch date some days ahead that is not a Monday (many dinner venues close on Mondays). */
function dateAhead(days: number): string {
  let at = new Date(Date.now() + days * 86_400_000);
  const weekday = () => new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Amsterdam', weekday: 'short' }).format(at);
  while (weekday() === 'Mon') at = new Date(at.getTime() + 86_400_000);
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Amsterdam' }).format(at);
}

test('[HORECA] the owner is asked before cancelling, cannot mark a future guest as no-show, and can undo the same day', async ({
  page,
  ownedVenue: venue,
}) => {
  const date = dateAhead(9);
  const name = `Status Gast ${Date.now().toString(36)}`;
  const booked = await page.request.post(`/api/horeca/venues/${venue.id}/reservations`, {
    data: {
      date,
      time: '18:00',
      partySize: 2,
      name,
      email: `status.${Date.now()}@voorbeeld.nl`,
      phone: '0612345678',
      // 500 characters without a space must not widen the page.
      note: 'x'.repeat(500),
    },
    headers: { origin: test.info().project.use.baseURL as string },
  });
  expect(booked.status(), await booked.text()).toBe(201);

  await page.goto('/horeca-manager');
  await page.getByLabel('Datum', { exact: true }).fill(date);
  const list = page.getByRole('list', { name: 'Reserveringen van de dag' });
  const row = list.getByRole('listitem').filter({ hasText: name });
  await expect(row).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  // Days before the booking there is no "no-show".
  await expect(row.getByRole('button', { name: `${name}: Niet gekomen` })).toHaveCount(0);

  // One click only opens the question; "no" changes nothing.
  await row.getByRole('button', { name: `${name}: Geannuleerd` }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog.getByText(`Reservering van ${name} (18:00) annuleren?`)).toBeVisible();
  await dialog.getByRole('button', { name: 'Nee, terug' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(row.getByText('Bevestigd', { exact: true })).toBeVisible();

  await row.getByRole('button', { name: `${name}: Geannuleerd` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Ja, annuleren' }).click();
  await expect(page.getByText('Status gewijzigd')).toBeVisible();
  await expect(list.getByText(name)).toHaveCount(0);

  // Undo on the same day puts it back.
  await page.getByText(/geannuleerd of niet gekomen/).click();
  const closed = page.getByRole('list', { name: 'Geannuleerde reserveringen' }).getByRole('listitem').filter({ hasText: name });
  await expect(closed.getByText('Geannuleerd', { exact: true })).toBeVisible();
  await closed.getByRole('button', { name: `${name}: “Geannuleerd” ongedaan maken` }).click();
  await expect(page.getByText('Teruggezet naar bevestigd')).toBeVisible();
  await expect(row.getByText('Bevestigd', { exact: true })).toBeVisible();
});
