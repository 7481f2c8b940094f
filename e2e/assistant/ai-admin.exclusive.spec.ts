import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures.ts';
import { ask, assistantButton, panel } from './panel-helpers.ts';

/*
 * The assistants' admin pages (ADR 043): an admin changes a suggested question and the panel shows it;
 * the kill switch makes the panel answer with the spec's error text. Both pages pass axe.
 * An `exclusive` spec (playwright.config.ts): the kill switch holds every assistant of the platform, so this file
 * runs alone after all other specs, one test at a time, and each test puts its change back. By itself:
 * `npx playwright test -c e2e/playwright.config.ts e2e/assistant/ai-admin.exclusive.spec.ts --no-deps`.
 */
test.describe.configure({ mode: 'serial' });

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const CHAT_ERROR =
  'Sorry, er ging iets mis met mijn cannabis database connectie. Probeer het opnieuw of stel een eenvoudigere vraag.';

/** The page's own content (the signed-in header is checked elsewhere). */
async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).include('#main').withTags(WCAG_TAGS).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => `${node.target.join(' ')} ${node.html}`).join(', ')}`);
}

const origin = () => ({ origin: test.info().project.use.baseURL as string });

test('[AI-ADMIN] an admin changes a suggested question of Uilke and the panel shows it', async ({ page, signIn }) => {
  await signIn('admin');
  try {
    await page.goto('/admin/assistants');
    await expect(page.getByRole('heading', { name: 'Assistenten beheren', level: 1 })).toBeVisible();
    await page.getByLabel('Assistent', { exact: true }).selectOption({ label: 'Uilke' });
    await expect(page.getByRole('heading', { name: 'Uilke', level: 2 })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    const questions = page.getByLabel('Soortenpagina – Nederlands');
    await expect(questions).toHaveValue(/Wat is het THC-gehalte van deze soort\?/);
    await questions.fill('Hoeveel CBD zit er in deze soort?\nIs dit een indica of sativa?');
    // A question of two letters is refused in Dutch before anything is sent.
    await page.getByLabel('Overige pagina’s – Nederlands').fill('Hé');
    await page.getByRole('button', { name: 'Opslaan' }).click();
    await expect(page.getByText('Een voorgestelde vraag heeft minimaal 3 tekens')).toBeVisible();
    await page.getByLabel('Overige pagina’s – Nederlands').fill('Welke sativa-soorten zijn er?');
    await page.getByRole('button', { name: 'Opslaan' }).click();
    await expect(page.getByText('Uilke is opgeslagen.')).toBeVisible();

    await page.goto('/strain-discovery');
    await expect(page.getByRole('dialog', { name: 'Ben je 18 jaar of ouder?' })).toBeVisible();
    await page.keyboard.press('Enter');
    await assistantButton(page).click();
    const dialog = panel(page, 'Uilke');
    await expect(dialog.getByRole('button', { name: 'Hoeveel CBD zit er in deze soort?' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Wat is het THC-gehalte van deze soort?' })).toHaveCount(0);
  } finally {
    const reset = await page.request.delete('/api/admin/assistants/cannabis', { headers: origin() });
    expect(reset.status()).toBe(200);
  }
});

test('[AI-ADMIN] the kill switch makes the panel show the spec’s error text until it is switched off', async ({
  page,
  signIn,
}) => {
  await signIn('admin');
  try {
    await page.goto('/admin/ai-control');
    await expect(page.getByRole('heading', { name: 'AI-beheer', level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Gebruik en kosten' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    // The budget per place: a wrong number is refused in Dutch, a right one (with thousands dots) is saved.
    const perPlace = page.getByLabel('Dagbudget per zaak (tokens)');
    await expect(perPlace).toHaveValue('200.000');
    await perPlace.fill('veel');
    await page.getByRole('button', { name: 'Opslaan' }).click();
    await expect(page.getByText('Vul het dagbudget per zaak in als een heel getal')).toBeVisible();
    await perPlace.fill('150.000');
    await page.getByRole('button', { name: 'Opslaan' }).click();
    await expect(page.getByText('De AI-instellingen zijn opgeslagen.')).toBeVisible();
    await page.reload();
    await expect(page.getByLabel('Dagbudget per zaak (tokens)')).toHaveValue('150.000');

    await page.getByRole('button', { name: 'Noodstop aanzetten' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Alle AI-assistenten uitzetten?' });
    await confirm.getByRole('button', { name: 'Uitzetten' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Assistenten staan uit' })).toBeVisible();

    await page.goto('/');
    await assistantButton(page).click();
    const dialog = panel(page, 'Platform-assistent');
    await ask(dialog, 'Wat zijn de openingstijden?');
    await expect(dialog.getByRole('alert')).toHaveText(CHAT_ERROR);
    await expect(dialog.getByText('De AI-assistenten staan tijdelijk uit. Probeer het later opnieuw.')).toBeVisible();

    await page.goto('/admin/ai-control');
    await page.getByRole('button', { name: 'Assistenten weer aanzetten' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Assistenten staan aan' })).toBeVisible();
  } finally {
    const off = await page.request.put('/api/admin/ai-control/kill-switch', { data: { on: false }, headers: origin() });
    expect(off.status()).toBe(200);
  }
});

test('[AI-ADMIN] the privacy statement names who receives the assistants’ questions and what is not sent', async ({
  page,
  signIn,
}) => {
  await signIn('user');
  await page.goto('/profile?tab=privacy');
  const section = page.getByRole('region', { name: 'AI-assistenten' });
  // The e2e server has no external model: everything stays on the platform.
  await expect(section).toContainText('Je vragen gaan naar geen enkele externe partij.');
  await expect(section).toContainText(
    'Wat we niet meesturen: je naam, e-mailadres, telefoonnummer of account-ID, tenzij je die zelf in je vraag typt.',
  );
});
