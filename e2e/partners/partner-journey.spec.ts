import type { Browser, Page } from '@playwright/test';
import { expect, signUpViaApi, test } from '../fixtures.ts';

/** A 1×1 PNG: the smallest image the upload pipeline accepts. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** The newest mail of `kind` in the signed-in person's own mails (the recipient reads it whole, ADR 017). */
async function mailText(person: Page, kind: string, contains: string): Promise<string> {
  const text = async () => {
    const mails = (await (await person.request.get('/api/me/mails')).json()) as Array<{ kind: string; text: string }>;
    return mails.find((mail) => mail.kind === kind)?.text ?? '';
  };
  await expect.poll(text).toContain(contains);
  return text();
}

async function newPage(browser: Browser) {
  const context = await browser.newContext();
  return { context, page: await context.newPage() };
}

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

test('[PARTNERS] an invited partner fills its page, posts a vacancy and an item; a visitor asks to order it and the partner sees it', async ({
  page,
  browser,
  signIn,
}) => {
  // Three people in one journey (admin, member, visitor): more steps than the default time allows on a busy machine.
  test.slow();
  const unique = Date.now().toString(36);
  const partnerName = `Schermen Zuid ${unique}`;
  const jobTitle = `Installateur schermen ${unique}`;
  const itemName = `T-shirt Schermen Zuid ${unique}`;
  const { context: memberContext, page: member } = await newPage(browser);
  const person = await signUpViaApi(member);

  // The admin invites the partner organisation by e-mail.
  await signIn('admin');
  await page.goto('/admin/partners');
  await page.getByLabel('Naam', { exact: true }).fill(partnerName);
  await page.getByLabel('Soort partner').selectOption('schermen');
  await page.getByLabel('Contact-e-mailadres').fill(person.email);
  await page.getByRole('button', { name: 'Uitnodiging versturen' }).click();
  await expect(page.getByRole('cell', { name: partnerName, exact: true })).toBeVisible();

  // The invitee reads the invitation in their mail and accepts it.
  const invitation = await mailText(member, 'partner_invitation', '/partner-uitnodiging/');
  await member.goto(/\/partner-uitnodiging\/[\w-]+/.exec(invitation)?.[0] ?? '');
  await member.getByRole('button', { name: 'Uitnodiging aannemen' }).click();
  await member.getByRole('link', { name: 'Naar het partnerdashboard' }).click();
  await expect(member.getByRole('heading', { name: 'Partnerdashboard' })).toBeVisible();

  // The member fills the page.
  await member.getByLabel('Beschrijving', { exact: true }).fill('Menuschermen en digitale borden voor coffeeshops.');
  await member.getByLabel('Regio').fill('Noord-Brabant');
  await member.getByRole('button', { name: 'Pagina opslaan' }).click();
  await expect(member.getByText('Partnerpagina opgeslagen')).toBeVisible();

  // … posts a vacancy …
  await member.getByRole('button', { name: 'Vacature plaatsen' }).click();
  await member.getByLabel('Functietitel').fill(jobTitle);
  await member.getByLabel('Plaats', { exact: true }).fill('Eindhoven');
  await member.getByLabel('Minimaal uren per week').fill('32');
  await member.getByLabel('Maximaal uren per week').fill('40');
  await member.getByLabel('Minimumsalaris (€)').fill('2900');
  await member.getByLabel('Maximumsalaris (€)').fill('3500');
  await member.getByLabel('Sluitingsdatum').fill(inDays(30));
  await member.getByLabel('Omschrijving').fill('Je hangt schermen op en sluit ze aan bij onze klanten in de regio.');
  await member.getByRole('button', { name: 'Vacature opslaan' }).click();
  await expect(member.getByText('Vacature opgeslagen')).toBeVisible();

  // … and a merchandise item with a photo and two sizes.
  await member.getByRole('button', { name: 'Artikel toevoegen' }).click();
  const itemForm = member.getByRole('form', { name: 'Nieuw artikel' });
  await itemForm.getByLabel('Naam').fill(itemName);
  await itemForm.getByLabel('Prijs in euro (bijv. 19,95)').fill('19,95');
  await itemForm.getByLabel('Beschrijving').fill('Zwart katoenen shirt met ons logo op de borst.');
  await itemForm.getByRole('button', { name: 'Maat toevoegen' }).click();
  await itemForm.getByLabel('Maat 1', { exact: true }).fill('M');
  await itemForm.getByLabel('Voorraad maat 1').fill('5');
  await itemForm.getByRole('button', { name: 'Maat toevoegen' }).click();
  await itemForm.getByLabel('Maat 2', { exact: true }).fill('L');
  await itemForm.getByLabel('Voorraad maat 2').fill('2');
  await itemForm.getByLabel("Foto's (JPEG, PNG of WebP, max. 10 MB)").setInputFiles({
    name: 'shirt.png',
    mimeType: 'image/png',
    buffer: PNG,
  });
  await expect(member.getByText('Foto toegevoegd')).toBeVisible();
  await itemForm.getByLabel('Publiceren (zichtbaar op de website)').check();
  await itemForm.getByRole('button', { name: 'Artikel opslaan' }).click();
  await expect(member.getByText('Artikel opgeslagen')).toBeVisible();
  await expect(member.getByText(itemName)).toBeVisible();

  // The admin approves the partner: its page, vacancy and item go public.
  await page.reload();
  await page.getByRole('button', { name: `${partnerName} goedkeuren` }).click();
  await expect(page.getByRole('button', { name: `${partnerName} offline halen` })).toBeVisible();

  // A visitor (signed out) finds the item on the partner's page and opens /merchandise/{id}.
  const { context: visitorContext, page: visitor } = await newPage(browser);
  await visitor.goto('/partners');
  await visitor.getByLabel('Zoeken').fill(unique);
  await visitor.getByRole('link', { name: partnerName }).click();
  await expect(visitor.getByRole('link', { name: jobTitle })).toBeVisible();
  await visitor.getByRole('link', { name: itemName }).click();
  await expect(visitor).toHaveURL(/\/merchandise\/[0-9a-f-]{36}$/);
  await expect(visitor.getByRole('heading', { level: 1, name: itemName })).toBeVisible();
  await expect(visitor.getByText('€ 19,95')).toBeVisible();
  await expect(visitor.getByText('7 op voorraad')).toBeVisible();

  // More than the stock of a size is refused in Dutch; then the visitor asks for two.
  const buyer = `sanne.${unique}@voorbeeld.nl`;
  await visitor.getByLabel('Naam', { exact: true }).fill('Sanne de Vries');
  await visitor.getByLabel('E-mailadres').fill(buyer);
  await visitor.getByLabel('Maat').selectOption('L');
  await visitor.getByLabel('Aantal').fill('3');
  await visitor.getByLabel('Bericht (optioneel)').fill('Kan ik het shirt ophalen in Eindhoven?');
  await visitor.getByRole('button', { name: 'Bestelaanvraag versturen' }).click();
  await expect(visitor.getByText('Er zijn nog maar 2 op voorraad in maat L; bestel er hoogstens 2')).toBeVisible();
  await visitor.getByLabel('Aantal').fill('2');
  await visitor.getByRole('button', { name: 'Bestelaanvraag versturen' }).click();
  await expect(visitor.getByText('Bedankt! Je bestelaanvraag is verstuurd.', { exact: false })).toBeVisible();

  // The member gets the request by mail and sees it on the dashboard.
  await mailText(member, 'merchandise_order', 'Sanne de Vries');
  await member.reload();
  const orders = member.getByRole('list', { name: 'Bestelaanvragen' });
  await expect(orders.getByText(`2 × ${itemName} · maat L`)).toBeVisible();
  await expect(orders.getByText('Kan ik het shirt ophalen in Eindhoven?')).toBeVisible();
  await expect(orders.getByRole('link', { name: buyer })).toBeVisible();
  await visitorContext.close();
  await memberContext.close();
});
