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
