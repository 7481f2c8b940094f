import { expect, test } from '../fixtures.ts';

/** A Dutch date weeks ahead, so a block there touches no other test's bookings. */
function farDate(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Amsterdam' }).format(new Date(Date.now() + 45 * 86_400_000));
}

test('[HORECA] the walk-in and block forms show errors at their fields; a block is added and lifted', async ({
  page,
  ownedVenue,
}) => {
  expect(ownedVenue.id).toBeTruthy();
  await page.goto('/horeca-manager');
  await page.getByLabel('Datum', { exact: true }).fill(farDate());

  const walkIn = page.getByRole('form', { name: 'Walk-in' });
  const partySize = walkIn.getByLabel('Aantal personen');
  await partySize.fill('0');
  await walkIn.getByRole('button', { name: 'Nu plaatsen' }).click();
  await expect(walkIn.getByRole('alert')).toHaveText('Kies minimaal 1 persoon');
  await expect(partySize).toHaveAttribute('aria-invalid', 'true');

  const block = page.getByRole('form', { name: 'Tafel of tijd blokkeren' });
  await block.getByLabel('Tot').fill('17:00');
  await block.getByRole('button', { name: 'Blokkeren' }).click();
  await expect(block.getByRole('alert')).toHaveText(['Het einde moet na het begin liggen', 'Geef een reden op']);
  await expect(block.getByLabel('Tot')).toBeFocused();

  const reason = `Besloten feest ${Date.now().toString(36)}`;
  await block.getByLabel('Tot').fill('19:00');
  await block.getByLabel('Reden').fill(reason);
  await block.getByLabel('Reden').press('Enter');
  await expect(page.getByText('Blokkade toegevoegd')).toBeVisible();
  await expect(block.getByLabel('Reden')).toHaveValue('');
  const item = page.getByRole('listitem').filter({ hasText: reason });
  await expect(item).toContainText('Hele zaak');
  await item.getByRole('button', { name: 'Opheffen' }).click();
  await expect(item).toHaveCount(0);
});
