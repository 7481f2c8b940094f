import type { Browser, Page } from '@playwright/test';
import { DEMO, expect, signInViaApi, signUpViaApi, test } from '../fixtures.ts';

/* /admin/ai-content and standalone pages in the content manager (issue 19 item 6, ADR 056). */

/** The page signs up as a new person whom an admin then makes editor (the permission beside the role). */
async function newEditor(page: Page, browser: Browser, baseURL: string) {
  await signUpViaApi(page);
  const me = (await (await page.request.get('/api/me')).json()) as { user: { id: string } };
  const admin = await (await browser.newContext({ baseURL })).newPage();
  await signInViaApi(admin, DEMO.admin);
  const granted = await admin.request.put(`/api/admin/users/${me.user.id}/editor`, {
    data: { editor: true },
    headers: { origin: baseURL },
  });
  expect(granted.status(), await granted.text()).toBe(200);
  await admin.context().close();
}

test('[CONTENT] an editor drafts a blog post at /admin/ai-content, saves it as draft and finds it in /content-manager', async ({
  page,
  browser,
  baseURL,
}) => {
  test.slow();
  await newEditor(page, browser, baseURL ?? '');
  const title = `Het ingezetenencriterium uitgelegd ${Date.now().toString(36)}`;
  await page.goto('/admin/ai-content');
  await expect(page.getByRole('heading', { level: 1, name: 'AI-content' })).toBeVisible();
  // Scoped to the form: the header has a brand switch labelled "Merk" too.
  const ask = page.getByRole('form', { name: 'Nieuw concept' });
  await ask.getByLabel('Soort').selectOption('blog');
  await ask.getByLabel('Merk').selectOption('cannabis');
  await ask.getByLabel('Onderwerp').fill('het ingezetenencriterium');
  await ask.getByLabel('Toon').selectOption('informatief');
  await ask.getByLabel('Lengte').selectOption('kort');
  await ask.getByLabel("Trefwoorden (gescheiden door komma's)").fill('legitimatie, leeftijd');
  await ask.getByRole('button', { name: 'Concept schrijven' }).click();

  const draft = page.getByRole('form', { name: 'Concept van de assistent' });
  await expect(page.getByText(/De compliancecheck keurt dit concept goed \(\d+%\)\./)).toBeVisible();
  await expect(page.getByText('Geschreven door: ingebouwde assistent (geen taalmodel)')).toBeVisible();
  await expect(draft.getByRole('textbox', { name: 'Tekst' })).toContainText('Het ingezetenencriterium');
  await draft.getByLabel('Titel').fill(title);
  await draft.getByRole('button', { name: 'Opslaan als concept' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Opgeslagen als concept in de content manager.' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Eerder gegenereerd' }).getByText('Opgeslagen').first()).toBeVisible();

  await page.getByRole('link', { name: 'Bekijk het in de content manager' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Content manager' })).toBeVisible();
  const row = page.getByRole('listitem').filter({ hasText: title });
  await expect(row.getByText('Concept')).toBeVisible();
});

test('[CONTENT] an editor publishes a page after its preview and a visitor opens it', async ({ page, browser, baseURL }) => {
  test.slow();
  await newEditor(page, browser, baseURL ?? '');
  const title = `Huisregels van het platform ${Date.now().toString(36)}`;
  const slug = title.toLowerCase().replace(/\s+/g, '-');
  await page.goto('/content-manager');
  await page.getByRole('tab', { name: "Pagina's" }).click();
  await page.getByRole('button', { name: 'Nieuw bericht' }).click();
  const form = page.getByRole('form', { name: 'Nieuw bericht' });
  await expect(form.getByLabel('Soort')).toHaveValue('page');
  await form.getByLabel('Merk').selectOption('hospitality');
  await form.getByLabel('Titel').fill(title);
  const editor = form.getByRole('textbox', { name: 'Tekst' });
  await editor.click();
  await editor.pressSequentially(
    'Op dit platform vind je actuele menu’s, openingstijden en evenementen van zaken in heel Nederland.',
  );
  await form.getByLabel('Nu publiceren').check();
  await form.getByRole('button', { name: 'Voorbeeld bekijken' }).click();
  await expect(form.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await form.getByRole('button', { name: 'Opslaan' }).click();
  const row = page.getByRole('listitem').filter({ hasText: title });
  await expect(row.getByText('Gepubliceerd', { exact: true })).toBeVisible();
  await expect(row.getByRole('link', { name: 'Bekijken' })).toHaveAttribute('href', `/pagina/${slug}`);

  const visitor = await (await browser.newContext({ baseURL })).newPage();
  await visitor.goto(`/pagina/${slug}`);
  await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(visitor.getByText('Op dit platform vind je actuele menu’s')).toBeVisible();
  await visitor.context().close();
});
