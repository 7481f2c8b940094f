// Long file: the public booking routes' cases (slots, limits, confirmation, manage link) share one venue setup.
import type {
  ApiError,
  Availability,
  BookingResult,
  CourseMenu,
  GuestReservation,
  VenueDetail,
  VenueSummary,
} from '@platform/core';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailMessages, reservations, venues } from '../../db/schema/index.ts';
import { insertReservation, SEED_COUNTS } from '../../db/seed/factories.ts';
import { createTestApp, readJson, type TestApp } from '../../test/test-app.ts';
import { createTestVenue, nextWeekday } from './horeca-test-helpers.ts';
import { REMINDERS_JOB, sendDueReminders } from './index.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const guest = (overrides: Record<string, unknown> = {}) => ({
  name: 'Sanne de Vries',
  email: `sanne.${Math.random().toString(36).slice(2, 8)}@voorbeeld.nl`,
  phone: '06 12345678',
  note: 'Bij het raam graag',
  ...overrides,
});
const bookAt = (venueId: string, body: unknown) => t.request(`/api/horeca/venues/${venueId}/reservations`, { body });
const tokenOf = (result: BookingResult) => result.manageUrl.split('/reservering/')[1] ?? '';

describe('horeca directory', () => {
  it('lists the seeded venues over ten cities and filters by city, group, category and cuisine', async () => {
    const all = await readJson<VenueSummary[]>(await t.request('/api/horeca/venues'));
    expect(all.length).toBeGreaterThanOrEqual(30);
    expect(new Set(all.map((venue) => venue.plaats)).size).toBe(SEED_COUNTS.venueCities);
    expect(new Set(all.map((venue) => venue.categoryGroup)).size).toBe(6);
    const utrechtBars = await readJson<VenueSummary[]>(await t.request('/api/horeca/venues?plaats=utrecht&group=cafe_bar'));
    expect(utrechtBars.length).toBeGreaterThan(0);
    expect(utrechtBars.every((venue) => venue.plaats === 'Utrecht' && venue.categoryGroup === 'cafe_bar')).toBe(true);
    const sushi = await readJson<VenueSummary[]>(await t.request('/api/horeca/venues?category=sushi'));
    expect(sushi.map((venue) => venue.name)).toContain('Sushi Yama');
    const italian = await readJson<VenueSummary[]>(await t.request('/api/horeca/venues?cuisine=italiaans'));
    expect(italian.every((venue) => venue.cuisines.includes('italiaans'))).toBe(true);
    const bad = await t.request('/api/horeca/venues?category=frituur');
    expect(bad.status).toBe(422);
    expect((await readJson<ApiError>(bad)).issues?.[0]?.message).toBe('Onbekende categorie');
  });

  it('shows a venue with its menu, allergens and course menus', async () => {
    const detail = await readJson<VenueDetail>(await t.request('/api/horeca/venues/rotterdam/bistro-het-pleintje'));
    expect(detail).toMatchObject({ name: 'Bistro Het Pleintje', plaats: 'Rotterdam', category: 'bistro' });
    const sate = detail.menu.flatMap((section) => section.dishes).find((dish) => dish.name === 'Saté van kippendij');
    expect(sate?.contains).toContain('peanuts');
    expect(detail.courseMenus[0]).toMatchObject({ pricePerPerson: 49.5, winePairingPrice: 29.5 });
    const course = await readJson<CourseMenu>(await t.request(`/api/horeca/course-menus/${detail.courseMenus[0]?.id}`));
    expect(course.courses.map((item) => item.name)).toEqual(['Voorgerechten', 'Hoofdgerechten', 'Nagerechten']);
    expect((await t.request('/api/horeca/venues/rotterdam/bestaat-niet')).status).toBe(404);
    expect((await t.request('/api/horeca/course-menus/abc')).status).toBe(404);
  });
});

describe('booking a table', () => {
  it('offers slots, books one, mails a confirmation with an .ics, and the slot fills up', async () => {
    const { venue } = await createTestVenue(t.db, { tables: [{ seats: 2 }] });
    const date = nextWeekday('vr');
    const slots = await readJson<Availability>(
      await t.request(`/api/horeca/venues/${venue.id}/availability?date=${date}&partySize=2`),
    );
    expect(slots.mealMinutes).toBe(90);
    expect(slots.slots[0]).toEqual({ time: '17:00', startsAt: `${date}T16:00:00.000Z`, available: true, reason: null });
    expect(slots.slots.at(-1)?.time).toBe('21:30');

    const details = guest();
    const response = await bookAt(venue.id, { date, time: '19:00', partySize: 2, ...details });
    expect(response.status).toBe(201);
    const booked = await readJson<BookingResult>(response);
    expect(booked).toMatchObject({ status: 'confirmed', date, time: '19:00', partySize: 2, canChange: true });
    expect(booked.manageUrl).toMatch(/^http:\/\/localhost:3000\/reservering\/[\w-]{32}$/);

    const [mail] = await t.db.select().from(mailMessages).where(eq(mailMessages.to, details.email));
    expect(mail?.kind).toBe('reservation_confirmation');
    expect(mail?.text).toContain(booked.manageUrl);
    expect(mail?.text).toContain('Je e-mailadres gebruiken we alleen voor deze reservering.');
    const ics = mail?.attachments[0];
    expect(ics).toMatchObject({ filename: 'reservering.ics', contentType: 'text/calendar; charset=utf-8' });
    expect(ics?.content).toContain('BEGIN:VCALENDAR');
    expect(ics?.content).toContain(`DTSTART:${date.replaceAll('-', '')}T180000Z`);
    // Admins download it from the outbox; nobody else does.
    const admin = await t.userWithRole('admin');
    const download = await t.request(`/api/admin/outbox/${mail?.id}/attachments/0`, { cookie: admin.cookie });
    expect(download.headers.get('content-disposition')).toBe('attachment; filename="reservering.ics"');
    // …without the guest's personal link, which only the guest may see (ADR 017).
    const downloaded = (await download.text()).replace(/\r\n[ \t]/g, '');
    expect(downloaded).toContain('BEGIN:VEVENT');
    expect(downloaded).not.toContain(booked.manageUrl);
    const outbox = await t.request(`/api/admin/outbox?to=${encodeURIComponent(details.email)}`, { cookie: admin.cookie });
    expect(await outbox.text()).not.toContain(booked.manageUrl);
    const user = await t.signUp();
    expect((await t.request(`/api/admin/outbox/${mail?.id}/attachments/0`, { cookie: user.cookie })).status).toBe(403);
    expect((await t.request(`/api/admin/outbox/${mail?.id}/attachments/5`, { cookie: admin.cookie })).status).toBe(404);

    // The only table is taken from 19:00 to 20:30: overlapping slots are full, the rest stay open.
    const after = await readJson<Availability>(
      await t.request(`/api/horeca/venues/${venue.id}/availability?date=${date}&partySize=2`),
    );
    const state = Object.fromEntries(after.slots.map((slot) => [slot.time, slot.available]));
    expect(state).toMatchObject({ '17:30': true, '17:45': false, '19:00': false, '20:15': false, '20:30': true });
    const second = await bookAt(venue.id, { date, time: '19:30', partySize: 2, ...guest() });
    expect(second.status).toBe(409);
    expect((await readJson<ApiError>(second)).message).toBe('Vol: dit tijdstip is net volgeboekt. Kies een ander tijdstip.');
  });

  it('refuses bad input in Dutch and stores nothing', async () => {
    const { venue } = await createTestVenue(t.db, {
      tables: [
        { seats: 4, combinable: true },
        { seats: 4, combinable: true },
      ],
      settings: { maxPartySize: 8 },
    });
    const date = nextWeekday('za');
    const nonexistent = 'Deze datum bestaat niet. Kies een dag uit de kalender.';
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ date: '2020-01-01', time: '19:00', partySize: 2 }, 'date', 'Kies een datum vanaf vandaag'],
      [{ date: '2026-11-31', time: '19:00', partySize: 2 }, 'date', nonexistent],
      [{ date: '2027-02-30', time: '19:00', partySize: 2 }, 'date', nonexistent],
      [{ date, time: '19:00', partySize: 0 }, 'partySize', 'Kies minimaal 1 persoon'],
      [{ date, time: '19:00', partySize: 100 }, 'partySize', 'Maximaal 50 personen per reservering'],
      [
        { date, time: '19:00', partySize: 9 },
        'partySize',
        'Online reserveren kan tot 8 personen. Bel 030-1234567 voor een grotere groep.',
      ],
      [{ date, time: '19:00', partySize: 2, email: 'geen-adres' }, 'email', 'Vul een geldig e-mailadres in'],
      [{ date, time: '19:07', partySize: 2 }, 'time', 'Dit tijdstip is niet beschikbaar. Kies een tijd uit de lijst.'],
      [{ date, time: '12:00', partySize: 2 }, 'time', 'Dit tijdstip is niet beschikbaar. Kies een tijd uit de lijst.'],
      [{ date, time: '19:00', partySize: 2, phone: 'bel me' }, 'phone', 'Vul een geldig telefoonnummer in'],
    ];
    for (const [input, path, message] of cases) {
      const response = await bookAt(venue.id, { ...guest(), ...input });
      expect(response.status, JSON.stringify(input)).toBe(422);
      expect((await readJson<ApiError>(response)).issues).toContainEqual({ path: [path], message });
    }
    expect(await t.db.select().from(reservations).where(eq(reservations.venueId, venue.id))).toEqual([]);
    expect((await bookAt('00000000-0000-4000-8000-000000000000', { date, time: '19:00', partySize: 2, ...guest() })).status).toBe(
      404,
    );
  });

  it('combines tables for a larger party and honours the cover limit per slot', async () => {
    const { venue, tables } = await createTestVenue(t.db, {
      tables: [{ seats: 2, combinable: true }, { seats: 2, combinable: true }, { seats: 4 }],
      settings: { coverLimitPerSlot: 6 },
    });
    const date = nextWeekday('do');
    const four = await readJson<BookingResult>(await bookAt(venue.id, { date, time: '18:00', partySize: 4, ...guest() }));
    const [row4] = await t.db.select().from(reservations).where(eq(reservations.id, four.id));
    expect(row4?.tableIds).toEqual([tables[2]?.id]);
    const combined = await bookAt(venue.id, { date, time: '18:30', partySize: 3, ...guest() });
    const [row3] = await t.db
      .select()
      .from(reservations)
      .where(eq(reservations.id, (await readJson<BookingResult>(combined)).id));
    expect(row3?.tableIds.sort()).toEqual([tables[0]?.id, tables[1]?.id].sort());
    // 18:00 already has 4 covers; 3 more would pass the limit of 6 even if a table were free.
    const limited = await readJson<Availability>(
      await t.request(`/api/horeca/venues/${venue.id}/availability?date=${date}&partySize=3`),
    );
    expect(limited.slots.find((slot) => slot.time === '18:00')).toMatchObject({ available: false, reason: 'covers' });
  });

  it('offers only party sizes the floor can seat and says why a larger party cannot book', async () => {
    // Two combinable two-tops and a four: at most 4 guests together, though the setting allows 10.
    const { venue } = await createTestVenue(t.db, {
      tables: [{ seats: 2, combinable: true }, { seats: 2, combinable: true }, { seats: 4 }],
    });
    const detail = await readJson<VenueDetail>(await t.request(`/api/horeca/venues/utrecht/${venue.slug}`));
    expect(detail.reservations.maxPartySize).toBe(4);
    const date = nextWeekday('wo');
    const tooMany = await t.request(`/api/horeca/venues/${venue.id}/availability?date=${date}&partySize=9`);
    expect(tooMany.status).toBe(422);
    expect((await readJson<ApiError>(tooMany)).issues).toContainEqual({
      path: ['partySize'],
      message: 'Online reserveren kan tot 4 personen. Bel 030-1234567 voor een grotere groep.',
    });
    expect((await bookAt(venue.id, { date, time: '19:00', partySize: 5, ...guest() })).status).toBe(422);
  });

  it('books an early slot on its own date (a venue opening at 05:30)', async () => {
    const { venue } = await createTestVenue(t.db, { tables: [{ seats: 2 }] });
    const early = [{ open: '05:30', close: '11:00' }];
    await t.db
      .update(venues)
      .set({ openingHours: { ma: early, di: early, wo: early, do: early, vr: early, za: early, zo: early } })
      .where(eq(venues.id, venue.id));
    const date = nextWeekday('di');
    const response = await bookAt(venue.id, { date, time: '05:30', partySize: 2, ...guest() });
    expect(response.status).toBe(201);
    expect(await readJson<BookingResult>(response)).toMatchObject({ date, time: '05:30' });
  });
});

describe('booking while signed in', () => {
  it('shows the confirmation under my e-mails and in my data export', async () => {
    const { venue } = await createTestVenue(t.db, { tables: [{ seats: 2 }] });
    const user = await t.signUp();
    const response = await t.request(`/api/horeca/venues/${venue.id}/reservations`, {
      cookie: user.cookie,
      body: { date: nextWeekday('za'), time: '18:00', partySize: 2, ...guest({ email: user.email }) },
    });
    expect(response.status).toBe(201);
    const mails = await readJson<Array<{ kind: string }>>(await t.request('/api/me/mails', { cookie: user.cookie }));
    expect(mails.map((mail) => mail.kind)).toContain('reservation_confirmation');
    const exported = await readJson<{ reservations: Array<Record<string, unknown>> }>(
      await t.request('/api/me/export', { cookie: user.cookie }),
    );
    expect(exported.reservations).toHaveLength(1);
    expect(exported.reservations[0]).not.toHaveProperty('manageTokenHash');
  });
});

describe('the guest’s personal link', () => {
  it('shows, changes and cancels a reservation, with e-mails', async () => {
    const { venue } = await createTestVenue(t.db, { tables: [{ seats: 2 }, { seats: 4 }] });
    const date = nextWeekday('wo');
    const details = guest();
    const booked = await readJson<BookingResult>(await bookAt(venue.id, { date, time: '18:00', partySize: 2, ...details }));
    const token = tokenOf(booked);
    const view = await readJson<GuestReservation>(await t.request(`/api/horeca/reservations/${token}`));
    expect(view).toMatchObject({ id: booked.id, name: 'Sanne de Vries', canChange: true, venue: { name: venue.name } });

    const changed = await t.request(`/api/horeca/reservations/${token}/change`, { body: { date, time: '20:00', partySize: 4 } });
    expect(changed.status).toBe(200);
    expect(await readJson<GuestReservation>(changed)).toMatchObject({ time: '20:00', partySize: 4 });

    const cancelled = await t.request(`/api/horeca/reservations/${token}/cancel`, { method: 'POST' });
    expect((await readJson<GuestReservation>(cancelled)).status).toBe('cancelled');
    const again = await t.request(`/api/horeca/reservations/${token}/cancel`, { method: 'POST' });
    expect(again.status).toBe(409);
    expect((await readJson<ApiError>(again)).message).toBe('Deze reservering is al geannuleerd.');
    const kinds = (await t.db.select().from(mailMessages).where(eq(mailMessages.to, details.email))).map((mail) => mail.kind);
    expect(kinds.sort()).toEqual(['reservation_cancelled', 'reservation_confirmation', 'reservation_confirmation']);
    expect((await t.request('/api/horeca/reservations/niet-een-geldige-link-1234567')).status).toBe(404);
  });

  it('refuses changes after the cut-off', async () => {
    const { venue } = await createTestVenue(t.db, { tables: [{ seats: 2 }], settings: { cutoffHours: 24 * 200 } });
    const booked = await readJson<BookingResult>(
      await bookAt(venue.id, { date: nextWeekday('di'), time: '18:00', partySize: 2, ...guest() }),
    );
    expect(booked.canChange).toBe(false);
    const response = await t.request(`/api/horeca/reservations/${tokenOf(booked)}/cancel`, { method: 'POST' });
    expect(response.status).toBe(409);
    expect((await readJson<ApiError>(response)).message).toBe(
      'Online wijzigen of annuleren kan tot 4800 uur van tevoren. Bel 030-1234567.',
    );
    const [row] = await t.db.select().from(reservations).where(eq(reservations.id, booked.id));
    expect(row?.status).toBe('confirmed');
  });
});

describe('reminders', () => {
  it('mails a reminder 24 hours ahead, once, naming the day, with a fresh personal link', async () => {
    const { venue } = await createTestVenue(t.db, { tables: [{ seats: 2 }] });
    const details = guest();
    const booked = await readJson<BookingResult>(
      await bookAt(venue.id, { date: nextWeekday('ma'), time: '18:00', partySize: 2, ...details }),
    );
    const startsAt = new Date(booked.startsAt);
    const deps = { db: t.db, mailer: t.mailer, logger: t.logger, publicUrl: 'http://localhost:3000' };
    expect(await sendDueReminders(deps, new Date(startsAt.getTime() - 30 * 3_600_000))).toBe(0);
    // Sunday 22:00 for Monday 18:00: "morgen".
    const dayBefore = new Date(startsAt.getTime() - 20 * 3_600_000);
    expect(await sendDueReminders(deps, dayBefore)).toBeGreaterThanOrEqual(1);
    expect(await sendDueReminders(deps, dayBefore)).toBe(0);
    const [reminder] = await t.db
      .select()
      .from(mailMessages)
      .where(and(eq(mailMessages.to, details.email), eq(mailMessages.kind, 'reservation_reminder')));
    expect(reminder?.subject).toBe(`Herinnering: je reservering bij ${venue.name} morgen om 18:00`);
    const link = /http:\/\/localhost:3000\/reservering\/([\w-]+)/.exec(reminder?.text ?? '')?.[1] ?? '';
    expect((await t.request(`/api/horeca/reservations/${link}`)).status).toBe(200);
    // Only the newest link works: the confirmation's token was replaced.
    expect((await t.request(`/api/horeca/reservations/${tokenOf(booked)}`)).status).toBe(404);
  });

  it('says "vandaag" for a reminder on the day itself', async () => {
    const { venue } = await createTestVenue(t.db, { tables: [{ seats: 2 }] });
    const details = guest();
    const booked = await readJson<BookingResult>(
      await bookAt(venue.id, { date: nextWeekday('di'), time: '19:00', partySize: 2, ...details }),
    );
    const morning = new Date(new Date(booked.startsAt).getTime() - 10 * 3_600_000);
    expect(await sendDueReminders({ db: t.db, mailer: t.mailer, logger: t.logger }, morning)).toBeGreaterThanOrEqual(1);
    const [reminder] = await t.db
      .select()
      .from(mailMessages)
      .where(and(eq(mailMessages.to, details.email), eq(mailMessages.kind, 'reservation_reminder')));
    expect(reminder?.subject).toBe(`Herinnering: je reservering bij ${venue.name} vandaag om 19:00`);
    expect(reminder?.text).toContain('via de link in je bevestigingsmail');
  });

  it('runs as a queued job that records the reminders and a send job delivers them', async () => {
    const { venue, tables } = await createTestVenue(t.db, { tables: [{ seats: 2 }] });
    const now = Date.now();
    const email = `morgen.${Math.random().toString(36).slice(2, 8)}@voorbeeld.nl`;
    await insertReservation(t.db, {
      venueId: venue.id,
      startsAt: new Date(now + 20 * 3_600_000),
      tableIds: tables.map((table) => table.id),
      email,
      createdAt: new Date(now - 7 * 24 * 3_600_000),
    });
    await t.runJobs(); // the earlier tests' mails
    await t.jobs.enqueue(REMINDERS_JOB, {});
    // The sweep, then the send job it enqueued.
    expect(await t.runJobs()).toBe(2);
    const mails = await t.db.select().from(mailMessages).where(eq(mailMessages.to, email));
    expect(mails.map((mail) => [mail.kind, mail.status])).toEqual([['reservation_reminder', 'outbox']]);
  });
});
