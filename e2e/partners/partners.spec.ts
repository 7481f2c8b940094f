import type { Browser, Page } from '@playwright/test';
import { expect, signUpViaApi, test } from '../fixtures.ts';

/** The partner invitation link in the invitee's own mail (the recipient reads it whole, ADR 017). */
async function invitationPath(invitee: Page): Promise<string> {
  const text = async () => {
    const mails = (await (await invitee.request.get('/api/me/mails')).json()) as Array<{ kind: string; text: string }>;
    return mails.find((mail) => mail.kind === 'partner_invitation')?.text ?? '';
  };
  await expect.poll(text).toContain('/partner-uitnodiging/');
  return /\/partner-uitnodiging\/[\w-]+/.exec(await text())?.[0] ?? '';
}

async function newPage(browser: Browser) {
  const context = await browser.newContext();
  return { context, page: await context.newPage() };
}

/** A day `days` ahead as YYYY-MM-DD (the closing date field). */
function inDays(days: number) {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

test('[PARTNERS] an admin invites a partner that fills its page and posts a vacancy; a visitor applies with a CV', async ({
  page,
  browser,
  signIn,
}) => {
  // Four people in one journey (admin, member, visitor): more steps than the default time allows on a busy machine.
  test.slow();
  const unique = Date.now().toString(36);
  const partnerName = `Kassa Noord ${unique}`;
  const jobTitle = `Servicemonteur kassa ${unique}`;
  const { context: memberContext, page: member } = await newPage(browser);
  const person = await signUpViaApi(member);

  // The admin invites the partner organisation by e-mail.
  await signIn('admin');
  await page.goto('/admin/partners');
  await page.getByLabel('Naam', { exact: true }).fill(partnerName);
  await page.getByLabel('Soort partner').selectOption('kassasysteem');
  await page.getByLabel('Contact-e-mailadres').fill(person.email);
  await page.getByRole('button', { name: 'Uitnodiging versturen' }).click();
  await expect(page.getByRole('cell', { name: partnerName, exact: true })).toBeVisible();

  // The invitee accepts from the link in the mail.
  await member.goto(await invitationPath(member));
  await expect(member.getByText(`Je bent uitgenodigd om de partnerpagina van ${partnerName} te beheren.`)).toBeVisible();
  await member.getByRole('button', { name: 'Uitnodiging aannemen' }).click();
  await member.getByRole('link', { name: 'Naar het partnerdashboard' }).click();
  await expect(member.getByRole('heading', { name: 'Partnerdashboard' })).toBeVisible();

  // The member fills the page and posts a vacancy.
  await member.getByLabel('Beschrijving', { exact: true }).fill('Kassasystemen voor coffeeshops en horeca.');
  await member.getByLabel('Regio').fill('Noord-Holland');
  await member.getByRole('button', { name: 'Pagina opslaan' }).click();
  await expect(member.getByText('Partnerpagina opgeslagen')).toBeVisible();
  await member.getByRole('button', { name: 'Vacature plaatsen' }).click();
  await member.getByLabel('Functietitel').fill(jobTitle);
  await member.getByLabel('Plaats', { exact: true }).fill('Amsterdam');
  await member.getByLabel('Minimaal uren per week').fill('24');
  await member.getByLabel('Maximaal uren per week').fill('32');
  await member.getByLabel('Minimumsalaris (€)').fill('2800');
  await member.getByLabel('Maximumsalaris (€)').fill('3400');
  await member.getByLabel('Sluitingsdatum').fill(inDays(30));
  await member.getByLabel('Omschrijving').fill('Je installeert en onderhoudt kassasystemen bij onze klanten.');
  await member.getByRole('button', { name: 'Vacature opslaan' }).click();
  await expect(member.getByText('Vacature opgeslagen')).toBeVisible();
  await expect(member.getByText(jobTitle)).toBeVisible();

  // The admin approves the partner: its page and vacancy go public.
  await page.reload();
  await page.getByRole('button', { name: `${partnerName} goedkeuren` }).click();
  await expect(page.getByRole('button', { name: `${partnerName} offline halen` })).toBeVisible();

  // A visitor (signed out) finds the vacancy on /vacatures and applies with a CV.
  const { context: visitorContext, page: visitor } = await newPage(browser);
  await visitor.goto('/vacatures');
  await visitor.getByLabel('Zoeken').fill(unique);
  await visitor.getByRole('link', { name: jobTitle }).click();
  await expect(visitor.getByRole('heading', { name: jobTitle })).toBeVisible();
  await expect(visitor.getByText('€ 2.800,00 – € 3.400,00 per maand')).toBeVisible();
  await visitor.getByLabel('Naam').fill('Sanne de Vries');
  await visitor.getByLabel('E-mailadres').fill(`sanne.${unique}@voorbeeld.nl`);
  await visitor.getByLabel('Motivatie').fill('Ik heb vijf jaar ervaring met kassasystemen en werk graag bij klanten.');
  await visitor.getByLabel('Cv (PDF of Word, max. 10 MB)').setInputFiles({
    name: 'cv.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\n%%EOF\n'),
  });
  await visitor.getByRole('button', { name: 'Sollicitatie versturen' }).click();
  await expect(visitor.getByText('Bedankt! Je sollicitatie is verstuurd naar de werkgever.')).toBeVisible();

  // The partner's page is public now, and the member sees the application on the dashboard.
  await visitor.goto('/partners');
  await visitor.getByLabel('Zoeken').fill(unique);
  await visitor.getByRole('link', { name: partnerName }).click();
  await expect(visitor.getByRole('heading', { name: partnerName })).toBeVisible();
  await expect(visitor.getByRole('link', { name: jobTitle })).toBeVisible();

  await member.reload();
  const applications = member.getByRole('list', { name: 'Sollicitaties' });
  await expect(applications.getByText('Sanne de Vries')).toBeVisible();
  await expect(applications.getByRole('link', { name: 'Cv downloaden' })).toBeVisible();
  await visitorContext.close();
  await memberContext.close();
});

test('[PARTNERS] an unknown partner shows the not-found page and /partner/{slug} redirects to /partners/{slug}', async ({
  page,
}) => {
  await page.goto('/partner/bestaat-niet');
  await expect(page).toHaveURL(/\/partners\/bestaat-niet$/);
  await expect(page.getByText('404')).toBeVisible();
});
