import type { ApiError, InvitationPreview, ManagedProduct, ManagedShop, ProductPage, RunVenue } from '@platform/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coffeeshopManagers, placeInvitations } from '../../db/schema/index.ts';
import { createTestApp, readJson, type TestApp } from '../../test/test-app.ts';
import { addManager, invite, myMails, ownedPlace, tokenFromMail } from './staff-test-helpers.ts';

let t: TestApp;
let shop: Awaited<ReturnType<typeof ownedPlace>>;
let venue: Awaited<ReturnType<typeof ownedPlace>>;
beforeAll(async () => {
  t = await createTestApp();
  shop = await ownedPlace(t, 'coffeeshop', 2);
  venue = await ownedPlace(t, 'venue', 2);
});
afterAll(() => t.close());

const message = async (response: Response) => (await readJson<ApiError>(response)).message;
const accept = (token: string, cookie?: string) => t.request(`/api/invitations/${token}/accept`, { cookie, method: 'POST' });
const managersOf = (userId: string) => t.db.select().from(coffeeshopManagers).where(eq(coffeeshopManagers.userId, userId));

async function invited(email: string, permissions = ['menu']) {
  const response = await invite(t, shop.owner.cookie, 'coffeeshop', shop.id, { email, permissions });
  expect(response.status).toBe(201);
  return tokenFromMail(t, email);
}

describe('accepting an invitation', () => {
  it('mails an existing account, shows the link signed out and makes the invitee a manager once', async () => {
    const invitee = await t.signUp();
    const email = invitee.email.toLowerCase();
    const token = await invited(email, ['menu', 'screens']);
    // The invitee's own mail carries the link whole; only the hash is stored.
    expect((await myMails(t, invitee.cookie))[0]?.text).toContain(`/uitnodiging/${token}`);
    const [row] = await t.db.select().from(placeInvitations).where(eq(placeInvitations.email, email));
    expect(row?.tokenHash).not.toContain(token);

    const preview = await t.request(`/api/invitations/${token}`);
    expect(preview.status).toBe(200);
    expect(await readJson<InvitationPreview>(preview)).toMatchObject({
      kind: 'coffeeshop',
      email,
      permissions: ['menu', 'screens'],
    });

    expect((await accept(token)).status).toBe(401);
    const accepted = await accept(token, invitee.cookie);
    expect(accepted.status).toBe(200);
    expect(await readJson(accepted)).toMatchObject({ kind: 'coffeeshop', placeId: shop.id });
    expect((await managersOf(invitee.userId))[0]?.permissions).toEqual(['menu', 'screens']);

    const reused = await accept(token, invitee.cookie);
    expect(reused.status).toBe(409);
    expect(await message(reused)).toBe('Deze uitnodiging is al gebruikt.');
  });

  it('accepts after signing up with the invited address (the mail went out before the account existed)', async () => {
    const email = `later.${Date.now()}@voorbeeld.nl`;
    const token = await invited(email);
    const invitee = await t.signUp({ email });
    expect((await accept(token, invitee.cookie)).status).toBe(200);
    expect(await managersOf(invitee.userId)).toHaveLength(1);
  });

  it('refuses another account, an expired, a revoked and an unknown link in Dutch, storing nothing', async () => {
    const email = `ander.${Date.now()}@voorbeeld.nl`;
    const token = await invited(email);
    const other = await t.signUp();
    const wrong = await accept(token, other.cookie);
    expect(wrong.status).toBe(403);
    expect(await message(wrong)).toBe(
      'Deze uitnodiging is voor een ander e-mailadres. Log in met het adres waarop je de uitnodiging kreeg.',
    );
    expect(await managersOf(other.userId)).toEqual([]);

    await t.db
      .update(placeInvitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(placeInvitations.email, email));
    const expired = await t.request(`/api/invitations/${token}`);
    expect(expired.status).toBe(409);
    expect(await message(expired)).toBe('Deze uitnodiging is verlopen. Vraag om een nieuwe uitnodiging.');

    const revokedEmail = `ingetrokken.${Date.now()}@voorbeeld.nl`;
    const revokedToken = await invited(revokedEmail);
    await t.db.update(placeInvitations).set({ revokedAt: new Date() }).where(eq(placeInvitations.email, revokedEmail));
    const invitee = await t.signUp({ email: revokedEmail });
    const revoked = await accept(revokedToken, invitee.cookie);
    expect(revoked.status).toBe(409);
    expect(await message(revoked)).toBe('Deze uitnodiging is ingetrokken.');
    expect(await managersOf(invitee.userId)).toEqual([]);

    const unknown = await accept('onbekend-token-van-genoeg-tekens', invitee.cookie);
    expect(unknown.status).toBe(404);
    expect(await message(unknown)).toBe('Deze uitnodiging bestaat niet.');
  });
});

describe('rights are enforced where they are used', () => {
  it('lets a menu manager change a price, and refuses a screens-only manager the menu', async () => {
    const page = await readJson<ProductPage>(
      await t.request(`/api/menu/shops/${shop.id}/products`, { cookie: shop.owner.cookie }),
    );
    const product = page.items[0] as ManagedProduct;
    const path = `/api/menu/shops/${shop.id}/products/${product.id}`;
    const menu = await addManager(t, shop.owner, 'coffeeshop', shop.id, ['menu']);
    const changed = await t.request(path, { cookie: menu.cookie, method: 'PATCH', body: { prijzen: { '1g': 12.5 } } });
    expect(changed.status).toBe(200);
    expect((await readJson<ManagedProduct>(changed)).prijzen).toEqual({ '1g': 12.5 });
    expect((await t.request(`/api/menu/shops/${shop.id}/screens`, { cookie: menu.cookie })).status).toBe(403);

    const screens = await addManager(t, shop.owner, 'coffeeshop', shop.id, ['screens']);
    const refused = await t.request(path, { cookie: screens.cookie, method: 'PATCH', body: { prijzen: { '1g': 1 } } });
    expect(refused.status).toBe(403);
    expect(await message(refused)).toBe('Je mag het menu van deze zaak niet beheren.');
    expect((await t.request(`/api/menu/shops/${shop.id}/screens`, { cookie: screens.cookie })).status).toBe(200);
    // The managed-shops list tells the client which tabs to show.
    const listed = await readJson<ManagedShop[]>(await t.request('/api/menu/shops', { cookie: screens.cookie }));
    expect(listed).toEqual([expect.objectContaining({ id: shop.id, role: 'manager', permissions: ['screens'] })]);
    const owners = await readJson<ManagedShop[]>(await t.request('/api/menu/shops', { cookie: shop.owner.cookie }));
    expect(owners.find((item) => item.id === shop.id)?.permissions).toEqual([
      'menu',
      'screens',
      'reservations',
      'details',
      'staff',
    ]);
  });

  it('refuses a venue manager without the reservations right the day view, and one without details the venue form', async () => {
    const menuOnly = await addManager(t, venue.owner, 'venue', venue.id, ['menu']);
    const day = await t.request(`/api/horeca/manage/venues/${venue.id}/day?date=2030-01-05`, { cookie: menuOnly.cookie });
    expect(day.status).toBe(403);
    expect(await message(day)).toBe('Je mag de reserveringen van deze zaak niet beheren.');
    const editor = await t.request(`/api/horeca/manage/venues/${venue.id}/edit`, { cookie: menuOnly.cookie });
    expect(editor.status).toBe(200);
    const { venue: form } = await readJson<{ venue: unknown }>(editor);
    const details = await t.request(`/api/horeca/manage/venues/${venue.id}`, {
      cookie: menuOnly.cookie,
      method: 'PATCH',
      body: form,
    });
    expect(details.status).toBe(403);
    expect(await message(details)).toBe('Je mag de gegevens van deze zaak niet wijzigen.');
    const listed = await readJson<RunVenue[]>(await t.request('/api/horeca/manage/venues', { cookie: menuOnly.cookie }));
    expect(listed).toEqual([expect.objectContaining({ id: venue.id, permissions: ['menu'] })]);
    const bookings = await addManager(t, venue.owner, 'venue', venue.id, ['reservations']);
    expect(
      (await t.request(`/api/horeca/manage/venues/${venue.id}/day?date=2030-01-05`, { cookie: bookings.cookie })).status,
    ).toBe(200);
  });

  it('keeps the managers from before every right (the migration’s default)', async () => {
    // A row written as before this change (no rights named) gets the column default, as the migration gave existing rows.
    const before = await t.signUp();
    await t.db.insert(coffeeshopManagers).values({ coffeeshopId: shop.id, userId: before.userId });
    expect((await managersOf(before.userId))[0]?.permissions).toEqual(['menu', 'screens', 'reservations', 'details', 'staff']);
    expect((await t.request(`/api/menu/shops/${shop.id}/screens`, { cookie: before.cookie })).status).toBe(200);
  });
});
