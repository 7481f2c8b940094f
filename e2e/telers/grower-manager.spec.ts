import { DEMO, expect, signInViaApi, test } from '../fixtures.ts';

test('[TELERS] an admin adds a grower in the grower manager and it appears on /telers', async ({ page }) => {
  await signInViaApi(page, DEMO.admin);
  await page.goto('/admin/grower-manager');
  await page.getByRole('button', { name: 'Teler toevoegen' }).click();
  const form = page.getByRole('form', { name: 'Teler toevoegen' });
  await form.getByLabel('Naam').fill('Peel Teelt');
  await form.getByLabel('Plaats').fill('Venray');
  await form.getByLabel('KvK-nummer').fill('123');
  await form.getByRole('button', { name: 'Opslaan' }).click();
  await expect(form.getByText('Een KvK-nummer heeft 8 cijfers')).toBeVisible();
  await form.getByLabel('KvK-nummer').fill('87654321');
  await form.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.getByText('Teler opgeslagen')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Bewerken: Peel Teelt' })).toBeVisible();

  await page.goto('/telers/venray');
  await expect(page.getByRole('dialog', { name: 'Ben je 18 jaar of ouder?' })).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('link', { name: /^Peel Teelt/ })).toBeVisible();
});
