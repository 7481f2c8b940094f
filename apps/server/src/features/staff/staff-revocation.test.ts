import type { ApiError } from '@platform/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, readJson, type TestApp } from '../../test/test-app.ts';
import { addManager, countInvitations, invite, ownedPlace, staffPath, tokenFromMail } from './staff-test-helpers.ts';

let t: TestApp;
let shop: Awaited<ReturnType<typeof ownedPlace>>;
beforeAll(async () => {
  t = await createTestApp();
  shop = await ownedPlace(t, 'coffeeshop', 3);
});
afterAll(() => t.close());

const message = async (response: Response) => (await readJson<ApiError>(response)).message;
const accept = (token: string, cookie: string) => t.request(`/api/invitations/${token}/accept`, { cookie, method: 'POST' });

describe('staff: what an invitation cannot outlive', () => {
  it('a link sent by a manager who was removed since no longer lets anyone in', async () => {
    const manager = await addManager(t, shop.owner, 'coffeeshop', shop.id, ['menu', 'staff']);
    const friend = await t.signUp();
    expect((await invite(t, manager.cookie, 'coffeeshop', shop.id, { email: friend.email, permissions: ['menu'] })).status).toBe(
      201,
    );
    const token = await tokenFromMail(t, friend.email.toLowerCase());
    const removed = await t.request(`${staffPath('coffeeshop', shop.id)}/${manager.userId}`, {
      cookie: shop.owner.cookie,
      method: 'DELETE',
    });
    expect(removed.status).toBe(204);
    const refused = await accept(token, friend.cookie);
    expect(refused.status).toBe(409);
    expect(await message(refused)).toBe(
      'Deze uitnodiging geldt niet meer: wie haar stuurde, mag dit niet meer toekennen. Vraag om een nieuwe.',
    );
    expect((await t.request(`/api/menu/shops/${shop.id}/products`, { cookie: friend.cookie })).status).toBe(403);
  });

  it('a manager removes only someone whose rights they hold', async () => {
    const staffOnly = await addManager(t, shop.owner, 'coffeeshop', shop.id, ['staff']);
    const menuManager = await addManager(t, shop.owner, 'coffeeshop', shop.id, ['menu']);
    const refused = await t.request(`${staffPath('coffeeshop', shop.id)}/${menuManager.userId}`, {
      cookie: staffOnly.cookie,
      method: 'DELETE',
    });
    expect(refused.status).toBe(403);
    expect(await message(refused)).toBe('Je kunt alleen rechten geven die je zelf hebt.');
    expect((await t.request(`/api/menu/shops/${shop.id}/products`, { cookie: menuManager.cookie })).status).toBe(200);
  });

  it('an invitation id that is no id is not found, and nothing changes', async () => {
    const before = await countInvitations(t, shop.id);
    const response = await t.request(`${staffPath('coffeeshop', shop.id)}/invitations/geen-id`, {
      cookie: shop.owner.cookie,
      method: 'DELETE',
    });
    expect(response.status).toBe(404);
    expect(await countInvitations(t, shop.id)).toBe(before);
  });
});
