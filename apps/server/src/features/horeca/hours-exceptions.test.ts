import { type ApiError, type Availability, addDays, type OpeningHoursException, type VenueDetail } from '@platform/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reservations, venues } from '../../db/schema/index.ts';
import { createTestApp, readJson, type TestApp } from '../../test/test-app.ts';
import type { EditableVenue } from './editing.service.ts';
import { createTestVenue, nextWeekday } from './horeca-test-helpers.ts';

// Opening-hour exceptions of a venue (ADR 034): saved in the editor, shown on the public page, and the one rule
// for reservation slots and phone bookings.
let t: TestApp;
let owner: Awaited<ReturnType<TestApp['signUp']>>;
beforeAll(async () => {
  t = await createTestApp();
  owner = await t.signUp();
});
afterAll(() => t.close());

const closedDay = nextWeekday('ma', 7);
// The Tuesday after: the two dates keep their order whatever day the test runs.
const shortDay = addDays(closedDay, 1);
const EXCEPTIONS: OpeningHoursException[] = [
  { from: closedDay, to: closedDay, periods: [], label: 'Verbouwing' },
  { from: shortDay, to: shortDay, periods: [{ open: '18:00', close: '21:00' }], label: '' },
];

const editPath = (id: string) => `/api/horeca/manage/venues/${id}`;
async function details(id: string) {
  const { venue } = await readJson<{ venue: EditableVenue }>(await t.request(`${editPath(id)}/edit`, { cookie: owner.cookie }));
  const { id: _id, slug, plaatsSlug, ...input } = venue;
  return input;
}
const save = (id: string, body: Record<string, unknown>, cookie = owner.cookie) =>
  t.request(editPath(id), { method: 'PATCH', cookie, body });
const availability = async (id: string, date: string) =>
  readJson<Availability>(await t.request(`/api/horeca/venues/${id}/availability?date=${date}&partySize=2`));
const rowOf = async (id: string) => (await t.db.select().from(venues).where(eq(venues.id, id)))[0];

describe('opening-hour exceptions of a venue', () => {
  it('saves them in the editor, lists them on the public page and leaves them when a body does not name them', async () => {
    const { venue } = await createTestVenue(t.db, { tables: [{ seats: 4 }], ownerId: owner.userId });
    const input = await details(venue.id);
    expect(input.openingHoursExceptions).toEqual([]);
    const saved = await save(venue.id, { ...input, openingHoursExceptions: EXCEPTIONS });
    expect(saved.status).toBe(200);
    expect((await readJson<EditableVenue>(saved)).openingHoursExceptions).toEqual(EXCEPTIONS);
    const page = await readJson<VenueDetail>(await t.request(`/api/horeca/venues/${venue.plaatsSlug}/${venue.slug}`));
    expect(page.openingHoursExceptions).toEqual(EXCEPTIONS);
    const { openingHoursExceptions, ...withoutExceptions } = input;
    expect((await save(venue.id, { ...withoutExceptions, description: 'Nieuw menu' })).status).toBe(200);
    expect((await rowOf(venue.id))?.openingHoursExceptions).toEqual(EXCEPTIONS);
  });

  it('offers no slots on a closed date and only the special hours on a special day; a booking there is refused', async () => {
    const { venue } = await createTestVenue(t.db, { tables: [{ seats: 4 }], ownerId: owner.userId });
    const before = await availability(venue.id, closedDay);
    expect(before.slots.length).toBeGreaterThan(0);
    expect((await save(venue.id, { ...(await details(venue.id)), openingHoursExceptions: EXCEPTIONS })).status).toBe(200);
    expect((await availability(venue.id, closedDay)).slots).toEqual([]);
    // 18:00–21:00 with a 90-minute meal for two, every 15 minutes.
    expect((await availability(venue.id, shortDay)).slots.map((slot) => slot.time)).toEqual([
      '18:00',
      '18:15',
      '18:30',
      '18:45',
      '19:00',
      '19:15',
      '19:30',
    ]);
    const booking = await t.request(`/api/horeca/venues/${venue.id}/reservations`, {
      body: {
        date: closedDay,
        time: '19:00',
        partySize: 2,
        name: 'Online Gast',
        email: 'gast@voorbeeld.nl',
        phone: '0612345678',
      },
    });
    expect(booking.status).toBe(422);
    expect((await readJson<ApiError>(booking)).message).toBe('Dit tijdstip is niet beschikbaar. Kies een tijd uit de lijst.');
    const phone = await t.request(`/api/horeca/manage/venues/${venue.id}/phone-bookings`, {
      cookie: owner.cookie,
      body: { date: shortDay, time: '21:30', partySize: 2, name: 'Fleur Jansen', phone: '06 12345678' },
    });
    expect(phone.status).toBe(422);
    expect((await readJson<ApiError>(phone)).message).toBe(
      'De zaak is dan niet open, of de maaltijd loopt door na sluitingstijd. Kies een andere tijd.',
    );
    expect(await t.db.select().from(reservations).where(eq(reservations.venueId, venue.id))).toEqual([]);
    const inHours = await t.request(`/api/horeca/manage/venues/${venue.id}/phone-bookings`, {
      cookie: owner.cookie,
      body: { date: shortDay, time: '18:30', partySize: 2, name: 'Fleur Jansen', phone: '06 12345678' },
    });
    expect(inHours.status).toBe(201);
  });

  it('refuses overlapping periods, closing before opening, a duplicate date and an end before the start, storing nothing', async () => {
    const { venue } = await createTestVenue(t.db, { tables: [{ seats: 4 }], ownerId: owner.userId });
    const input = await details(venue.id);
    const cases: Array<[OpeningHoursException[], string[], string]> = [
      [
        [
          {
            from: closedDay,
            to: closedDay,
            periods: [
              { open: '12:00', close: '16:00' },
              { open: '15:00', close: '20:00' },
            ],
            label: '',
          },
        ],
        ['openingHoursExceptions', '0', 'periods', '1'],
        'Openingstijden overlappen elkaar',
      ],
      [
        [{ from: closedDay, to: closedDay, periods: [{ open: '18:00', close: '09:00' }], label: '' }],
        ['openingHoursExceptions', '0', 'periods', '0'],
        'De sluitingstijd ligt voor de openingstijd',
      ],
      [
        [EXCEPTIONS[0] as OpeningHoursException, { from: closedDay, to: shortDay, periods: [], label: 'Dubbel' }],
        ['openingHoursExceptions', '1', 'from'],
        `Voor ${Number(closedDay.slice(8))}-${Number(closedDay.slice(5, 7))}-${closedDay.slice(0, 4)} staat al een afwijking`,
      ],
      [
        [{ from: shortDay, to: closedDay, periods: [], label: '' }],
        ['openingHoursExceptions', '0', 'to'],
        'De einddatum ligt voor de begindatum',
      ],
    ];
    for (const [exceptions, path, message] of cases) {
      const response = await save(venue.id, { ...input, openingHoursExceptions: exceptions });
      expect(response.status, message).toBe(422);
      expect((await readJson<ApiError>(response)).issues?.map((issue) => [issue.path.map(String), issue.message])).toContainEqual(
        [path, message],
      );
    }
    expect((await rowOf(venue.id))?.openingHoursExceptions).toEqual([]);
    const stranger = await t.signUp();
    expect((await save(venue.id, { ...input, openingHoursExceptions: EXCEPTIONS }, stranger.cookie)).status).toBe(403);
    expect((await rowOf(venue.id))?.openingHoursExceptions).toEqual([]);
  });
});
