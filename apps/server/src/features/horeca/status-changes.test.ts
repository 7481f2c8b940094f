import type { ApiError, BookingResult, ManagerReservation } from '@platform/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailMessages, reservations } from '../../db/schema/index.ts';
import { createTestApp, readJson, type TestApp } from '../../test/test-app.ts';
import { createTestVenue, nextWeekday } from './horeca-test-helpers.ts';

let t: TestApp;
let owner: Awaited<ReturnType<TestApp['signUp']>>;
beforeAll(async () => {
  t = await createTestApp();
  owner = await t.signUp();
});
afterAll(() => t.close());

const DAY = 24 * 3_600_000;

async function setup() {
  const { venue } = await createTestVenue(t.db, { tables: [{ seats: 2 }], ownerId: owner.userId });
  const date = nextWeekday('vr');
  const book = async (email = `gast.${Math.random().toString(36).slice(2, 8)}@voorbeeld.nl`) => {
    const response = await t.request(`/api/horeca/venues/${venue.id}/reservations`, {
      body: { date, time: '19:00', partySize: 2, name: 'Gast', email, phone: '0612345678' },
    });
    return { response, email };
  };
  const status = (id: string, to: string) =>
    t.request(`/api/horeca/manage/reservations/${id}/status`, { cookie: owner.cookie, body: { status: to } });
  return { venue, book, status };
}

const conflict = async (response: Response) => {
  expect(response.status).toBe(409);
  return (await readJson<ApiError>(response)).message;
};

describe('status changes by the venue', () => {
  it('refuses a no-show before the start and names statuses in Dutch', async () => {
    const { book, status } = await setup();
    const booked = await readJson<BookingResult>((await book()).response);
    expect(await conflict(await status(booked.id, 'no_show'))).toBe('"Niet gekomen" kan pas na de starttijd (19:00).');
    expect(await conflict(await status(booked.id, 'completed'))).toBe(
      'Een reservering met status "Bevestigd" kan niet naar "Afgerond".',
    );
    const [row] = await t.db.select().from(reservations).where(eq(reservations.id, booked.id));
    expect(row?.status).toBe('confirmed');
  });

  it('allows a no-show after the start, and undoing it the same day', async () => {
    const { book, status } = await setup();
    const booked = await readJson<BookingResult>((await book()).response);
    // The guest was expected half an hour ago.
    const startsAt = new Date(Date.now() - 30 * 60_000);
    await t.db
      .update(reservations)
      .set({ startsAt, endsAt: new Date(startsAt.getTime() + 90 * 60_000) })
      .where(eq(reservations.id, booked.id));
    expect((await readJson<ManagerReservation>(await status(booked.id, 'no_show'))).status).toBe('no_show');
    expect((await readJson<ManagerReservation>(await status(booked.id, 'confirmed'))).status).toBe('confirmed');
  });

  it('undoes a cancellation the same day (the guest hears it stands again), not a day later', async () => {
    const { book, status } = await setup();
    const { response, email } = await book();
    const booked = await readJson<BookingResult>(response);
    expect((await status(booked.id, 'cancelled')).status).toBe(200);
    const undone = await status(booked.id, 'confirmed');
    expect(undone.status).toBe(200);
    expect((await readJson<ManagerReservation>(undone)).status).toBe('confirmed');
    const kinds = (await t.db.select().from(mailMessages).where(eq(mailMessages.to, email))).map(
      (mail) => mail.subject.split(':')[0],
    );
    expect(kinds).toContain('Toch door');

    expect((await status(booked.id, 'cancelled')).status).toBe(200);
    await t.db
      .update(reservations)
      .set({ updatedAt: new Date(Date.now() - DAY) })
      .where(eq(reservations.id, booked.id));
    expect(await conflict(await status(booked.id, 'confirmed'))).toBe('"Geannuleerd" ongedaan maken kan alleen op de dag zelf.');
  });

  it('cannot undo a cancellation once the table is booked again', async () => {
    const { book, status } = await setup();
    const first = await readJson<BookingResult>((await book()).response);
    expect((await status(first.id, 'cancelled')).status).toBe(200);
    expect((await book()).response.status).toBe(201);
    expect(await conflict(await status(first.id, 'confirmed'))).toBe(
      'Ongedaan maken kan niet: er is voor deze tijd geen tafel meer vrij.',
    );
  });
});

describe('changes at the same moment', () => {
  const cancellationsTo = async (email: string) =>
    (await t.db.select().from(mailMessages).where(eq(mailMessages.to, email))).filter(
      (mail) => mail.kind === 'reservation_cancelled',
    );

  it('two cancels by the staff at once cancel once and mail the guest once', async () => {
    const { book, status } = await setup();
    const { response, email } = await book();
    const booked = await readJson<BookingResult>(response);
    const answers = await Promise.all([status(booked.id, 'cancelled'), status(booked.id, 'cancelled')]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(await cancellationsTo(email)).toHaveLength(1);
    const [row] = await t.db.select().from(reservations).where(eq(reservations.id, booked.id));
    expect(row?.calendarSequence).toBe(1);
  });

  it("a guest's change after the venue cancelled is refused and mails nothing", async () => {
    const { book, status } = await setup();
    const { response, email } = await book();
    const booked = await readJson<BookingResult>(response);
    const token = booked.manageUrl.split('/reservering/')[1] ?? '';
    expect((await status(booked.id, 'cancelled')).status).toBe(200);
    const mailsBefore = await t.db.select().from(mailMessages).where(eq(mailMessages.to, email));
    const change = await t.request(`/api/horeca/reservations/${token}/change`, {
      body: { date: nextWeekday('vr'), time: '20:00', partySize: 2 },
    });
    expect(change.status).toBeGreaterThanOrEqual(400);
    expect(change.status).toBeLessThan(500);
    const [row] = await t.db.select().from(reservations).where(eq(reservations.id, booked.id));
    expect(row?.status).toBe('cancelled');
    expect(await t.db.select().from(mailMessages).where(eq(mailMessages.to, email))).toHaveLength(mailsBefore.length);
  });
});
