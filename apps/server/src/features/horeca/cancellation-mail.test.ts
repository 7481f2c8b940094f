import type { BookingResult } from '@platform/core';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailMessages } from '../../db/schema/index.ts';
import { createTestApp, readJson, type TestApp } from '../../test/test-app.ts';
import { createTestVenue, nextWeekday } from './horeca-test-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const guestEmail = () => `gast.${Math.random().toString(36).slice(2, 8)}@voorbeeld.nl`;
const line = (ics: string, name: string) =>
  ics
    .split(/\r?\n/)
    .find((row) => row.startsWith(`${name}:`))
    ?.slice(name.length + 1);
const mailsTo = (email: string) =>
  t.db.select().from(mailMessages).where(eq(mailMessages.to, email)).orderBy(asc(mailMessages.createdAt));

async function bookTable(venueId: string, email: string, time = '19:00') {
  const response = await t.request(`/api/horeca/venues/${venueId}/reservations`, {
    body: { date: nextWeekday('do'), time, partySize: 2, name: 'Sanne de Vries', email, phone: '0612345678' },
  });
  expect(response.status).toBe(201);
  return readJson<BookingResult>(response);
}

/** The confirmation's and the cancellation's calendar files describe one event: same UID, a higher SEQUENCE, METHOD:CANCEL. */
async function expectCalendarCancel(email: string) {
  const mails = await mailsTo(email);
  expect(mails.map((mail) => mail.kind)).toEqual(['reservation_confirmation', 'reservation_cancelled']);
  const [confirmation, cancellation] = mails.map((mail) => mail.attachments[0]?.content ?? '') as [string, string];
  expect(line(confirmation, 'METHOD')).toBe('PUBLISH');
  expect(line(cancellation, 'METHOD')).toBe('CANCEL');
  expect(line(cancellation, 'STATUS')).toBe('CANCELLED');
  expect(line(cancellation, 'UID')).toBe(line(confirmation, 'UID'));
  expect(Number(line(cancellation, 'SEQUENCE'))).toBeGreaterThan(Number(line(confirmation, 'SEQUENCE')));
  return mails[1];
}

describe('cancellation e-mails', () => {
  it('tells the guest when the restaurant cancels, with a calendar cancel', async () => {
    const owner = await t.signUp();
    const { venue } = await createTestVenue(t.db, { tables: [{ seats: 2 }], ownerId: owner.userId });
    const email = guestEmail();
    const booked = await bookTable(venue.id, email);
    const response = await t.request(`/api/horeca/manage/reservations/${booked.id}/status`, {
      cookie: owner.cookie,
      body: { status: 'cancelled' },
    });
    expect(response.status).toBe(200);
    const mail = await expectCalendarCancel(email);
    expect(mail?.subject).toMatch(new RegExp(`^Geannuleerd: reservering bij ${venue.name} op `));
    expect(mail?.text).toContain(`${venue.name} heeft je reservering geannuleerd.`);
    expect(mail?.text).toContain('Bel');
  });

  it('sends the guest a calendar cancel when they cancel themselves, after a change', async () => {
    const { venue } = await createTestVenue(t.db, { tables: [{ seats: 2 }] });
    const email = guestEmail();
    const booked = await bookTable(venue.id, email, '18:00');
    const token = booked.manageUrl.split('/reservering/')[1] ?? '';
    const changed = await t.request(`/api/horeca/reservations/${token}/change`, {
      body: { date: booked.date, time: '20:00', partySize: 2 },
    });
    expect(changed.status).toBe(200);
    expect((await t.request(`/api/horeca/reservations/${token}/cancel`, { method: 'POST' })).status).toBe(200);
    const mails = await mailsTo(email);
    const sequences = mails.map((mail) => Number(line(mail.attachments[0]?.content ?? '', 'SEQUENCE')));
    expect(sequences).toEqual([0, 1, 2]);
    expect(line(mails[2]?.attachments[0]?.content ?? '', 'METHOD')).toBe('CANCEL');
    expect(mails[2]?.text).toContain('Je reservering is geannuleerd.');
  });
});

describe('confirmation e-mail', () => {
  it('names the venue as ORGANIZER in the calendar file', async () => {
    const { venue } = await createTestVenue(t.db, { tables: [{ seats: 2 }] });
    const email = guestEmail();
    await bookTable(venue.id, email);
    const [mail] = await mailsTo(email);
    // No address of its own: the platform's no-reply address on the public host.
    expect(mail?.attachments[0]?.content).toMatch(
      new RegExp(`^ORGANIZER;CN="?${venue.name}"?:mailto:no-reply@localhost\\r?$`, 'mi'),
    );
  });

  it('does not promise changes until a moment already past when booked inside the cut-off', async () => {
    const { venue } = await createTestVenue(t.db, { tables: [{ seats: 2 }], settings: { cutoffHours: 24 * 200 } });
    const email = guestEmail();
    await bookTable(venue.id, email);
    const [mail] = await mailsTo(email);
    expect(mail?.text).not.toContain('wijzigen of annuleren kan tot');
    expect(mail?.text).toContain(
      'Online wijzigen of annuleren kan voor deze reservering niet meer (dat kan tot 4800 uur van tevoren); bel daarvoor 030-1234567.',
    );
  });
});
