import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '../fixtures.ts';

/** A Dutch calendar date some days from now. */
function dateAhead(days: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Amsterdam' }).format(new Date(Date.now() + days * 86_400_000));
}

/** The venue's own website: another origin (127.0.0.1 on a port of its own) that embeds the widget with the snippet. */
async function venueSite(platform: string, venueId: string): Promise<{ url: string; server: Server }> {
  const html = `<!doctype html><html lang="nl"><head><meta charset="utf-8"><title>Eigen website</title></head>
<body><h1>Welkom op onze eigen website</h1>
<div data-foodee-reserveren="${venueId}"></div>
<script src="${platform}/widget/reserveren.js" async></script></body></html>`;
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(html);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/`, server };
}

test('[HORECA] a visitor books a table in the widget on the venue’s own site; the owner sees the reservation', async ({
  page,
  browser,
  ownedVenue,
}) => {
  // Two pages, two origins and a booking: more than one page's worth of work on a two-core machine.
  test.slow();
  const platform = test.info().project.use.baseURL as string;
  const site = await venueSite(platform, ownedVenue.id);
  const date = dateAhead(3);
  const email = `widget.${Date.now()}@voorbeeld.nl`;
  const visitor = await browser.newPage();
  try {
    await visitor.goto(site.url);
    await expect(visitor.getByRole('heading', { name: 'Welkom op onze eigen website' })).toBeVisible();
    const iframe = visitor.locator('iframe[title="Reserveer een tafel"]');
    await expect(iframe).toHaveAttribute('src', `${platform}/widget/reserveren/${ownedVenue.id}`);
    const widget = visitor.frameLocator('iframe[title="Reserveer een tafel"]');
    await expect(widget.getByRole('heading', { name: `Reserveren bij ${ownedVenue.name}`, level: 1 })).toBeVisible();
    // The frame takes the height the widget page reports.
    await expect.poll(() => iframe.evaluate((element: HTMLIFrameElement) => element.style.height)).toMatch(/^\d+px$/);

    await widget.getByLabel('Datum', { exact: true }).fill(date);
    await widget.getByLabel('Aantal personen', { exact: true }).selectOption({ label: '2 personen' });
    const radio = widget.getByRole('radio', { name: '19:00', exact: true });
    await radio.locator('..').click();
    await expect(radio).toBeChecked();
    await widget.getByLabel('Naam', { exact: true }).fill('Noor Bakker');
    await widget.getByLabel('E-mailadres', { exact: true }).fill(email);
    await widget.getByLabel('Telefoonnummer', { exact: true }).fill('06 12345678');
    await widget.getByRole('button', { name: 'Reservering bevestigen' }).click();
    await expect(widget.getByRole('heading', { name: 'Je reservering staat vast' })).toBeVisible();
    await expect(widget.getByText(`We stuurden een bevestiging met agenda-bestand naar ${email}.`)).toBeVisible();
  } finally {
    await visitor.close();
    await new Promise((resolve) => site.server.close(resolve));
  }

  // The owner (the page is signed in as them) sees the booking in the day view.
  await page.goto('/horeca-manager');
  await page.getByLabel('Datum', { exact: true }).fill(date);
  const bookings = page.getByRole('list', { name: 'Reserveringen van de dag' });
  await expect(bookings.getByText(/19:00 · Noor Bakker · 2 personen/)).toBeVisible();

  // Owners find the snippet in their venue's details.
  await page.getByRole('tab', { name: 'Gegevens' }).click();
  await expect(page.getByRole('heading', { name: 'Reserveerwidget voor je eigen website' })).toBeVisible();
  await expect(page.getByLabel('Code voor je website')).toHaveValue(
    `<div data-foodee-reserveren="${ownedVenue.id}"></div>\n<script src="${platform}/widget/reserveren.js" async></script>`,
  );
});
