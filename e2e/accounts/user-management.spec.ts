import type { Page } from '@playwright/test';
import { DEMO, expect, signInViaApi, signUpViaApi, test } from '../fixtures.ts';

function origin() {
  return { origin: test.info().project.use.baseURL as string };
}

async function findUser(admin: Page, email: string) {
  await admin.goto('/user-management');
  await admin.getByLabel('Zoeken op naam of e-mail').fill(email);
  const row = admin.getByRole('row').filter({ hasText: email });
  await expect(row).toHaveCount(1);
  return row;
}

test('[USERS] an admin cannot make a user admin; a superadmin can', async ({ page, browser }) => {
  const person = await signUpViaApi(page);
  const me = (await (await page.request.get('/api/me')).json()) as { user: { id: string } };

  const admin = await browser.newPage();
  await signInViaApi(admin, DEMO.admin);
  const row = await findUser(admin, person.email);
  const roleSelect = row.getByLabel(/^Rol van/);
  await expect(roleSelect.locator('option[value="admin"]')).toBeDisabled();
  // The server refuses it too, whatever the page allows.
  const refused = await admin.request.post(`/api/admin/users/${me.user.id}/role`, { data: { role: 'admin' }, headers: origin() });
  expect(refused.status()).toBe(403);
  expect(((await refused.json()) as { message: string }).message).toBe(
    'Alleen een superadmin kan iemand admin of superadmin maken.',
  );
  await admin.close();

  const superadmin = await browser.newPage();
  await signInViaApi(superadmin, DEMO.superadmin);
  const superRow = await findUser(superadmin, person.email);
  await superRow.getByLabel(/^Rol van/).selectOption('admin');
  await expect(superadmin.getByText('Rol gewijzigd.')).toBeVisible();
  await expect(superRow.getByLabel(/^Rol van/)).toHaveValue('admin');
  await superadmin.goto('/admin/super');
  // The audit log says it in a Dutch sentence with names, not raw JSON.
  await expect(
    superadmin.getByRole('cell', { name: /wijzigde de rol van Fleur Visser van Gebruiker naar Admin\./ }).first(),
  ).toBeVisible();
  await superadmin.close();

  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Admin Panel', level: 1 })).toBeVisible();
});

test('[USERS] a suspended user is signed out and sees the reason', async ({ page, browser }) => {
  const person = await signUpViaApi(page);
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'Mijn profiel', level: 1 })).toBeVisible();

  const admin = await browser.newPage();
  await signInViaApi(admin, DEMO.admin);
  const row = await findUser(admin, person.email);
  await row.getByRole('button', { name: 'Schorsen' }).click();
  await expect(admin.getByText('Geef een reden op: de gebruiker krijgt die te zien')).toBeVisible();
  await row.getByLabel(/^Reden voor/).fill('Herhaald misbruik van het reviewformulier');
  await row.getByRole('button', { name: 'Schorsen' }).click();
  await expect(admin.getByText('Account geschorst en overal uitgelogd.')).toBeVisible();
  await expect(row.getByText('Geschorst')).toBeVisible();
  await admin.close();

  await page.reload();
  await expect(page).toHaveURL(/\/auth$/);
  await page.getByLabel('E-mailadres').fill(person.email);
  await page.getByLabel('Wachtwoord').fill(person.password);
  await page.locator('form').getByRole('button', { name: 'Inloggen' }).click();
  await expect(page.getByText('Je account is geschorst. Reden: Herhaald misbruik van het reviewformulier')).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/);
});

test('[USERS] the demo account cannot change anything', async ({ page }) => {
  await signInViaApi(page, DEMO.demo);
  await page.goto('/profile?tab=verification');
  // The page says why instead of offering a form that fails.
  await expect(page.getByRole('note').filter({ hasText: 'met een demo-account kun je niets wijzigen' })).toBeVisible();
  await expect(page.getByLabel('Bestand')).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Uploaden' })).toBeDisabled();
  // The server refuses it anyway.
  const upload = await page.request.post('/api/verification/documents', {
    multipart: {
      kind: 'passport',
      file: { name: 'id.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.7\n%%EOF\n') },
    },
    headers: origin(),
  });
  expect(upload.status()).toBe(403);
  expect(((await upload.json()) as { message: string }).message).toBe('Een demo-account kan niets wijzigen.');
  for (const [path, data] of [
    ['/api/admin/users/x/role', { role: 'user' }],
    ['/api/admin/users/x/status', { status: 'banned', reason: 'x' }],
    ['/api/admin/verifications/00000000-0000-4000-8000-000000000000/decision', { decision: 'approve' }],
  ] as const) {
    const response = await page.request.post(path, { data, headers: origin() });
    expect(response.status()).toBe(403);
  }
  await page.goto('/user-management');
  await expect(page).toHaveURL(/\/dashboard$/);
});
