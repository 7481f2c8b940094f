import { expect, test } from '../fixtures.ts';

/** A Dutch calendar date some days from now (the owned venue opens every day). */
const dateAhead = (days: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Amsterdam' }).format(new Date(Date.now() + days * 86_400_000));

const uniqueSlug = (prefix: string) => `${prefix}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

test('[HORECA] a venue owner generates a site, publishes it, changes the opening hours and the site follows', async ({
  page,
  ownedVenue,
}) => {
  // Generating, publishing, booking through the site and editing hours: several pages' worth on two cores.
  test.slow();
  const slug = uniqueSlug('brasserie');
  await page.goto('/website-generator');
  await expect(page.getByRole('heading', { level: 1, name: 'Websitebouwer' })).toBeVisible();
  await page.getByLabel('Webadres').fill(slug);
  await page.getByLabel('Sjabloon').selectOption({ label: 'Modern — strak, grote koppen, gekleurde kop' });
  await expect(page.getByText('Contrast tekst op achtergrond')).toContainText('voldoet aan WCAG AA');
  await page.getByRole('button', { name: 'Help me schrijven' }).click();
  await expect(page.getByLabel('Introductie op de startpagina')).toHaveValue(new RegExp(`Welkom bij ${ownedVenue.name}`));
  await page.getByRole('button', { name: 'Concept opslaan' }).click();
  await expect(page.getByText('Je website is opgeslagen.')).toBeVisible();

  const preview = page.getByTitle(`Voorbeeld van de website van ${ownedVenue.name}`).contentFrame();
  await expect(preview.getByRole('heading', { level: 1, name: ownedVenue.name })).toBeVisible();

  await page.getByRole('button', { name: 'Publiceren' }).click();
  await expect(page.getByText('Je website staat online.')).toBeVisible();

  await page.goto(`/sites/${slug}`);
  await expect(page.getByRole('heading', { level: 1, name: ownedVenue.name })).toBeVisible();
  await expect(page.getByRole('row', { name: /Maandag/ })).toContainText('12:00–23:00');
  await page.getByRole('link', { name: 'Reserveren', exact: true }).click();
  await expect(page.locator(`iframe[src="/widget/reserveren/${ownedVenue.id}"]`)).toHaveCount(1);
  // The widget opens on request (its app loads only then): by keyboard, as the summary is a native button.
  await page.getByText('Tafel reserveren', { exact: true }).focus();
  await page.keyboard.press('Enter');

  // The site's booking widget books a table, under the platform's own booking rules.
  const widget = page.frameLocator(`iframe[src="/widget/reserveren/${ownedVenue.id}"]`);
  await expect(widget.getByRole('heading', { name: `Reserveren bij ${ownedVenue.name}`, level: 1 })).toBeVisible();
  await widget.getByLabel('Datum', { exact: true }).fill(dateAhead(4));
  await widget.getByLabel('Aantal personen', { exact: true }).selectOption({ label: '2 personen' });
  const slot = widget.getByRole('radio', { name: '19:00', exact: true });
  await slot.locator('..').click();
  await expect(slot).toBeChecked();
  await widget.getByLabel('Naam', { exact: true }).fill('Daan Visser');
  await widget.getByLabel('E-mailadres', { exact: true }).fill(`site.${Date.now()}@voorbeeld.nl`);
  await widget.getByLabel('Telefoonnummer', { exact: true }).fill('06 12345678');
  await widget.getByRole('button', { name: 'Reservering bevestigen' }).click();
  await expect(widget.getByRole('heading', { name: 'Je reservering staat vast' })).toBeVisible();

  // The owner changes Monday's hours in the platform; the site shows them on the next visit.
  await page.goto('/horeca-manager');
  await page.getByRole('tab', { name: 'Gegevens' }).click();
  await expect(page.getByLabel('Naam', { exact: true })).toHaveValue(ownedVenue.name);
  await page.getByLabel('maandag open', { exact: true }).fill('10:00');
  await page.getByRole('button', { name: 'Opslaan', exact: true }).click();
  await expect(page.getByText('Gegevens opgeslagen')).toBeVisible();

  await page.goto(`/sites/${slug}`);
  await expect(page.getByRole('row', { name: /Maandag/ })).toContainText('10:00–23:00');
});

test('[COFFEESHOPS] a coffeeshop’s generated site holds no product name or price', async ({ page, ownedShop }) => {
  const slug = uniqueSlug('coffeeshop');
  await page.goto('/website-generator');
  await page.getByLabel('Webadres').fill(slug);
  await expect(page.getByRole('checkbox', { name: 'Menukaart' })).toHaveCount(0);
  await expect(page.getByRole('checkbox', { name: 'Reserveren' })).toHaveCount(0);
  await expect(page.getByText('Een coffeeshopwebsite toont nooit producten of prijzen')).toBeVisible();
  await page.getByRole('button', { name: 'Concept opslaan' }).click();
  await expect(page.getByText('Je website is opgeslagen.')).toBeVisible();
  await page.getByRole('button', { name: 'Publiceren' }).click();
  await expect(page.getByText('Je website staat online.')).toBeVisible();

  for (const path of ['', '/over', '/contact', '/vacatures']) {
    await page.goto(`/sites/${slug}${path}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const text = await page.locator('body').innerText();
    expect(text).toContain(ownedShop.name);
    for (const product of ownedShop.products) expect(text).not.toContain(product.naam);
    expect(text).not.toMatch(/€\s?\d/);
  }
  const menu = await page.goto(`/sites/${slug}/menu`);
  expect(menu?.status()).toBe(404);
});

test('[MARKETING] a visitor at /website-generator reads what the builder does and tries it on sample data', async ({ page }) => {
  const response = await page.goto('/website-generator');
  // Public (spec §2): the server's HTML has the page's own title (its body waits for the account, ADR 076).
  expect(await response?.text()).toContain('<title>Websitebouwer — ');
  await expect(page.getByRole('heading', { name: 'Websitebouwer', level: 1 })).toBeVisible();
  await expect(page.getByRole('img', { name: 'De websitebouwer met het live voorbeeld van een website' })).toBeVisible();
  await page.getByRole('link', { name: 'Probeer het met voorbeeldgegevens' }).click();
  await expect(page).toHaveURL(/\/website-demo$/);
});
