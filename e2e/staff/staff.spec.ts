import type { Browser, Page } from '@playwright/test';
import { expect, signUpViaApi, test } from '../fixtures.ts';

/** The invitation link in the invitee's own mail (GET /api/me/mails: the recipient reads it whole, ADR 017). */
async function invitationPath(invitee: Page): Promise<string> {
  await expect
    .poll(async () => {
      const mails = (await (await invitee.request.get('/api/me/mails')).json()) as Array<{ kind: string; text: string }>;
      return mails.find((mail) => mail.kind === 'staff_invitation')?.text ?? '';
    })
    .toContain('/uitnodiging/');
  const mails = (await (await invitee.request.get('/api/me/mails')).json()) as Array<{ kind: string; text: string }>;
  const text = mails.find((mail) => mail.kind === 'staff_invitation')?.text ?? '';
  return /\/uitnodiging\/[\w-]+/.exec(text)?.[0] ?? '';
}

async function newPage(browser: Browser) {
  const context = await browser.newContext();
  return { context, page: await context.newPage() };
}

test('[STAFF] an owner invites a manager by e-mail, who signs in from the link, accepts and changes a price', async ({
  page,
  browser,
  ownedShop: shop,
}) => {
  const { context, page: invitee } = await newPage(browser);
  const person = await signUpViaApi(invitee);

  // The owner invites from the shop's management, Medewerkers tab.
  await page.goto('/coffeeshop-manager');
  await page.getByRole('tab', { name: 'Medewerkers' }).click();
  await expect(page.getByRole('heading', { name: 'Medewerkers' })).toBeVisible();
  await page.getByLabel('E-mailadres').fill(person.email);
  await page.getByRole('checkbox', { name: 'Menu' }).check();
  await page.getByRole('button', { name: 'Uitnodiging versturen' }).click();
  const open = page.getByRole('list', { name: 'Open uitnodigingen' });
  await expect(open.getByText(person.email)).toBeVisible();

  // The invitee opens the link signed out: sign in first, then back to the invitation.
  const path = await invitationPath(invitee);
  await context.clearCookies();
  await invitee.goto(path);
  await expect(invitee.getByText(`Je bent uitgenodigd om coffeeshop ${shop.name} mee te beheren.`)).toBeVisible();
  await invitee.getByRole('link', { name: 'Inloggen of registreren' }).click();
  await invitee.getByLabel('E-mailadres').fill(person.email);
  await invitee.getByLabel('Wachtwoord').fill(person.password);
  await invitee.getByRole('button', { name: 'Inloggen', exact: true }).click();
  await expect(invitee).toHaveURL(new RegExp(`${path}$`));
  await invitee.getByRole('button', { name: 'Uitnodiging aannemen' }).click();
  await expect(invitee.getByText(`Gelukt: je beheert nu ${shop.name}.`)).toBeVisible();

  // As a manager with the menu right, the invitee changes a price.
  await invitee.getByRole('link', { name: 'Naar het beheer' }).click();
  const product = shop.products[0];
  if (!product) throw new Error('ownedShop has products');
  await invitee.getByRole('button', { name: `Bewerken: ${product.naam}` }).click();
  const form = invitee.getByRole('form', { name: 'Product bewerken' });
  await form.getByLabel('Prijs (€)').first().fill('13,50');
  const saved = invitee.waitForResponse((r) => r.request().method() === 'PATCH' && r.url().endsWith(product.id));
  await form.getByRole('button', { name: 'Opslaan' }).click();
  expect((await saved).status()).toBe(200);

  // The owner sees the new manager with the menu right; the invitation is no longer open.
  await page.reload();
  await page.getByRole('tab', { name: 'Medewerkers' }).click();
  const managers = page.getByRole('table', { name: 'Beheerders' });
  await expect(managers.getByText(person.email)).toBeVisible();
  await expect(
    page
      .getByRole('group', { name: `Rechten van ${person.firstName} ${person.lastName}` })
      .getByRole('checkbox', { name: 'Menu' }),
  ).toBeChecked();
  await expect(page.getByRole('list', { name: 'Open uitnodigingen' })).toHaveCount(0);
  await context.close();
});

test('[STAFF] a manager without the menu right gets 403 on the menu; a used link is refused in Dutch', async ({
  page,
  browser,
  ownedShop: shop,
}) => {
  const origin = test.info().project.use.baseURL as string;
  const { context, page: invitee } = await newPage(browser);
  const person = await signUpViaApi(invitee);
  const invited = await page.request.post(`/api/places/coffeeshop/${shop.id}/staff/invitations`, {
    headers: { origin },
    data: { email: person.email, permissions: ['screens'] },
  });
  expect(invited.status(), await invited.text()).toBe(201);
  const path = await invitationPath(invitee);
  await invitee.goto(path);
  await invitee.getByRole('button', { name: 'Uitnodiging aannemen' }).click();
  await expect(invitee.getByText(`Gelukt: je beheert nu ${shop.name}.`)).toBeVisible();

  const product = shop.products[0];
  const refused = await invitee.request.patch(`/api/menu/shops/${shop.id}/products/${product?.id}`, {
    headers: { origin },
    data: { prijzen: { '1g': 1 } },
  });
  expect(refused.status()).toBe(403);
  expect(((await refused.json()) as { message: string }).message).toBe('Je mag het menu van deze zaak niet beheren.');
  expect((await invitee.request.get(`/api/menu/shops/${shop.id}/screens`)).status()).toBe(200);
  // The shop's management shows neither the menu nor the staff tab to a screens-only manager.
  await invitee.goto('/coffeeshop-manager');
  await expect(invitee.getByText('Je mag het menu en de medewerkers van deze coffeeshop niet beheren.')).toBeVisible();
  await expect(invitee.getByRole('tab')).toHaveCount(0);

  await invitee.goto(path);
  await expect(invitee.getByRole('alert')).toHaveText('Deze uitnodiging is al gebruikt.');
  await context.close();
});
