import { type ApiError, type BookingResult, DEFAULT_RESERVATION_SETTINGS } from '@platform/core';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailMessages, venues } from '../../db/schema/index.ts';
import type { BusEvent } from '../../platform/realtime.ts';
import { readSseEvents } from '../../test/sse.ts';
import { createTestApp, readJson, type TestApp } from '../../test/test-app.ts';
import { createTestVenue, nextWeekday } from './horeca-test-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const readEvents = (response: Response, until: (events: string[]) => boolean) =>
  readSseEvents(response, until, { withData: true });

describe('the venue hears of online bookings', () => {
  it('mails new, changed and cancelled online bookings to the venue’s notification address', async () => {
    const notify = `zaak.${Math.random().toString(36).slice(2, 8)}@voorbeeld.nl`;
    const { venue } = await createTestVenue(t.db, {
      tables: [{ seats: 2 }, { seats: 2 }],
      settings: { ...DEFAULT_RESERVATION_SETTINGS, coverLimitPerSlot: 500, notifyEmail: notify },
    });
    const date = nextWeekday('vr');
    const booked = await readJson<BookingResult>(
      await t.request(`/api/horeca/venues/${venue.id}/reservations`, {
        body: {
          date,
          time: '19:00',
          partySize: 2,
          name: 'Sanne de Vries',
          email: 'sanne@voorbeeld.nl',
          phone: '0612345678',
          note: 'Verjaardag',
        },
      }),
    );
    const token = booked.manageUrl.split('/reservering/')[1] ?? '';
    expect(
      (await t.request(`/api/horeca/reservations/${token}/change`, { body: { date, time: '20:00', partySize: 2 } })).status,
    ).toBe(200);
    expect((await t.request(`/api/horeca/reservations/${token}/cancel`, { method: 'POST' })).status).toBe(200);
    const notices = await t.db
      .select()
      .from(mailMessages)
      .where(eq(mailMessages.to, notify))
      .orderBy(asc(mailMessages.createdAt));
    expect(notices.map((mail) => mail.kind)).toEqual([
      'reservation_venue_notice',
      'reservation_venue_notice',
      'reservation_venue_notice',
    ]);
    expect(notices.map((mail) => mail.subject.split(':')[0])).toEqual([
      'Nieuwe reservering',
      'Gewijzigde reservering',
      'Geannuleerd door gast',
    ]);
    expect(notices[0]?.subject).toContain('Sanne de Vries, 2 p.');
    expect(notices[0]?.text).toContain('Opmerking: Verjaardag');
    expect(notices[1]?.subject).toMatch(/ 20:00$/);
  });

  it('lets the owner set the notification address; a wrong one is refused in Dutch', async () => {
    const owner = await t.signUp();
    const { venue } = await createTestVenue(t.db, { tables: [{ seats: 2 }], ownerId: owner.userId });
    const path = `/api/horeca/manage/venues/${venue.id}`;
    const { venue: details } = await readJson<{ venue: Record<string, unknown> }>(
      await t.request(`${path}/edit`, { cookie: owner.cookie }),
    );
    expect(details.notifyEmail).toBeNull();
    const bad = await t.request(path, { method: 'PATCH', cookie: owner.cookie, body: { ...details, notifyEmail: 'keuken' } });
    expect(bad.status).toBe(422);
    expect((await readJson<ApiError>(bad)).issues).toContainEqual({
      path: ['notifyEmail'],
      message: 'Vul een geldig e-mailadres in',
    });
    const saved = await t.request(path, {
      method: 'PATCH',
      cookie: owner.cookie,
      body: { ...details, notifyEmail: 'reserveringen@zaak.nl' },
    });
    expect(saved.status).toBe(200);
    const [row] = await t.db.select().from(venues).where(eq(venues.id, venue.id));
    expect(row?.reservationSettings.notifyEmail).toBe('reserveringen@zaak.nl');
  });

  it('sends no notice when the venue set no address', async () => {
    const { venue } = await createTestVenue(t.db, { tables: [{ seats: 2 }] });
    const before = await t.db.select().from(mailMessages).where(eq(mailMessages.kind, 'reservation_venue_notice'));
    const response = await t.request(`/api/horeca/venues/${venue.id}/reservations`, {
      body: {
        date: nextWeekday('za'),
        time: '19:00',
        partySize: 2,
        name: 'Gast',
        email: 'gast@voorbeeld.nl',
        phone: '0612345678',
      },
    });
    expect(response.status).toBe(201);
    expect(await t.db.select().from(mailMessages).where(eq(mailMessages.kind, 'reservation_venue_notice'))).toHaveLength(
      before.length,
    );
  });

  it('streams changes of the venue’s days to its people only', async () => {
    const owner = await t.signUp();
    const stranger = await t.signUp();
    const { venue } = await createTestVenue(t.db, { tables: [{ seats: 2 }], ownerId: owner.userId });
    const path = `/api/horeca/manage/venues/${venue.id}/events`;
    expect((await t.request(path, { cookie: stranger.cookie })).status).toBe(403);
    expect((await t.request(path)).status).toBe(401);

    const stream = await t.request(path, { cookie: owner.cookie });
    expect(stream.status).toBe(200);
    expect(stream.headers.get('content-type')).toContain('text/event-stream');
    const date = nextWeekday('do');
    const seen = readEvents(stream, (events) => events.some((event) => event.startsWith('reservations:')));
    const response = await t.request(`/api/horeca/venues/${venue.id}/reservations`, {
      body: { date, time: '19:00', partySize: 2, name: 'Gast', email: 'gast@voorbeeld.nl', phone: '0612345678' },
    });
    expect(response.status).toBe(201);
    expect(await seen).toEqual([`ready:${venue.id}`, `reservations:${date}`]);
  });

  it('tells open manager pages to fetch every day again when this server may have missed events', async () => {
    const owner = await t.signUp();
    const { venue } = await createTestVenue(t.db, { tables: [{ seats: 2 }], ownerId: owner.userId });
    const stream = await t.request(`/api/horeca/manage/venues/${venue.id}/events`, { cookie: owner.cookie });
    // What the PostgreSQL bus emits when its LISTEN connection drops or comes back (ADR 019); the local bus passes
    // it on. Repeated until heard: the stream subscribes a moment after its response starts.
    const emitResync = () => (t.realtime.publish as (event: BusEvent) => Promise<void>)({ type: 'resync' });
    const repeat = setInterval(() => void emitResync(), 50);
    const seen = await readEvents(stream, (events) => events.includes('resync:'));
    clearInterval(repeat);
    expect(seen[0]).toBe(`ready:${venue.id}`);
    expect(seen).toContain('resync:');
    expect(seen.filter((event) => event.startsWith('reservations:'))).toEqual([]);
  });
});
