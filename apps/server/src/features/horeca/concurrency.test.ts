import type { ApiError } from '@platform/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reservations } from '../../db/schema/index.ts';
import { createTestApp, readJson, type TestApp } from '../../test/test-app.ts';
import { createTestVenue, nextWeekday } from './horeca-test-helpers.ts';
import { FULL_MESSAGE } from './index.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('no double booking', () => {
  it('gives the last table to exactly one of 200 simultaneous guests; the rest hear "vol"', async () => {
    const { venue } = await createTestVenue(t.db, { tables: [{ seats: 2 }] });
    const date = nextWeekday('vr');
    const responses = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        t.request(`/api/horeca/venues/${venue.id}/reservations`, {
          body: { date, time: '19:00', partySize: 2, name: `Gast ${i}`, email: `gast${i}@voorbeeld.nl`, phone: '0612345678' },
        }),
      ),
    );
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(199);
    const refusal = responses.find((response) => response.status === 409);
    expect((await readJson<ApiError>(refusal as Response)).message).toBe(FULL_MESSAGE);
    expect(await t.db.select().from(reservations).where(eq(reservations.venueId, venue.id))).toHaveLength(1);
  });
});
