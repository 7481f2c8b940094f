import { type ApiError, addDays, type BookingResult, dutchDate, type ManagerDay, type ManagerReservation } from '@platform/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailMessages, reservations } from '../../db/schema/index.ts';
import { createTestApp, readJson, type TestApp } from '../../test/test-app.ts';
import { createTestVenue, nextWeekday } from './horeca-test-helpers.ts';

let t: TestApp;
let owner: Awaited<ReturnType<TestApp['signUp']>>;
const date = nextWeekday('di', 7);

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.signUp();
});
afterAll(() => t.close());

const guest = { name: 'Fleur Jansen', phone: '06 12345678' };
const phoneBooking = (venueId: string, body: Record<string, unknown>, cookie = owner.cookie) =>
  t.request(`/api/horeca/manage/venues/${venueId}/phone-bookings`, { cookie, body: { ...guest, ...body } });
const bookOnline = (venueId: string, partySize: number, time = '19:00') =>
  t.request(`/api/horeca/venues/${venueId}/reservations`, {
    body: { date, time, partySize, name: 'Online Gast', email: 'online@voorbeeld.nl', phone: '0612345678' },
  });
const reservationsOf = (venueId: string) => t.db.select().from(reservations).where(eq(reservations.venueId, venueId));

describe('phone bookings', () => {
  it('enters a booking for next week (source phone, confirmed) and mails the guest when an address is given', async () => {
    const { venue } = await createTestVenue(t.db, { tables: [{ seats: 4 }, { seats: 2 }], ownerId: owner.userId });
    const response = await phoneBooking(venue.id, { date, time: '19:15', partySize: 3, email: 'fleur@voorbeeld.nl' });
    expect(response.status).toBe(201);
    const booked = await readJson<ManagerReservation>(response);
    expect(booked).toMatchObject({ source: 'phone', status: 'confirmed', partySize: 3, time: '19:15', name: 'Fleur Jansen' });
    expect(booked.phone).toBe('06 12345678');
    await t.runJobs();
    const mails = await t.db.select().from(mailMessages).where(eq(mailMessages.to, 'fleur@voorbeeld.nl'));
    expect(mails.map((mail) => mail.kind)).toEqual(['reservation_confirmation']);
    const day = await readJson<ManagerDay>(
      await t.request(`/api/horeca/manage/venues/${venue.id}/day?date=${date}`, { cookie: owner.cookie }),
    );
    expect(day.reservations.map((item) => item.source)).toEqual(['phone']);
    // Without an e-mail address: no link, nothing mailed; the other table is still free.
    const noMail = await phoneBooking(venue.id, { date, time: '19:30', partySize: 2 });
    expect(noMail.status).toBe(201);
    expect((await readJson<ManagerReservation>(noMail)).email).toBeNull();
  });

  it('refuses the past, closed hours, impossible parties and a full floor in Dutch, storing nothing', async () => {
    const { venue } = await createTestVenue(t.db, { tables: [{ seats: 2 }], ownerId: owner.userId });
    const yesterday = addDays(dutchDate(new Date()), -1);
    const cases: Array<[Record<string, unknown>, number, string]> = [
      [
        { date: yesterday, time: '19:00', partySize: 2 },
        422,
        'Dit tijdstip ligt in het verleden. Kies een datum en tijd vanaf nu.',
      ],
      [
        { date, time: '12:00', partySize: 2 },
        422,
        'De zaak is dan niet open, of de maaltijd loopt door na sluitingstijd. Kies een andere tijd.',
      ],
      [
        { date, time: '22:30', partySize: 2 },
        422,
        'De zaak is dan niet open, of de maaltijd loopt door na sluitingstijd. Kies een andere tijd.',
      ],
      [{ date, time: '19:00', partySize: 3 }, 422, 'Zo’n grote groep past niet aan de tafels van deze zaak.'],
      [{ date, time: '19:00', partySize: 2, phone: 'bel me' }, 422, 'Vul een geldig telefoonnummer in'],
      [{ date, time: '19:00', partySize: 2, name: '' }, 422, 'Vul de naam van de gast in'],
      [{ date, time: '19:00', partySize: 2, email: 'geen-adres' }, 422, 'Vul een geldig e-mailadres in'],
    ];
    for (const [body, status, expected] of cases) {
      const response = await phoneBooking(venue.id, body);
      expect(response.status, JSON.stringify(body)).toBe(status);
      const error = await readJson<ApiError>(response);
      expect([error.message, ...(error.issues ?? []).map((issue) => issue.message)], JSON.stringify(body)).toContain(expected);
    }
    expect(await reservationsOf(venue.id)).toEqual([]);
    expect((await phoneBooking(venue.id, { date, time: '19:00', partySize: 2 })).status).toBe(201);
    const full = await phoneBooking(venue.id, { date, time: '19:30', partySize: 2 });
    expect(full.status).toBe(409);
    expect((await readJson<ApiError>(full)).message).toBe(
      'Er is op dit tijdstip geen tafel (combinatie) vrij voor dit aantal personen.',
    );
    expect(await reservationsOf(venue.id)).toHaveLength(1);
  });

  it('is for the venue’s people only', async () => {
    const { venue } = await createTestVenue(t.db, { tables: [{ seats: 2 }], ownerId: owner.userId });
    const stranger = await t.signUp();
    const demo = await t.userWithRole('demo');
    const admin = await t.userWithRole('admin');
    const body = { date, time: '19:00', partySize: 2 };
    expect((await t.request(`/api/horeca/manage/venues/${venue.id}/phone-bookings`, { body })).status).toBe(401);
    expect((await phoneBooking(venue.id, body, stranger.cookie)).status).toBe(403);
    expect((await phoneBooking(venue.id, body, demo.cookie)).status).toBe(403);
    expect(await reservationsOf(venue.id)).toEqual([]);
    expect((await phoneBooking(venue.id, body, admin.cookie)).status).toBe(201);
  });
});

describe('reservations use exactly the floor', () => {
  it('gives an online party that needs two tables an explicit pair, never unpaired tables', async () => {
    const { venue, tables } = await createTestVenue(t.db, {
      tables: [{ seats: 2, combinable: true }, { seats: 2, combinable: true }, { seats: 2 }],
      ownerId: owner.userId,
    });
    const response = await bookOnline(venue.id, 4);
    expect(response.status).toBe(201);
    const booked = await readJson<BookingResult>(response);
    const [row] = await t.db.select().from(reservations).where(eq(reservations.id, booked.id));
    expect(row?.tableIds.sort()).toEqual([tables[0]?.id, tables[1]?.id].sort());
    // The pair is taken; the third table pairs with nothing: four more guests do not fit.
    expect((await bookOnline(venue.id, 4)).status).toBe(409);
  });

  it('keeps online guests off tables not bookable online and below a minimum party; staff may use them', async () => {
    const { venue, tables } = await createTestVenue(t.db, {
      tables: [
        { seats: 4, bookableOnline: false },
        { seats: 8, minParty: 6 },
      ],
      ownerId: owner.userId,
    });
    const online = await bookOnline(venue.id, 4);
    expect(online.status).toBe(409);
    const phone = await readJson<ManagerReservation>(await phoneBooking(venue.id, { date, time: '19:00', partySize: 4 }));
    expect(phone.tableIds).toEqual([tables[0]?.id]);
    const large = await readJson<BookingResult>(await bookOnline(venue.id, 6, '20:00'));
    const [row] = await t.db.select().from(reservations).where(eq(reservations.id, large.id));
    expect(row?.tableIds).toEqual([tables[1]?.id]);
  });
});
