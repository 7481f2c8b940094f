import type { ApiError, TelerPublic } from '@platform/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, readJson, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('public teler pages', () => {
  it('lists the ten telers, and per place', async () => {
    const all = await readJson<TelerPublic[]>(await t.request('/api/telers'));
    expect(all).toHaveLength(10);
    const haarlem = await readJson<TelerPublic[]>(await t.request('/api/telers?plaats=haarlem'));
    expect(haarlem.map((teler) => teler.naam)).toEqual(['Duinzicht Growers']);
  });

  it('shows only facts for designated growers, who may not advertise', async () => {
    const designated = await readJson<TelerPublic>(await t.request('/api/telers/polderbloem'));
    expect(designated).toMatchObject({ designatedGrower: true, beschrijving: null, specialiteiten: [], website: null });
    expect(designated.licensieNummer).toMatch(/^WE-/);
    const tolerated = await readJson<TelerPublic>(await t.request('/api/telers/duinzicht-growers'));
    expect(tolerated.designatedGrower).toBe(false);
    expect(tolerated.beschrijving).toContain('Duinzicht Growers');
  });

  it('answers an unknown teler with 404 and a bad slug with 422', async () => {
    const missing = await t.request('/api/telers/bestaat-niet');
    expect(missing.status).toBe(404);
    expect((await readJson<ApiError>(missing)).message).toBe('Deze teler bestaat niet (meer).');
    expect((await t.request('/api/telers/Hoofd%20Letters')).status).toBe(422);
  });
});

describe('grower manager (admins)', () => {
  const grower = {
    naam: 'Kempen Kweek',
    plaats: 'Eindhoven',
    provincie: 'Noord-Brabant',
    kvkNummer: '12345678',
    designatedGrower: true,
  };

  it('refuses users and anonymous visitors', async () => {
    const user = await t.signUp();
    expect((await t.request('/api/admin/telers')).status).toBe(401);
    expect((await t.request('/api/admin/telers', { cookie: user.cookie })).status).toBe(403);
    expect((await t.request('/api/admin/telers', { body: grower, cookie: user.cookie })).status).toBe(403);
  });

  it('adds and updates a grower; the public page follows the designated rule', async () => {
    const admin = await t.userWithRole('admin');
    const created = await t.request('/api/admin/telers', {
      body: { ...grower, beschrijving: 'Indoor teelt.' },
      cookie: admin.cookie,
    });
    expect(created.status).toBe(201);
    const row = await readJson<{ id: string; slug: string }>(created);
    expect(row.slug).toBe('kempen-kweek');
    expect((await readJson<TelerPublic>(await t.request('/api/telers/kempen-kweek'))).beschrijving).toBeNull();
    const updated = await t.request(`/api/admin/telers/${row.id}`, {
      method: 'PUT',
      body: { ...grower, designatedGrower: false, beschrijving: 'Indoor teelt.' },
      cookie: admin.cookie,
    });
    expect(updated.status).toBe(200);
    expect((await readJson<TelerPublic>(await t.request('/api/telers/kempen-kweek'))).beschrijving).toBe('Indoor teelt.');
    const duplicate = await t.request('/api/admin/telers', { body: grower, cookie: admin.cookie });
    expect(duplicate.status).toBe(409);
  });

  it.each([
    [{ kvkNummer: '1234' }, 'Een KvK-nummer heeft 8 cijfers'],
    [{ contactEmail: 'geen-mail' }, 'Vul een geldig e-mailadres in'],
    [{ naam: '' }, 'Naam is verplicht'],
  ])('refuses %o in Dutch and writes nothing', async (override, message) => {
    const admin = await t.userWithRole('admin');
    const before = (await readJson<unknown[]>(await t.request('/api/admin/telers', { cookie: admin.cookie }))).length;
    const response = await t.request('/api/admin/telers', {
      body: { ...grower, naam: 'Nieuwe Teler', ...override },
      cookie: admin.cookie,
    });
    expect(response.status).toBe(422);
    expect((await readJson<ApiError>(response)).issues?.map((issue) => issue.message)).toContain(message);
    expect((await readJson<unknown[]>(await t.request('/api/admin/telers', { cookie: admin.cookie }))).length).toBe(before);
  });
});
