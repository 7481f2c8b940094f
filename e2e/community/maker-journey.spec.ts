import { DEMO, expect, signInViaApi, signUpViaApi, test } from '../fixtures.ts';

test('[COMMUNITY] a user becomes a Seed Maker, checks a post, submits a batch review and sees it approved', async ({
  page,
  browser,
}) => {
  // A whole journey through several pages and accounts: near 30 s on a two-core machine, so three times the limit.
  test.slow();
  const person = await signUpViaApi(page);
  await page.goto('/community-maker');
  await expect(page.getByRole('heading', { name: 'Word Community Maker' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Seed Maker' })).toBeVisible();
  await page.getByRole('button', { name: 'Aanmelden als Community Maker' }).click();
  await expect(page.getByText('Aanmelding succesvol!')).toBeVisible();
  await expect(page.getByText('Seed Maker', { exact: true })).toBeVisible();
  await expect(page.getByTestId('this-month')).toHaveText('Deze maand: 0/4');

  // Template → preflight → forbidden word → suggestions.
  await page.getByRole('tab', { name: 'Maken' }).click();
  await page.getByRole('button', { name: 'Gebruiken: Checklist voor een bezoek in Amsterdam' }).click();
  const text = page.getByLabel('Je tekst');
  await expect(text).toHaveValue(/Bezoek je een coffeeshop in Amsterdam\?/);
  const score = page.getByTestId('compliance-score').first();
  await expect(score).toHaveText('100% · Uitstekend');
  await text.fill(`${await text.inputValue()} Vandaag met korting!`);
  await expect(score).toHaveText('80% · Goed');
  await expect(page.getByText('“korting”')).toBeVisible();
  await page.getByRole('button', { name: 'Suggesties toepassen' }).click();
  await expect(text).toHaveValue(/speciale aanbieding/);
  await expect(score).toHaveText('100% · Uitstekend');
  // A promotion with an amount goes out whole: never "20% speciale aanbieding" (ADR 021).
  await text.fill('Nu 20% korting op alle wiet');
  await expect(score).toHaveText('60% · Verbetering nodig');
  await page.getByRole('button', { name: 'Suggesties toepassen' }).click();
  await expect(text).toHaveValue('Nu op alle wiet');
  await expect(score).toHaveText('100% · Uitstekend');

  // Batch review (the default mode): blocked below 70, submitted when clean.
  await page.getByRole('tab', { name: 'Product Review' }).click();
  await expect(page.getByRole('tab', { name: 'Batch' })).toHaveAttribute('aria-selected', 'true');
  await page.getByLabel('Coffeeshop', { exact: true }).selectOption({ index: 1 });
  await page.getByLabel('Teler').selectOption({ index: 1 });
  await page.getByLabel('Batchcode').fill('B-2026-47');
  await page.getByLabel('Productnaam').fill('Amnesia Haze');
  await page.getByRole('checkbox', { name: 'citrus' }).check();
  await page.getByLabel('Indruk (1–5)').selectOption('4');
  const note = page.getByLabel('Persoonlijke notitie (max. 140 tekens)');
  await note.fill('Beste hasj, 20% korting, DM voor prijs');
  const submit = page.getByRole('button', { name: 'Review indienen' });
  await expect(submit).toBeDisabled();
  await expect(page.getByText('Verbeter compliance score tot minimaal 70% om in te dienen')).toBeVisible();
  await note.fill('Compacte toppen met een frisse citrusgeur.');
  await expect(submit).toBeEnabled();
  await submit.click();
  await expect(page.getByText('Content ingediend')).toBeVisible();

  // An admin approves it in the moderation queue.
  const adminPage = await browser.newPage();
  await signInViaApi(adminPage, DEMO.admin);
  await adminPage.goto('/admin/community');
  await adminPage
    .getByRole('button', { name: /^Bekijken: Amnesia Haze \(batch B-2026-47\)/ })
    .first()
    .click();
  await expect(adminPage.getByText('Compacte toppen met een frisse citrusgeur.', { exact: true })).toBeVisible();
  await adminPage.getByLabel('Toelichting voor de maker').fill('Helder en neutraal geschreven.');
  await adminPage.getByRole('button', { name: 'Goedkeuren' }).click();
  await expect(adminPage.getByText('Beslissing vastgelegd')).toBeVisible();
  await adminPage.close();

  // The maker sees the outcome.
  await page.reload();
  await page.getByRole('tab', { name: 'Content' }).click();
  await expect(page.getByText('Goedgekeurd', { exact: true }).first()).toBeVisible();
  await expect(page.getByText('Toelichting van de redactie: Helder en neutraal geschreven.')).toBeVisible();
  expect(person.email).toContain('@');
});

test('[COMMUNITY] /community-makers leads to the dashboard and non-admins cannot open moderation', async ({ page }) => {
  await signUpViaApi(page);
  await page.goto('/community-makers');
  await expect(page).toHaveURL(/\/community-maker$/);
  await expect(page.getByRole('heading', { name: 'Word Community Maker' })).toBeVisible();
  await page.goto('/admin/community');
  await expect(page).toHaveURL(/\/dashboard$/);
});
