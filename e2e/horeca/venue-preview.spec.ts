import { expect, test } from '../fixtures.ts';

/* Issue 16 item 3: the venue editor shows what the public page will show while the owner types, as the shop editor does. */
test('[HORECA] the venue editor previews the public page as the owner types', async ({ page, ownedVenue }) => {
  await page.goto('/horeca-manager');
  await page.getByRole('tab', { name: 'Gegevens' }).click();
  const preview = page.getByRole('region', { name: 'Voorbeeld van de openbare pagina' });
  await expect(preview.getByRole('heading', { level: 3 })).toHaveText(ownedVenue.name);

  await page.getByLabel('Naam', { exact: true }).fill('Brasserie Het Voorbeeld');
  await page.getByLabel('Omschrijving', { exact: true }).fill('Seizoenskeuken aan het water.');
  await page.getByLabel('Telefoon', { exact: true }).fill('020 123 4567');
  await expect(preview.getByRole('heading', { level: 3 })).toHaveText('Brasserie Het Voorbeeld');
  await expect(preview.getByText('Seizoenskeuken aan het water.')).toBeVisible();
  await expect(preview.getByText('020 123 4567')).toBeVisible();

  // The preview is not a save: the public page keeps the stored name until the owner saves.
  await page.goto(`/horeca/${ownedVenue.plaatsSlug}/${ownedVenue.slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(ownedVenue.name);
});
