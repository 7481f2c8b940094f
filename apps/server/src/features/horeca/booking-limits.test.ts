import type { ApiError, BookingResult } from '@platform/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reservations } from '../../db/schema/index.ts';
import { createTestApp, readJson, type TestApp } from '../../test/test-app.ts';
import { createTestVenue, nextWeekday } from './horeca-test-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ BOOKING_RATE_LIMIT_MAX: '3', BOOKING_RATE_LIMIT_EMAIL_MAX: '2', TRUST_PROXY: '1' });
});
afterAll(() => t.close());

const email = () => `gast.${Math.random().toString(36).slice(2, 8)}@voorbeeld.nl`;
const bookAs = (venueId: string, address: string, body: Record<string, unknown>) =>
  t.request(`/api/horeca/venues/${venueId}/reservations`, {
    headers: { 'x-forwarded-for': address },
    body: { date: nextWeekday('di'), partySize: 2, name: 'Gast', phone: '0612345678', ...body },
  });

describe('limits on public booking', () => {
  it('refuses more bookings from one address than the limit, in Dutch, and stores nothing more', async () => {
    const { venue } = await createTestVenue(t.db, { tables: [{ seats: 2 }, { seats: 2 }, { seats: 2 }, { seats: 2 }] });
    for (const time of ['17:00', '18:00', '19:00']) {
      expect((await bookAs(venue.id, '203.0.113.7', { time, email: email() })).status).toBe(201);
    }
    const fourth = await bookAs(venue.id, '203.0.113.7', { time: '20:00', email: email() });
    expect(fourth.status).toBe(429);
    expect(await readJson<ApiError>(fourth)).toMatchObject({
      code: 'RATE_LIMITED',
      message: 'Er zijn vanaf dit adres te veel reserveringen gemaakt. Probeer het over 60 minuten opnieuw of bel de zaak.',
    });
    // Another address is not affected.
    expect((await bookAs(venue.id, '198.51.100.9', { time: '20:00', email: email() })).status).toBe(201);
    expect(await t.db.select().from(reservations).where(eq(reservations.venueId, venue.id))).toHaveLength(4);
  });

  it('counts the address the trusted proxy added, not one the client put before it', async () => {
    const { venue } = await createTestVenue(t.db, { tables: [{ seats: 2 }, { seats: 2 }, { seats: 2 }, { seats: 2 }] });
    const spoofed = (n: number) => `10.0.0.${n}, 203.0.113.99`;
    for (const [n, time] of [
      [1, '17:00'],
      [2, '18:00'],
      [3, '19:00'],
    ] as const) {
      expect((await bookAs(venue.id, spoofed(n), { time, email: email() })).status).toBe(201);
    }
    expect((await bookAs(venue.id, spoofed(4), { time: '20:00', email: email() })).status).toBe(429);
  });

  it('counts every address of one IPv6 /64 as one address', async () => {
    const { venue } = await createTestVenue(t.db, { tables: [{ seats: 2 }, { seats: 2 }, { seats: 2 }, { seats: 2 }] });
    for (const [n, time] of [
      [1, '17:00'],
      [2, '18:00'],
      [3, '19:00'],
    ] as const) {
      expect((await bookAs(venue.id, `2001:db8:7:7::${n}`, { time, email: email() })).status).toBe(201);
    }
    expect((await bookAs(venue.id, '2001:db8:7:7:ffff::4', { time: '20:00', email: email() })).status).toBe(429);
    // The next /64 is another subscriber.
    expect((await bookAs(venue.id, '2001:db8:7:8::1', { time: '20:00', email: email() })).status).toBe(201);
    expect(await t.db.select().from(reservations).where(eq(reservations.venueId, venue.id))).toHaveLength(4);
  });

  it('refuses more bookings for one e-mail address than the limit, whatever the address', async () => {
    const { venue } = await createTestVenue(t.db, { tables: [{ seats: 2 }, { seats: 2 }, { seats: 2 }] });
    const guest = email();
    expect((await bookAs(venue.id, '192.0.2.1', { time: '17:00', email: guest })).status).toBe(201);
    expect((await bookAs(venue.id, '192.0.2.2', { time: '18:00', email: guest.toUpperCase() })).status).toBe(201);
    const third = await bookAs(venue.id, '192.0.2.3', { time: '19:00', email: guest });
    expect(third.status).toBe(429);
    expect((await readJson<ApiError>(third)).message).toBe(
      'Met dit e-mailadres zijn te veel reserveringen gemaakt. Probeer het over 60 minuten opnieuw of bel de zaak.',
    );
  });

  it('refuses an exact duplicate (same guest, venue and time) with a Dutch message', async () => {
    const { venue } = await createTestVenue(t.db, { tables: [{ seats: 2 }, { seats: 2 }] });
    const guest = email();
    const first = await bookAs(venue.id, '192.0.2.50', { time: '19:00', email: guest });
    expect(first.status).toBe(201);
    const again = await bookAs(venue.id, '192.0.2.51', { time: '19:00', email: ` ${guest.toUpperCase()} ` });
    expect(again.status).toBe(409);
    expect((await readJson<ApiError>(again)).message).toBe(
      `Je hebt al een reservering bij ${venue.name} op dit tijdstip met dit e-mailadres. Kijk in je bevestigingsmail om die te wijzigen.`,
    );
    const rows = await t.db.select().from(reservations).where(eq(reservations.venueId, venue.id));
    expect(rows.map((row) => row.id)).toEqual([(await readJson<BookingResult>(first)).id]);
  });
});
