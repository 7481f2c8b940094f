import { expect, test } from '../fixtures.ts';

test('[MENU] the bulk price form shows the percentage error under its field and asks before changing prices', async ({
  page,
  ownedShop,
}) => {
  expect(ownedShop.id).toBeTruthy();
  await page.goto('/coffeeshop-manager');
  const percent = page.getByLabel('Percentage (bijv. 5 of -10)');
  const form = page.locator('form').filter({ has: percent });
  const apply = form.getByRole('button', { name: 'Toepassen' });

  await apply.click();
  await expect(page.getByRole('alert').filter({ hasText: 'Kies een percentage anders dan 0' })).toBeVisible();
  await expect(percent).toHaveAttribute('aria-invalid', 'true');
  await expect(percent).toBeFocused();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);

  await percent.fill('150');
  await percent.press('Enter');
  await expect(page.getByRole('alert').filter({ hasText: 'Maximaal 100% hoger' })).toBeVisible();

  // A valid change is only asked, here cancelled: nothing changes for the other tests.
  await percent.fill('-7,5');
  await form.getByLabel('Categorie').selectOption('hash');
  await apply.click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog.getByText('Alle prijzen van Hasj met -7,5% aanpassen?')).toBeVisible();
  await expect(percent).not.toHaveAttribute('aria-invalid');
  await dialog.getByRole('button', { name: 'Annuleren' }).click();
  await expect(dialog).toHaveCount(0);
});
