import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures.ts';

/* News, blog, events and the content manager (issue 19, ADR 049). */

const NEWS_SLUG = 'nieuwe-regels-voor-coffeeshopreclame-in-2027';
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** Serious and critical WCAG violations on the page (or, signed in, in its main part: the header is not ours). */
async function seriousViolations(page: Page, part?: string): Promise<string[]> {
  const builder = new AxeBuilder({ page }).withTags(WCAG_TAGS);
  const results = await (part ? builder.include(part) : builder).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

/** A moment `seconds` from now as a datetime-local value on the browser's clock (Europe/Amsterdam in the config). */
function localInput(seconds: number): string {
  const at = new Date(Date.now() + seconds * 1000);
  // Swedish writes dates as ISO does: 2026-11-27 12:41:50.
  return new Intl.DateTimeFormat('sv-SE', {
    timeZone: 'Europe/Amsterdam',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  })
    .format(at)
    .replace(' ', 'T');
}

async function writePost(page: Page, title: string, text: string) {
  await page.goto('/content-manager');
  await expect(page.getByRole('heading', { level: 1, name: 'Content manager' })).toBeVisible();
  await page.getByRole('button', { name: 'Nieuw bericht' }).click();
  await page.getByLabel('Titel').fill(title);
  const editor = page.getByRole('textbox', { name: 'Tekst' });
  await editor.click();
  await editor.pressSequentially(text);
}

test('[CONTENT] /nieuws/{slug} and /news/{slug} answer 301 and land on the news detail', async ({ page }) => {
  for (const old of [`/nieuws/${NEWS_SLUG}`, `/news/${NEWS_SLUG}`]) {
    const response = await page.request.get(old, { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers().location).toBe(`/blog/${NEWS_SLUG}`);
  }
  await page.goto(`/nieuws/${NEWS_SLUG}`);
  await expect(page).toHaveURL(new RegExp(`/blog/${NEWS_SLUG}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Nieuwe regels voor coffeeshopreclame in 2027' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('[CONTENT] an editor schedules a blog post that appears at its time', async ({ page, browser, signIn }) => {
  test.slow();
  const title = `Openingstijden rond de feestdagen ${Date.now().toString(36)}`;
  const slug = title.toLowerCase().replace(/\s+/g, '-');
  await signIn('admin');
  await writePost(
    page,
    title,
    'Rond kerst en oud en nieuw wijken de openingstijden van veel zaken af. Kijk op de pagina van de zaak.',
  );
  await page.getByLabel('Inplannen').check();
  // Twenty seconds ahead: the server refuses a moment in the past, and the post must not be public before it.
  await page.getByLabel('Publicatiemoment').fill(localInput(20));
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.getByText('Ingepland: het bericht verschijnt op het gekozen moment.')).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: title }).getByText('Ingepland')).toBeVisible();

  // A visitor: not there yet, then there once its moment has come (the server reads the clock at every request).
  const visitor = await (await browser.newContext()).newPage();
  expect((await visitor.request.get(`/api/posts/${slug}`)).status()).toBe(404);
  await expect.poll(async () => (await visitor.request.get(`/api/posts/${slug}`)).status(), { timeout: 60_000 }).toBe(200);
  await visitor.goto(`/blog/${slug}`);
  await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await visitor.context().close();
});

test('[CONTENT] a cannabis-brand post with "20% korting" is blocked with the reason', async ({ page, signIn }) => {
  const title = `Weekbericht ${Date.now().toString(36)}`;
  await signIn('admin');
  await writePost(page, title, 'Deze week 20% korting op alle producten in onze winkel in Utrecht.');
  await page.getByLabel('Nu publiceren').check();
  await page.getByRole('button', { name: 'Voorbeeld bekijken' }).click();
  await expect(page.getByText(/Compliancecheck: \d+% — zo wordt dit bericht niet gepubliceerd/)).toBeVisible();
  await page.getByRole('button', { name: 'Opslaan' }).click();
  const alert = page.getByRole('alert').filter({ hasText: 'Niet gepubliceerd' });
  await expect(alert).toContainText('Kortingspercentage: "20% korting" — Noem geen kortingen of acties.');
  expect(await seriousViolations(page, 'main')).toEqual([]);
  // Nothing was stored: the editor's list has no such post.
  const posts = (await (await page.request.get('/api/content/posts')).json()) as Array<{ title: string }>;
  expect(posts.map((post) => post.title)).not.toContain(title);
});

test('[CONTENT] a visitor signs up for an event and downloads its .ics', async ({ page, browser, signIn, baseURL }) => {
  const date = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
  await signIn('admin');
  const created = await page.request.post('/api/event-organisers/platform/platform/events', {
    headers: { origin: baseURL ?? '' },
    data: {
      title: `Spreekuur voor ondernemers ${Date.now().toString(36)}`,
      description: 'Stel je vragen over menu’s, schermen en reserveringen aan het team van het platform.',
      date,
      startTime: '16:00',
      endTime: '17:00',
      location: 'Online',
      capacity: 10,
    },
  });
  expect(created.status()).toBe(201);
  const { id, title } = (await created.json()) as { id: string; title: string };

  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(`/event/${id}`);
  await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(visitor.getByText('Nog 10 plaatsen vrij')).toBeVisible();
  expect(await seriousViolations(visitor)).toEqual([]);
  await visitor.getByLabel('Naam').fill('Sanne de Vries');
  await visitor.getByLabel('E-mailadres').fill(`sanne.${Date.now().toString(36)}@voorbeeld.nl`);
  await visitor.getByRole('button', { name: 'Aanmelden' }).click();
  await expect(visitor.getByRole('status').filter({ hasText: 'Je bent aangemeld.' })).toBeVisible();
  await expect(visitor.getByText('Nog 9 plaatsen vrij')).toBeVisible();
  const download = visitor.waitForEvent('download');
  await visitor.getByRole('link', { name: 'Zet in je agenda (.ics)' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^evenement-.+\.ics$/);
  await visitor.context().close();
});

test('[CONTENT] the landing pages and the content manager pass axe', async ({ page, signIn }) => {
  for (const [url, heading] of [
    ['/content-manager-landing', 'De content manager'],
    ['/content-studio-landing', 'Content studio voor partners en zaken'],
  ] as const) {
    await page.goto(url);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    expect(await seriousViolations(page), url).toEqual([]);
  }
  await signIn('admin');
  await page.goto('/content-manager');
  await page.getByRole('button', { name: 'Nieuw bericht' }).click();
  await expect(page.getByRole('textbox', { name: 'Tekst' })).toBeVisible();
  expect(await seriousViolations(page, 'main')).toEqual([]);
});
