import type { Page } from '@playwright/test';
import { confirmationLink, DEMO, expect, newPerson, signInViaApi, signUpViaApi, test } from '../fixtures.ts';

async function fillSignUp(page: Page, person: ReturnType<typeof newPerson>) {
  await page.goto('/auth');
  await page.getByRole('tab', { name: 'Registreren' }).click();
  await page.getByLabel('Voornaam').fill(person.firstName);
  await page.getByLabel('Achternaam').fill(person.lastName);
  await page.getByLabel('Geboortedatum').fill(person.birthDate);
  await page.getByLabel('E-mailadres').fill(person.email);
  await page.getByLabel('Wachtwoord').fill(person.password);
  await page.getByRole('button', { name: 'Account aanmaken' }).click();
}

test('[AUTH] a visitor signs up through the form, confirms the address by the mailed link and lands on the dashboard', async ({
  page,
}) => {
  const person = newPerson();
  await fillSignUp(page, person);
  const notice = page.getByRole('status').filter({ hasText: 'Bevestig je e-mailadres' });
  await expect(notice).toContainText(`We hebben een link gestuurd naar ${person.email}`);
  await notice.getByRole('button', { name: 'Opnieuw sturen' }).click();
  await expect(notice).toContainText('Dan is er een nieuwe link onderweg.');

  // Signing in before confirming is refused with the same notice (ADR 060).
  await page.getByRole('tab', { name: 'Inloggen' }).click();
  await page.getByLabel('E-mailadres').fill(person.email);
  await page.getByLabel('Wachtwoord').fill(person.password);
  await page.getByRole('button', { name: 'Inloggen', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Je e-mailadres is nog niet bevestigd.' })).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/);

  // The link in the mail confirms the address; then the person signs in.
  await page.goto(await confirmationLink(person.email));
  await expect(
    page.getByRole('status').filter({ hasText: 'Je e-mailadres is bevestigd. Log in om verder te gaan.' }),
  ).toBeVisible();
  await page.getByLabel('E-mailadres').fill(person.email);
  await page.getByLabel('Wachtwoord').fill(person.password);
  await page.getByRole('button', { name: 'Inloggen', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: `Welkom, ${person.firstName}` })).toBeVisible();
});

test('[AUTH] sign-up shows Dutch field errors and refuses someone under 18', async ({ page }) => {
  await fillSignUp(page, {
    ...newPerson(),
    birthDate: `${new Date().getFullYear() - 16}-03-01`,
    email: 'geen-email',
    password: 'kort',
  });
  await expect(page.getByText('Je moet 18 jaar of ouder zijn om een account aan te maken', { exact: true })).toBeVisible();
  await expect(page.getByText('Vul een geldig e-mailadres in', { exact: true })).toBeVisible();
  await expect(page.getByText('Wachtwoord moet minimaal 8 tekens hebben', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/);
});

test('[AUTH] signing up with a known address tells nothing on screen and mails the holder', async ({ page, browser }) => {
  const holder = await signUpViaApi(page);
  await page.context().clearCookies();
  await fillSignUp(page, { ...newPerson(), email: holder.email, password: 'Ander-wachtwoord-3' });
  // The same answer as for a new address (ADR 017, ADR 060).
  await expect(page.getByText(`We hebben een link gestuurd naar ${holder.email}.`)).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByText('Er bestaat al een account met dit e-mailadres.')).toHaveCount(0);

  const own = await browser.newPage();
  await signInViaApi(own, holder.email, holder.password);
  const kinds = async () =>
    ((await (await own.request.get('/api/me/mails')).json()) as Array<{ kind: string }>).map((mail) => mail.kind);
  await expect.poll(kinds).toContain('sign_up_attempt');
  await own.goto('/email-dashboard');
  await expect(own.getByText('Iemand probeerde een account te maken met je e-mailadres')).toBeVisible();
  await own.close();
});

test('[AUTH] the demo user sees the Demo Account dashboard', async ({ page }) => {
  await signInViaApi(page, DEMO.demo);
  await page.goto('/dashboard');
  await expect(page.getByText('Demo Account', { exact: true })).toBeVisible();
  await expect(page.getByText(/alleen-lezen/)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Klaar voor het echte werk?' })).toBeVisible();
  // The upgrade banner leads to the plans (issue 22) and the assistant.
  await page.getByRole('link', { name: 'Bekijk abonnementen' }).click();
  await expect(page).toHaveURL(/\/abonnementen$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Abonnementen' })).toBeVisible();
});

test('[AUTH] sign-out ends on / and clears the session even when the server call fails', async ({ page }) => {
  await signUpViaApi(page);
  await page.goto('/dashboard');
  await page.route('**/api/auth/sign-out', (route) => route.abort());
  await page.getByRole('button', { name: 'Gebruikersmenu' }).click();
  await page.getByRole('menuitem', { name: 'Uitloggen' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Inloggen' })).toBeVisible();
});

test('[AUTH] a forgotten password is reset through the e-mailed link, which only its recipient can read', async ({
  page,
  browser,
}) => {
  const person = await signUpViaApi(page);
  // The person is still signed in on their phone, where /email-dashboard shows their own mail.
  const phone = await browser.newPage();
  await signInViaApi(phone, person.email, person.password);
  await page.context().clearCookies();
  await page.goto('/auth');
  await page.getByRole('button', { name: 'Wachtwoord vergeten?' }).click();
  await page.getByLabel('E-mailadres').fill(person.email);
  await page.getByRole('button', { name: 'Stuur resetlink' }).click();
  await expect(page.getByText(/resetlink verstuurd/)).toBeVisible();

  const resetMail = async () => {
    const mails = (await (await phone.request.get('/api/me/mails')).json()) as Array<{ text: string; kind: string }>;
    return mails.find((item) => item.kind === 'password_reset')?.text.match(/http\S+/)?.[0];
  };
  await expect.poll(resetMail).toContain('/api/auth/reset-password/');
  const link = await resetMail();
  await phone.close();

  // An admin sees that the mail went out, but not the link (ADR 017).
  const admin = await browser.newPage();
  await signInViaApi(admin, DEMO.admin);
  const outbox = await admin.request.get(`/api/admin/outbox?to=${encodeURIComponent(person.email)}`);
  const mail = (await outbox.json()) as { items: Array<{ text: string; kind: string }> };
  const listed = mail.items.find((item) => item.kind === 'password_reset')?.text;
  expect(listed).toContain('[verborgen: alleen zichtbaar voor de ontvanger]');
  expect(listed).not.toContain('/api/auth/reset-password/');
  await admin.close();

  await page.goto(link as string);
  await expect(page).toHaveURL(/\/auth\?token=/);
  await page.getByLabel('Nieuw wachtwoord').fill('Nieuw-wachtwoord-77');
  await page.getByRole('button', { name: 'Wachtwoord opslaan' }).click();
  await expect(page.getByText(/wachtwoord is gewijzigd/)).toBeVisible();
  await page.getByLabel('E-mailadres').fill(person.email);
  await page.getByLabel('Wachtwoord').fill('Nieuw-wachtwoord-77');
  await page.getByRole('button', { name: 'Inloggen', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});
