import { DEMO, expect, signInViaApi, test } from '../fixtures.ts';

/*
 * ADR 077: a superadmin sets a retention period on /admin/advanced (a value out of bounds is refused at its field),
 * sees the change in the history and returns it to the server's default; the pay rules refuse holiday pay under 8%.
 * Only the CV period is changed, and it is reset at the end, so parallel specs are not affected.
 */
test('[ADVANCED] a superadmin sets a retention period, a bound is refused at its field, the change is in the history', async ({
  page,
}) => {
  await signInViaApi(page, DEMO.superadmin);
  await page.goto('/admin/advanced');
  await expect(page.getByRole('heading', { level: 2, name: 'Bewaartermijnen en limieten' })).toBeVisible();
  const cv = page.getByLabel('Cv’s van sollicitanten (dagen)');
  await expect(cv).toHaveAttribute('placeholder', 'standaard: 180');
  const save = page.getByRole('button', { name: 'Termijnen en limieten opslaan' });

  await cv.fill('7');
  await save.click();
  await expect(page.getByRole('alert').filter({ hasText: 'Kies voor cv’s 28 tot 365 dagen' })).toBeVisible();
  await expect(cv).toHaveAttribute('aria-invalid', 'true');

  await cv.fill('60');
  await save.click();
  await expect(page.getByRole('cell', { name: /Cv’s van sollicitanten \(dagen\): 60/ }).first()).toBeVisible();
  await expect(page.getByLabel('Cv’s van sollicitanten (dagen)')).toHaveValue('60');

  await page.getByLabel('Cv’s van sollicitanten (dagen)').fill('');
  await page.getByRole('button', { name: 'Termijnen en limieten opslaan' }).click();
  await expect(page.getByRole('cell', { name: /Cv’s van sollicitanten \(dagen\): standaard$/ }).first()).toBeVisible();
  await expect(page.getByLabel('Cv’s van sollicitanten (dagen)')).toHaveValue('');

  await page.getByLabel('Vakantietoeslag (%)').fill('7');
  await page.getByRole('button', { name: 'Loonregels opslaan' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Vakantietoeslag is minimaal 8% (wettelijk minimum) en maximaal 25%' }),
  ).toBeVisible();
});

test('[ADVANCED] an admin who is not a superadmin sees the periods, limits and pay rules but cannot change them', async ({
  page,
}) => {
  await signInViaApi(page, DEMO.admin);
  await page.goto('/admin/advanced');
  await expect(page.getByLabel('Cv’s van sollicitanten (dagen)')).toBeDisabled();
  await expect(page.getByLabel('Vakantietoeslag (%)')).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Loonregels opslaan' })).toHaveCount(0);
});
