import type { ApiError, PlaceStaff } from '@platform/core';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, coffeeshopManagers, venueManagers } from '../../db/schema/index.ts';
import { createTestApp, readJson, type TestApp } from '../../test/test-app.ts';
import { addManager, countInvitations, invite, ownedPlace, staffPath } from './staff-test-helpers.ts';

let t: TestApp;
let shop: Awaited<ReturnType<typeof ownedPlace>>;
let venue: Awaited<ReturnType<typeof ownedPlace>>;
beforeAll(async () => {
  t = await createTestApp();
  shop = await ownedPlace(t, 'coffeeshop', 1);
  venue = await ownedPlace(t, 'venue', 1);
});
afterAll(() => t.close());

const message = async (response: Response) => (await readJson<ApiError>(response)).message;
const list = async (cookie: string, kind: 'coffeeshop' | 'venue' = 'coffeeshop', id = shop.id) =>
  readJson<PlaceStaff>(await t.request(staffPath(kind, id), { cookie }));

describe('staff routes × roles', () => {
  it('answers a guest 401, a stranger and a demo account 403, before reading the input', async () => {
    const user = await t.userWithRole('user');
    const demo = await t.userWithRole('demo');
    const before = await countInvitations(t, shop.id);
    expect((await t.request(staffPath('coffeeshop', shop.id))).status).toBe(401);
    expect((await invite(t, undefined, 'coffeeshop', shop.id, {})).status).toBe(401);
    const stranger = await t.request(staffPath('coffeeshop', shop.id), { cookie: user.cookie });
    expect(stranger.status).toBe(403);
    expect(await message(stranger)).toBe('Je beheert deze coffeeshop niet.');
    const strangerInvite = await invite(t, user.cookie, 'venue', venue.id, { email: 'a@voorbeeld.nl', permissions: ['menu'] });
    expect(await message(strangerInvite)).toBe('Je beheert deze horecazaak niet.');
    const demoInvite = await invite(t, demo.cookie, 'coffeeshop', shop.id, { email: 'a@voorbeeld.nl', permissions: ['menu'] });
    expect(demoInvite.status).toBe(403);
    expect(await message(demoInvite)).toBe('Een demo-account kan niets wijzigen.');
    for (const path of [
      `${staffPath('coffeeshop', shop.id)}/${user.userId}`,
      `${staffPath('coffeeshop', shop.id)}/invitations/x`,
    ]) {
      expect((await t.request(path, { cookie: user.cookie, method: 'DELETE' })).status).toBe(403);
    }
    expect(await countInvitations(t, shop.id)).toBe(before);
  });

  it('lets the owner and an admin list and invite; the admin’s invitation is audited', async () => {
    const admin = await t.userWithRole('admin');
    expect((await list(shop.owner.cookie)).owner?.email).toBe(shop.owner.email.toLowerCase());
    const staff = await list(admin.cookie, 'venue', venue.id);
    expect(staff.grantable).toEqual(['menu', 'reservations', 'details', 'staff']);
    const response = await invite(t, admin.cookie, 'venue', venue.id, {
      email: 'Nieuw.Lid@Voorbeeld.nl',
      permissions: ['reservations'],
    });
    expect(response.status).toBe(201);
    expect((await list(venue.owner.cookie, 'venue', venue.id)).invitations).toEqual([
      expect.objectContaining({ email: 'nieuw.lid@voorbeeld.nl', permissions: ['reservations'] }),
    ]);
    const audited = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, venue.id), eq(auditLog.action, 'venue.staff')));
    expect(audited).toHaveLength(1);
  });

  it('answers 404 for an unknown place and 422 for an unknown kind', async () => {
    expect((await t.request(staffPath('coffeeshop', venue.id), { cookie: shop.owner.cookie })).status).toBe(404);
    const kind = await t.request(`/api/places/winkel/${shop.id}/staff`, { cookie: shop.owner.cookie });
    expect(kind.status).toBe(422);
    expect((await readJson<ApiError>(kind)).issues?.[0]?.message).toBe('Onbekend soort zaak');
  });
});

describe('bad invitations are refused in Dutch and store nothing', () => {
  const cases: Array<[string, unknown, number, string]> = [
    ['no e-mail address', { email: 'geen-adres', permissions: ['menu'] }, 422, 'Vul een geldig e-mailadres in'],
    ['no rights', { email: 'x@voorbeeld.nl', permissions: [] }, 422, 'Kies minstens één recht'],
    ['an unknown right', { email: 'x@voorbeeld.nl', permissions: ['alles'] }, 422, 'Onbekend recht'],
    [
      'reservations at a coffeeshop',
      { email: 'x@voorbeeld.nl', permissions: ['reservations'] },
      422,
      'Dit recht hoort niet bij een coffeeshop.',
    ],
  ];
  for (const [name, body, status, text] of cases) {
    it(`refuses ${name}`, async () => {
      const before = await countInvitations(t, shop.id);
      const response = await invite(t, shop.owner.cookie, 'coffeeshop', shop.id, body);
      expect(response.status).toBe(status);
      expect((await readJson<ApiError>(response)).issues?.[0]?.message).toBe(text);
      expect(await countInvitations(t, shop.id)).toBe(before);
    });
  }

  it('refuses the owner, an existing manager and a second open invitation for one address', async () => {
    const manager = await addManager(t, shop.owner, 'coffeeshop', shop.id, ['menu']);
    await invite(t, shop.owner.cookie, 'coffeeshop', shop.id, { email: 'tweemaal@voorbeeld.nl', permissions: ['menu'] });
    const before = await countInvitations(t, shop.id);
    const refusals: Array<[string, string]> = [
      [shop.owner.email, 'Dit is de eigenaar: die beheert de zaak al.'],
      [manager.email.toUpperCase(), 'Deze persoon beheert deze zaak al.'],
      ['tweemaal@voorbeeld.nl', 'Er staat al een uitnodiging open voor dit e-mailadres.'],
    ];
    for (const [email, text] of refusals) {
      const response = await invite(t, shop.owner.cookie, 'coffeeshop', shop.id, { email, permissions: ['menu'] });
      expect(response.status).toBe(409);
      expect(await message(response)).toBe(text);
    }
    expect(await countInvitations(t, shop.id)).toBe(before);
  });
});

describe('managing managers', () => {
  it('changes rights, revokes an invitation and removes a manager; unknown ones are 404', async () => {
    const manager = await addManager(t, venue.owner, 'venue', venue.id, ['menu']);
    const path = `${staffPath('venue', venue.id)}/${manager.userId}`;
    expect(
      (await t.request(path, { cookie: venue.owner.cookie, method: 'PUT', body: { permissions: ['menu', 'staff'] } })).status,
    ).toBe(204);
    const [row] = await t.db.select().from(venueManagers).where(eq(venueManagers.userId, manager.userId));
    expect(row?.permissions).toEqual(['menu', 'staff']);
    const bad = await t.request(path, { cookie: venue.owner.cookie, method: 'PUT', body: { permissions: [] } });
    expect(bad.status).toBe(422);
    const unknown = await t.request(`${staffPath('venue', venue.id)}/${shop.owner.userId}`, {
      cookie: venue.owner.cookie,
      method: 'DELETE',
    });
    expect(unknown.status).toBe(404);
    expect(await message(unknown)).toBe('Deze beheerder bestaat niet.');

    const invited = await readJson<{ id: string }>(
      await invite(t, venue.owner.cookie, 'venue', venue.id, { email: 'intrekken@voorbeeld.nl', permissions: ['menu'] }),
    );
    const revokePath = `${staffPath('venue', venue.id)}/invitations/${invited.id}`;
    expect((await t.request(revokePath, { cookie: venue.owner.cookie, method: 'DELETE' })).status).toBe(204);
    const again = await t.request(revokePath, { cookie: venue.owner.cookie, method: 'DELETE' });
    expect(again.status).toBe(404);
    expect(await message(again)).toBe('Deze uitnodiging bestaat niet (meer).');

    expect((await t.request(path, { cookie: venue.owner.cookie, method: 'DELETE' })).status).toBe(204);
    expect(await t.db.select().from(venueManagers).where(eq(venueManagers.userId, manager.userId))).toEqual([]);
  });

  it('changes an older manager’s rights (all five, by the migration’s default) without asking for the ones kept', async () => {
    const older = await t.signUp();
    await t.db.insert(venueManagers).values({ venueId: venue.id, userId: older.userId });
    const path = `${staffPath('venue', venue.id)}/${older.userId}`;
    const body = { permissions: ['menu', 'screens', 'reservations', 'details'] };
    expect((await t.request(path, { cookie: venue.owner.cookie, method: 'PUT', body })).status).toBe(204);
    const added = await t.request(path, { cookie: venue.owner.cookie, method: 'PUT', body: { permissions: ['menu'] } });
    expect(added.status).toBe(204);
    const screens = await t.request(path, {
      cookie: venue.owner.cookie,
      method: 'PUT',
      body: { permissions: ['menu', 'screens'] },
    });
    expect(screens.status).toBe(422);
    expect(await message(screens)).toBe('Dit recht hoort niet bij een horecazaak.');
    const [row] = await t.db.select().from(venueManagers).where(eq(venueManagers.userId, older.userId));
    expect(row?.permissions).toEqual(['menu']);
  });

  it('lets a manager with the staff right manage others, but not grant what they lack nor change their own rights', async () => {
    const lead = await addManager(t, shop.owner, 'coffeeshop', shop.id, ['staff', 'screens']);
    const other = await addManager(t, shop.owner, 'coffeeshop', shop.id, ['screens']);
    const staff = await list(lead.cookie);
    expect(staff.grantable).toEqual(['screens', 'staff']);
    const grant = await t.request(`${staffPath('coffeeshop', shop.id)}/${other.userId}`, {
      cookie: lead.cookie,
      method: 'PUT',
      body: { permissions: ['menu'] },
    });
    expect(grant.status).toBe(403);
    expect(await message(grant)).toBe('Je kunt alleen rechten geven die je zelf hebt.');
    const own = await t.request(`${staffPath('coffeeshop', shop.id)}/${lead.userId}`, {
      cookie: lead.cookie,
      method: 'PUT',
      body: { permissions: ['screens'] },
    });
    expect(await message(own)).toBe('Je kunt je eigen rechten niet wijzigen.');
    const [row] = await t.db.select().from(coffeeshopManagers).where(eq(coffeeshopManagers.userId, other.userId));
    expect(row?.permissions).toEqual(['screens']);
    expect(
      (await t.request(`${staffPath('coffeeshop', shop.id)}/${other.userId}`, { cookie: lead.cookie, method: 'DELETE' })).status,
    ).toBe(204);
    // Without the staff right the list is closed, with its own Dutch message.
    const closed = await t.request(staffPath('coffeeshop', shop.id), { cookie: other.cookie });
    expect(closed.status).toBe(403);
  });
});
