import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, NO_KEEP_ALIVE, signUpViaApi, test } from '../fixtures.ts';
import { answer, ask, panel } from './panel-helpers.ts';

/** Issue 17 / ADR 044: the assistant's data-changing tools, the maker's AI Review and the owners' conversation pages. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** axe on the page's own content (`main`): the signed-in header is checked with the shell. */
async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).include('main').withTags(WCAG_TAGS).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

test('[ASSISTANT] an owner asks to change stock, confirms, and the stock changed', async ({ page, ownedShop }) => {
  const product = ownedShop.products.find((item) => item.naam === 'Lemon Haze');
  if (!product) throw new Error('Lemon Haze ontbreekt in de eigen coffeeshop');
  const stock = async () => {
    // A connection of its own: the page's UI steps leave the API connection idle for seconds (no-keep-alive.ts).
    const response = await page.request.get(`/api/menu/shops/${ownedShop.id}/products?q=Lemon%20Haze`, {
      headers: NO_KEEP_ALIVE,
    });
    const list = (await response.json()) as { items: Array<{ id: string; voorraad: number }> };
    return list.items.find((item) => item.id === product.id)?.voorraad;
  };
  await page.goto(`/coffeeshops/${ownedShop.plaatsSlug}/${ownedShop.slug}`);
  await expect(page.getByRole('dialog', { name: 'Ben je 18 jaar of ouder?' })).toBeVisible();
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: 'Vraag de assistent over deze coffeeshop' }).click();
  const dialog = panel(page, 'Uilke');
  await ask(dialog, 'Zet de voorraad van Lemon Haze op 20');
  const confirmation = dialog.getByRole('group', { name: 'Bevestig deze actie' });
  await expect(confirmation).toContainText('De voorraad van “Lemon Haze” op 20 zetten.');
  expect(await stock()).toBe(40);
  await confirmation.getByRole('button', { name: 'Bevestigen' }).click();
  const reply = await answer(dialog, 'Uilke');
  await expect(reply).toContainText('staat nu op 20 (was 40)');
  await expect(reply.getByRole('navigation', { name: 'Bronnen' }).getByRole('link').first()).toHaveAttribute(
    'href',
    `/menu-management?shop=${ownedShop.id}&q=Lemon%20Haze`,
  );
  expect(await stock()).toBe(20);
});

test('[COMMUNITY] AI Review of a post with “20% korting” offers no promoting text and says what wrote it', async ({ page }) => {
  await signUpViaApi(page);
  await page.goto('/community-maker');
  await page.getByRole('button', { name: 'Aanmelden als Community Maker' }).click();
  await expect(page.getByText('Aanmelding succesvol!')).toBeVisible();
  await page.getByRole('tab', { name: 'Maken' }).click();
  await page.getByRole('tab', { name: 'Preflight Review' }).click();
  await page.getByLabel('Je tekst').fill('Kom langs in onze coffeeshop: deze week 20% korting op alle soorten!');
  await page.getByRole('button', { name: 'AI Review' }).click();
  const card = page.getByRole('heading', { name: 'Voorgestelde herschrijving' }).locator('..');
  await expect(card).toContainText('Gemaakt door: ingebouwde assistent (geen taalmodel).');
  const proposal = card.locator('blockquote');
  await expect(proposal).toBeVisible();
  await expect(proposal).not.toContainText(/korting|20\s?%/i);
  expect(await seriousViolations(page)).toEqual([]);
  await card.getByRole('button', { name: 'Voorstel gebruiken' }).click();
  await expect(page.getByLabel('Je tekst')).not.toHaveValue(/korting/);

  // The "AI Assistent" writes from the platform's facts, or says it has none.
  await page.getByLabel('Onderwerp voor de AI Assistent').fill('het wietexperiment');
  await page.getByRole('button', { name: 'AI Assistent' }).click();
  await expect(page.getByText('aangewezen telers').first()).toBeVisible();
});

test('[ASSISTANT] /gesprekken-assistent drafts an answer naming the venue’s hours; /gesprekken-management lists conversations', async ({
  page,
  ownedVenue,
}) => {
  // Owners reach it from their dashboard's module cards.
  await page.goto('/dashboard');
  await page.getByRole('link', { name: /Gastvragen/ }).click();
  await expect(page.getByRole('heading', { name: 'Gesprekken-assistent', level: 1 })).toBeVisible();
  await expect(page.getByLabel('Zaak')).toHaveValue(ownedVenue.id);
  await page.getByLabel('Vraag van de gast').fill('Hoe laat zijn jullie zaterdag open?');
  await page.getByRole('button', { name: 'Conceptantwoord maken' }).click();
  const draft = page.getByLabel('Antwoord (aan te passen)');
  await expect(draft).toHaveValue(new RegExp(`Openingstijden van ${ownedVenue.name}: .*zaterdag`));
  await expect(page.getByText('Opgesteld door: ingebouwde assistent (geen taalmodel).')).toBeVisible();
  await draft.fill(`${await draft.inputValue()}\nTot snel!`);
  await expect(draft).toHaveValue(/Tot snel!$/);
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('link', { name: 'Alle gesprekken bekijken' }).click();
  await expect(page.getByRole('heading', { name: 'Gesprekkenbeheer', level: 1 })).toBeVisible();
  await expect(page.getByText('Geen gesprekken gevonden.')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
