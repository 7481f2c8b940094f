import { expect, test } from '../fixtures.ts';

test('[SOCIAL] an owner connects their X account (replayed X) and sees its name, then disconnects it', async ({
  page,
  ownedShop: _shop,
}) => {
  await page.goto('/social-manager');
  await expect(page.getByRole('heading', { name: 'Social manager', level: 1 })).toBeVisible();
  const accounts = page.getByRole('region', { name: 'Accounts koppelen' });
  // Networks the platform has no app for explain the fallback instead of offering a button.
  await expect(accounts).toContainText('Het platform heeft LinkedIn nog niet ingesteld, dus koppelen kan nog niet.');
  await expect(accounts.getByRole('button', { name: 'Koppel LinkedIn' })).toHaveCount(0);

  await accounts.getByRole('button', { name: 'Koppel X' }).click();
  await expect(page).toHaveURL(/\/social-manager\?koppeling=x&zaak=coffeeshop/);
  await expect(
    accounts
      .getByRole('status')
      .filter({ hasText: 'X is gekoppeld. Geplande berichten voor X worden nu automatisch geplaatst.' }),
  ).toBeVisible();
  await expect(accounts).toContainText('Gekoppeld: Het Anker (@hetanker_ams).');
  await expect(page.getByText('Automatisch geplaatst op: X.', { exact: false })).toBeVisible();

  await accounts.getByRole('button', { name: 'X loskoppelen' }).click();
  await page.getByRole('alertdialog', { name: 'X loskoppelen?' }).getByRole('button', { name: 'Loskoppelen' }).click();
  await expect(accounts.getByRole('button', { name: 'Koppel X' })).toBeVisible();
  await expect(accounts).not.toContainText('Gekoppeld: Het Anker');
});
