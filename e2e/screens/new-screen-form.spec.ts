import { expect, test } from '../fixtures.ts';

test('[SCREENS] the new-screen form shows each error at its field and clears the name after adding', async ({
  page,
  ownedShop,
}) => {
  expect(ownedShop.id).toBeTruthy();
  await page.goto('/digital-manager');
  const add = page.getByRole('button', { name: 'Scherm toevoegen' });
  const name = page.getByLabel('Naam');
  const categories = page.getByRole('group', { name: 'Categorieën', exact: true });

  // No name and no category: both messages, each at its own place.
  await expect(categories.getByRole('checkbox')).toHaveCount(4);
  for (const box of await categories.getByRole('checkbox').all()) await box.uncheck();
  await add.click();
  await expect(page.getByRole('alert').filter({ hasText: 'Naam is verplicht' })).toBeVisible();
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await expect(categories.getByRole('alert')).toHaveText('Kies minimaal één categorie');

  // A daypart shows its own categories; emptying them is reported there.
  await page.getByLabel('Ander menu vanaf').fill('18:00');
  const daypart = page.getByRole('group', { name: 'Categorieën in dat dagdeel' });
  await expect(daypart.getByRole('checkbox', { name: 'Prerolls' })).toBeChecked();
  await expect(daypart.getByRole('checkbox', { name: 'Wiet' })).not.toBeChecked();
  await expect(daypart.getByRole('checkbox')).toHaveCount(4);
  for (const box of await daypart.getByRole('checkbox').all()) await box.uncheck();
  await categories.getByRole('checkbox').first().check();
  const screen = `Form ${test.info().workerIndex}-${Date.now().toString(36)}`;
  await name.fill(screen);
  await add.click();
  await expect(daypart.getByRole('alert')).toHaveText('Kies minimaal één categorie');

  await page.getByLabel('Ander menu vanaf').fill('');
  await add.click();
  await expect(page.getByRole('listitem').filter({ hasText: screen })).toBeVisible();
  await expect(name).toHaveValue('');
});
