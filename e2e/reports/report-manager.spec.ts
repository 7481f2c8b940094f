import { readFile } from 'node:fs/promises';
import { expect, test } from '../fixtures.ts';

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36';

/*
 * Issue 20 items 9–10: visitors look at a venue's page; its owner's report counts those visits per day, beside the
 * period before, and the CSV download holds the same numbers.
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
  await expect(summary.getByText('Vorige periode: 0')).toHaveCount(6);

  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'CSV downloaden' }).click();
  const file = await download;
  const csv = await readFile(await file.path(), 'utf8');
  const [header, ...days] = csv.trim().split('\r\n');
  expect(header).toBe('datum;paginaweergaven;bezoekers;nieuwe favorieten;reserveringen;couverts;no-shows');
  expect(days).toHaveLength(28);
  const total = days.reduce((sum, line) => sum + Number(line.split(';')[1]), 0);
  expect(total).toBe(3);

  // A range that ends before it starts is refused in the form, in Dutch.
  await page.getByLabel('Tot en met').fill('2020-01-01');
  await expect(page.getByText('De einddatum ligt voor de begindatum')).toBeVisible();
});
