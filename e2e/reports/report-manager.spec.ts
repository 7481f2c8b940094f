import { readFile } from 'node:fs/promises';
import { expect, test } from '../fixtures.ts';

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36';

/*
 * Issue 20 items 9–10: visitors look at a venue's page; its owner's report counts those visits per day, beside the
 * period before, with the searches, menu imports and popular dishes sections, and the CSV download holds the same
 * numbers; the owner opts into the weekly summary e-mail (ADR 061).
 */
test('[REPORTS] an owner sees the visits of their venue page and downloads the same numbers as CSV', async ({
  page,
  browser,
  ownedVenue,
}) => {
  test.slow();
  const visitor = await browser.newContext({ userAgent: BROWSER });
  const guest = await visitor.newPage();
  const venuePath = `/horeca/${ownedVenue.plaatsSlug}/${ownedVenue.slug}`;
  for (let visit = 0; visit < 3; visit++) {
    const stored = guest.waitForResponse((response) => response.url().endsWith('/api/analytics/events'));
    await guest.goto(visit === 1 ? `${venuePath}/reserveren` : venuePath);
    expect((await stored).status()).toBe(202);
  }
  await visitor.close();

  await page.goto('/dashboard');
  await page.getByRole('link', { name: /Rapportages/ }).click();
  await expect(page).toHaveURL(/\/report-manager$/);
  await expect(page.getByRole('heading', { name: 'Rapportages', level: 1 })).toBeVisible();
  await expect(page.getByLabel('Zaak', { exact: true })).toHaveValue(`venue:${ownedVenue.id}`);

  const summary = page.getByRole('list', { name: 'Samenvatting' });
  await expect(summary.locator('[data-metric="pageViews"]')).toHaveText('3');
  await expect(summary.locator('[data-metric="visitors"]')).toHaveText('1');
  // The figures of issue 20's rest: searches that led here and menu imports for every place, reservations for venues.
  await expect(summary.getByText('Via zoeken')).toBeVisible();
  await expect(summary.getByText('Menu-imports')).toBeVisible();
  await expect(summary.getByText('Vorige periode: 0')).toHaveCount(8);
  await expect(page.getByRole('heading', { name: 'Populaire gerechten', level: 2 })).toBeVisible();

  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'CSV downloaden' }).click();
  const file = await download;
  const csv = await readFile(await file.path(), 'utf8');
  const [perDay = '', dishes = ''] = csv.split('\r\n\r\n');
  const [header, ...days] = perDay.split('\r\n');
  expect(header).toBe(
    'datum;paginaweergaven;bezoekers;nieuwe favorieten;via zoeken;menu-imports;reserveringen;couverts;no-shows',
  );
  expect(days).toHaveLength(28);
  const total = (column: number) => days.reduce((sum, line) => sum + Number(line.split(';')[column]), 0);
  // The CSV holds the numbers the page shows.
  expect(total(1)).toBe(3);
  await expect(summary.locator('[data-metric="searchClicks"]')).toHaveText(String(total(4)));
  await expect(summary.locator('[data-metric="reservations"]')).toHaveText(String(total(6)));
  expect(dishes.split('\r\n')[0]).toBe('gerecht;weergaven;weergaven vorige periode');

  // The weekly summary: opted into with the keyboard, still on after a reload.
  const weekly = page.getByRole('checkbox', { name: 'Stuur me elke maandag een weekoverzicht per e-mail' });
  await expect(weekly).toBeEnabled();
  await expect(weekly).not.toBeChecked();
  await weekly.focus();
  await page.keyboard.press('Space');
  await expect(page.getByText('Je krijgt voortaan elke maandag een weekoverzicht.')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('checkbox', { name: 'Stuur me elke maandag een weekoverzicht per e-mail' })).toBeChecked();

  // A range that ends before it starts is refused in the form, in Dutch.
  await page.getByLabel('Tot en met').fill('2020-01-01');
  await expect(page.getByText('De einddatum ligt voor de begindatum')).toBeVisible();
});

test("[REPORTS] a screen showing the menu counts as a menu view in its shop owner's report and CSV", async ({
  page,
  browser,
  ownedShop: shop,
}) => {
  const baseURL = test.info().project.use.baseURL as string;
  const screen = (await (
    await page.request.post(`/api/menu/shops/${shop.id}/screens`, {
      data: { name: 'Toonbank rapport' },
      headers: { origin: baseURL },
    })
  ).json()) as { token: string };

  // The TV shows the menu and says so; a reload in the same hour counts no second view (ADR 076).
  const hour = () => Math.floor(Date.now() / 3_600_000);
  const firstHour = hour();
  const tv = await browser.newPage();
  for (let load = 0; load < 2; load++) {
    const counted = tv.waitForResponse((response) => response.url().endsWith(`/api/screens/${screen.token}/menu-views`));
    await (load === 0 ? tv.goto(`/coffeeshop/${shop.id}/menu?screen=${screen.token}`) : tv.reload());
    expect((await counted).status()).toBe(204);
  }
  await tv.close();
  // Two loads on either side of a full hour are two views, rightly: the figure is screen-hours.
  const expected = hour() === firstHour ? 1 : 2;

  await page.goto('/report-manager');
  await expect(page.getByLabel('Zaak', { exact: true })).toHaveValue(`coffeeshop:${shop.id}`);
  const summary = page.getByRole('list', { name: 'Samenvatting' });
  await expect(summary.getByText('Menuweergaven op schermen')).toBeVisible();
  await expect(summary.locator('[data-metric="screenMenuViews"]')).toHaveText(String(expected));

  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'CSV downloaden' }).click();
  const csv = await readFile(await (await download).path(), 'utf8');
  const [header = '', ...days] = csv.trim().split('\r\n');
  const column = header.split(';').indexOf('menuweergaven op schermen');
  expect(column).toBeGreaterThan(0);
  expect(days.reduce((sum, line) => sum + Number(line.split(';')[column]), 0)).toBe(expected);
});

test('[REPORTS] /report-manager shows a visitor the reports landing page and a signed-in owner the reports', async ({
  page,
  signIn,
}) => {
  // A public page now: answered with its own title (the account is known only in the browser, ADR 066).
  const html = await (await page.request.get('/report-manager')).text();
  expect(html).toContain('<title>Rapportages — ');
  // A visitor stays on /report-manager (no redirect to /auth) and reads the landing page with its one call to action.
  await page.goto('/report-manager');
  await expect(page).toHaveURL(/\/report-manager$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Rapportages die je begrijpt' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Vraag een demo aan' })).toHaveAttribute('href', '/rapportages-contact');
  await expect(page.getByText(/Bezoekers worden geteld zonder cookies/)).toHaveCount(0);

  await signIn('user');
  await page.goto('/report-manager');
  await expect(page.getByRole('heading', { level: 1, name: 'Rapportages', exact: true })).toBeVisible();
  await expect(page.getByText(/Bezoekers worden geteld zonder cookies/)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Rapportages die je begrijpt' })).toHaveCount(0);
});

test('[REPORTS] an admin sees the whole platform: every place summed, sign-ups and places online, as CSV too', async ({
  page,
  signIn,
}) => {
  await signIn('admin');
  await page.goto('/report-manager');
  await expect(page.getByRole('heading', { name: 'Rapportages', level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'Heel platform' }).click();
  await expect(page).toHaveURL(/\/report-manager\?scope=platform$/);
  await expect(page.getByRole('link', { name: 'Heel platform' })).toHaveAttribute('aria-current', 'page');
  const summary = page.getByRole('list', { name: 'Samenvatting' });
  await expect(summary.getByText('Aanmeldingen')).toBeVisible();
  await expect(summary.getByText('Zaken online')).toBeVisible();
  await expect(summary.getByText('Schermminuten online')).toBeVisible();
  const online = Number((await summary.locator('[data-metric="activePlaces"]').textContent())?.replace(/\D/g, ''));
  expect(online).toBeGreaterThan(0);

  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'CSV downloaden' }).click();
  const csv = await readFile(await (await download).path(), 'utf8');
  const [header, ...days] = csv.trim().split('\r\n');
  expect(header?.endsWith(';aanmeldingen;zaken online')).toBe(true);
  expect(days).toHaveLength(28);
  // Places online on the last day (other specs add places meanwhile, so not compared with the card exactly).
  expect(Number(days.at(-1)?.split(';').at(-1))).toBeGreaterThan(0);
});
