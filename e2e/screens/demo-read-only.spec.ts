import { expect, test } from '../fixtures.ts';

const REASON =
  'Alleen bekijken: met een demo-account kun je niets wijzigen. Maak een eigen account aan om je coffeeshop te beheren.';

test('[SCREENS] the demo account sees the shop’s screens without secrets, and disabled controls with the reason', async ({
  page,
  browser,
  signIn,
}) => {
  // The owner of the demo shop registers a screen.
  const owner = await browser.newPage();
  await signIn('user', owner);
  const origin = test.info().project.use.baseURL as string;
  const [shop] = (await (await owner.request.get('/api/menu/shops')).json()) as Array<{ id: string }>;
  const name = `Toonbank ${test.info().workerIndex}-${Date.now().toString(36)}`;
  const created = await owner.request.post(`/api/menu/shops/${shop?.id}/screens`, { headers: { origin }, data: { name } });
  expect(created.status(), await created.text()).toBe(201);
  const secret = (await created.json()) as { token: string; pairingCode: string };
  await owner.close();

  await signIn('demo');
  const listed = page.waitForResponse((r) => r.url().endsWith(`/api/menu/shops/${shop?.id}/screens`));
  await page.goto('/menu-display');
  const body = await (await listed).text();
  expect(body).not.toContain(secret.token);
  expect(body).not.toContain(secret.pairingCode);

  await expect(page.getByRole('note').filter({ hasText: REASON })).toBeVisible();
  const row = page.getByRole('listitem').filter({ hasText: name });
  await expect(row).toBeVisible();
  await expect(row.getByText(/Koppelcode/)).toHaveCount(0);
  await expect(row.getByRole('link')).toHaveCount(0);
  await expect(row.getByRole('button', { name: 'Openen' })).toBeDisabled();
  await expect(row.getByRole('button', { name: 'Intrekken' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Scherm toevoegen' })).toBeDisabled();
  await expect(page.getByLabel('Naam')).toBeDisabled();
  await expect(page.getByText(secret.pairingCode)).toHaveCount(0);
});

test('[SCREENS] the owner still sees the pairing code and the Openen link', async ({ page, signIn }) => {
  await signIn('user');
  const name = `Kassa ${test.info().workerIndex}-${Date.now().toString(36)}`;
  await page.goto('/digital-manager');
  await page.getByLabel('Naam').fill(name);
  await page.getByRole('button', { name: 'Scherm toevoegen' }).click();
  const row = page.getByRole('listitem').filter({ hasText: name });
  await expect(row.getByText(/^Koppelcode: [A-Z2-9]{8}$/)).toBeVisible();
  await expect(row.getByRole('link', { name: 'Openen' })).toHaveAttribute('href', /\?screen=/);
  await expect(page.getByRole('note').filter({ hasText: REASON })).toHaveCount(0);
});
