import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from '@playwright/test';
import { expect, signUpViaApi, test } from '../fixtures.ts';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** A new account, in its own browser context, made a manager of the owner's shop through the invitation mail. */
async function managerOf(browser: Browser, owner: Page, shopId: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const person = await signUpViaApi(page);
  const origin = test.info().project.use.baseURL as string;
  const invited = await owner.request.post(`/api/places/coffeeshop/${shopId}/staff/invitations`, {
    data: { email: person.email, permissions: ['details'] },
    headers: { origin },
  });
  expect(invited.status(), await invited.text()).toBe(201);
  const mails = (await (await page.request.get('/api/me/mails')).json()) as Array<{ kind: string; text: string }>;
  const token = /\/uitnodiging\/([\w-]+)/.exec(mails.find((mail) => mail.kind === 'staff_invitation')?.text ?? '')?.[1];
  const accepted = await page.request.post(`/api/invitations/${token}/accept`, { headers: { origin } });
  expect(accepted.status(), await accepted.text()).toBe(200);
  return { context, page };
}

test('[SOCIAL] a manager’s "2 voor 1" post is blocked with its reason; another is approved by the owner and scheduled', async ({
  page,
  browser,
  ownedShop: shop,
}) => {
  const { context, page: manager } = await managerOf(browser, page, shop.id);
  await manager.goto('/social-manager');
  await expect(manager.getByRole('heading', { name: 'Social manager', level: 1 })).toBeVisible();
  await manager.getByRole('button', { name: 'Nieuw bericht' }).click();
  const composer = manager.getByRole('form', { name: 'Nieuw bericht' });

  // The law check blocks a promotion, with its reason and source; the platform check only warns.
  await composer.getByLabel('Tekst').fill('Deze vrijdag 2 voor 1 op alle pre-rolls!');
  const law = composer.getByRole('region', { name: 'Nederlandse wet' });
  await expect(law.getByRole('alert')).toHaveText('Dit bericht kan niet worden ingepland. Pas de tekst aan:');
  await expect(law).toContainText('“2 voor 1” — Verboden term: Reclame voor de verkoop van cannabis is verboden');
  await expect(law.getByRole('link', { name: /Bron: Opiumwet/ })).toHaveAttribute(
    'href',
    'https://wetten.overheid.nl/BWBR0001941',
  );
  await expect(composer.getByRole('region', { name: 'Regels van de platforms' })).toContainText('Meta verwijdert berichten');
  await expect(composer.getByRole('button', { name: 'Ter goedkeuring indienen' })).toBeDisabled();

  // A neutral post goes to the owner.
  await composer.getByLabel('Tekst').fill('Vanaf vrijdag zijn we open tot 23:00. Legitimatie blijft verplicht.');
  await composer.getByRole('checkbox', { name: 'LinkedIn' }).check();
  await expect(composer.getByRole('list', { name: 'Voorbeeld per netwerk' }).getByRole('listitem')).toHaveCount(2);
  await expect(law).toContainText('Geen bezwaren gevonden');
  await composer.getByRole('button', { name: 'Ter goedkeuring indienen' }).click();
  await expect(manager.getByText('Bericht ingediend: de eigenaar krijgt een e-mail')).toBeVisible();
  const waiting = manager.getByRole('region', { name: 'Wacht op goedkeuring van de eigenaar' });
  await expect(waiting.getByText('Wacht op goedkeuring', { exact: true })).toBeVisible();
  await expect(waiting.getByRole('button', { name: 'Goedkeuren en inplannen' })).toHaveCount(0);
  await context.close();

  // The owner approves it; it is scheduled.
  await page.goto('/social-manager');
  const pending = page.getByRole('region', { name: 'Wacht op jouw goedkeuring' });
  await expect(pending.getByText('Vanaf vrijdag zijn we open tot 23:00.')).toBeVisible();
  await pending.getByRole('button', { name: 'Goedkeuren en inplannen' }).click();
  await expect(page.getByText('Bericht goedgekeurd en ingepland')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Wacht op jouw goedkeuring' })).toHaveCount(0);
  const from = new Date().toISOString();
  const to = new Date(Date.now() + 14 * 86_400_000).toISOString();
  const calendar = (await (
    await page.request.get(`/api/social/places/coffeeshop/${shop.id}/posts?${new URLSearchParams({ from, to })}`)
  ).json()) as { posts: Array<{ text: string; status: string; networks: string[] }> };
  expect(calendar.posts).toEqual([
    expect.objectContaining({
      status: 'scheduled',
      networks: ['facebook', 'linkedin'],
      text: 'Vanaf vrijdag zijn we open tot 23:00. Legitimatie blijft verplicht.',
    }),
  ]);
});

test('[SOCIAL] the social manager with the composer open has no serious or critical axe violations', async ({
  page,
  ownedShop,
}) => {
  await page.goto('/social-manager');
  await expect(page.getByRole('heading', { name: 'Social manager', level: 1 })).toBeVisible();
  await expect(page.getByLabel('Zaak')).toHaveValue(`coffeeshop:${ownedShop.id}`);
  await page.getByRole('button', { name: 'Nieuw bericht' }).click();
  await page.getByLabel('Tekst').fill('Nieuwe wiet uit Limburg, 2 voor 1!');
  await expect(page.getByRole('region', { name: 'Nederlandse wet' }).getByRole('alert')).toBeVisible();
  // The page's own content; the shared header is checked by the shell's specs.
  const results = await new AxeBuilder({ page }).include('#main').withTags(WCAG_TAGS).analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
  expect(serious).toEqual([]);
});

test('[SOCIAL] "Help me schrijven" fills in a post from the shop’s data and rewrites a promotion; nothing is saved', async ({
  page,
  ownedShop: shop,
}) => {
  await page.goto('/social-manager');
  await page.getByRole('button', { name: 'Nieuw bericht' }).click();
  const composer = page.getByRole('form', { name: 'Nieuw bericht' });
  const text = composer.getByLabel('Tekst');

  // An empty text: a post from the shop's own data (no language model on the e2e server), within X's 280 characters.
  await composer.getByRole('checkbox', { name: 'X', exact: true }).check();
  await composer.getByRole('button', { name: 'Help me schrijven' }).click();
  await expect(text).toHaveValue(/^Welkom bij /);
  expect([...(await text.inputValue())].length).toBeLessThanOrEqual(280);
  await expect(composer.getByRole('status')).toContainText('Voorstel uit de gegevens van je zaak ingevuld');

  // A promotion: the law check's own rewrite, which the law panel then clears; the previous text can come back.
  const promotion = 'Deze week 20% korting op alle soorten! Tot ziens aan de Oudegracht.';
  await text.fill(promotion);
  const law = composer.getByRole('region', { name: 'Nederlandse wet' });
  await expect(law.getByRole('alert')).toBeVisible();
  await composer.getByRole('button', { name: 'Help me schrijven' }).click();
  await expect(composer.getByRole('status')).toContainText('Je tekst is herschreven waar de wetscheck bezwaar had');
  await expect(text).not.toHaveValue(/20% korting/);
  await expect(law.getByRole('alert')).toHaveCount(0);
  await composer.getByRole('button', { name: 'Vorige tekst terugzetten' }).click();
  await expect(text).toHaveValue(promotion);

  const from = new Date(Date.now() - 86_400_000).toISOString();
  const to = new Date(Date.now() + 30 * 86_400_000).toISOString();
  const calendar = (await (
    await page.request.get(`/api/social/places/coffeeshop/${shop.id}/posts?${new URLSearchParams({ from, to })}`)
  ).json()) as { posts: unknown[] };
  expect(calendar.posts).toEqual([]);
});
