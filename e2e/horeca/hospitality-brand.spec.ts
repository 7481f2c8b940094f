import type { Page } from '@playwright/test';
import { DEMO, expect, signInViaApi, test } from '../fixtures.ts';

const HOSPITALITY_PRIMARY = '#c65616';

async function expectHospitalityBrand(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('data-brand', 'hospitality');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Foodee' })).toBeVisible();
  await expect(page.getByText('Coffeeshop Platform')).toHaveCount(0);
  const primary = await page.evaluate(() =>
    getComputedStyle(document.documentElement).getPropertyValue('--brand-primary').trim(),
  );
  expect(primary).toBe(HOSPITALITY_PRIMARY);
}

/** A Dutch date some days ahead that is not a Monday (the seed's dinner venues close on Mondays). */
function dateAhead(days: number): string {
  let at = new Date(Date.now() + days * 86_400_000);
  const weekday = () => new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Amsterdam', weekday: 'short' }).format(at);
  while (weekday() === 'Mon') at = new Date(at.getTime() + 86_400_000);
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Amsterdam' }).format(at);
}

test('[HORECA] the guest link, the manager and the hospitality admin open in the hospitality brand', async ({
  page,
  browser,
}) => {
  // A whole journey through several pages and accounts: near 30 s on a two-core machine, so three times the limit.
  test.slow();
  // A visitor who last used the coffeeshop brand.
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('data-brand', 'cannabis');

  // The link in the guest's confirmation e-mail.
  const venue = (await (await page.request.get('/api/horeca/venues/amsterdam/brasserie-de-kade')).json()) as { id: string };
  const date = dateAhead(6);
  const availability = (await (
    await page.request.get(`/api/horeca/venues/${venue.id}/availability?date=${date}&partySize=2`)
  ).json()) as { slots: Array<{ time: string; available: boolean }> };
  const time = availability.slots.find((slot) => slot.available)?.time;
  const booked = await page.request.post(`/api/horeca/venues/${venue.id}/reservations`, {
    data: { date, time, partySize: 2, name: 'Merk Gast', email: `merk.${Date.now()}@voorbeeld.nl`, phone: '0612345678' },
    headers: { origin: test.info().project.use.baseURL as string },
  });
  expect(booked.status(), await booked.text()).toBe(201);
  const { manageUrl } = (await booked.json()) as { manageUrl: string };
  await page.goto(new URL(manageUrl).pathname);
  await expect(page.getByText('Merk Gast')).toBeVisible();
  await expectHospitalityBrand(page);

  // Venue markers on the map use the hospitality colour.
  await page.goto('/horeca');
  await page.getByRole('figure', { name: /^Kaart met/ }).scrollIntoViewIfNeeded();
  await expect(page.locator('path.leaflet-interactive').first()).toHaveAttribute('stroke', HOSPITALITY_PRIMARY);

  // The owner's manager, for someone whose last brand was cannabis.
  const owner = await browser.newPage();
  await signInViaApi(owner, DEMO.user);
  await owner.goto('/');
  await expect(owner.locator('html')).toHaveAttribute('data-brand', 'cannabis');
  await owner.goto('/horeca-manager');
  await expect(owner.getByRole('heading', { name: 'Horeca-manager', level: 1 })).toBeVisible();
  await expectHospitalityBrand(owner);

  // The hospitality admin pages.
  const admin = await browser.newPage();
  await signInViaApi(admin, DEMO.admin);
  await admin.goto('/');
  await admin.goto('/admin/foodee/establishments');
  await expectHospitalityBrand(admin);
  await admin.goto('/admin/foodee/reservations');
  await expectHospitalityBrand(admin);
});
