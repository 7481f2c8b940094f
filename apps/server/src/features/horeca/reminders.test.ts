import { and, eq, inArray, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailMessages, reservations } from '../../db/schema/index.ts';
import { buildReservation } from '../../db/seed/factories.ts';
import { openSecondProcess } from '../../test/second-process.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createTestVenue } from './horeca-test-helpers.ts';
import { REMINDERS_JOB, sendDueReminders } from './index.ts';

/**
 * Two servers on one database (two processes with their own pools on
 * PostgreSQL; two queue instances on the one PGlite connection): each due
 * reminder is mailed exactly once.
 */
let t: TestApp;
let second: Awaited<ReturnType<typeof openSecondProcess>>;
beforeAll(async () => {
  t = await createTestApp();
  second = await openSecondProcess(t);
});
afterAll(async () => {
  await second.close();
  await t.close();
});

const HOUR = 3_600_000;

/** `count` reservations starting within the next day, booked a week ago: every one is due for its reminder. */
async function dueReservations(count: number, label: string): Promise<string[]> {
  const { venue, tables } = await createTestVenue(t.db, { tables: [{ seats: 4 }] });
  const now = Date.now();
  const emails = Array.from({ length: count }, (_, i) => `gast.${label}.${i}@voorbeeld.nl`);
  await t.db.insert(reservations).values(
    emails.map((email, i) =>
      buildReservation({
        venueId: venue.id,
        startsAt: new Date(now + 2 * HOUR + i * 60_000),
        tableIds: tables.map((table) => table.id),
        name: `Gast ${i}`,
        email,
        createdAt: new Date(now - 7 * 24 * HOUR),
      }),
    ),
  );
  return emails;
}

async function remindersTo(emails: string[]) {
  return t.db
    .select({ to: mailMessages.to, status: mailMessages.status })
    .from(mailMessages)
    .where(and(eq(mailMessages.kind, 'reservation_reminder'), inArray(mailMessages.to, emails)));
}

async function unreminded(emails: string[]) {
  return t.db
    .select({ id: reservations.id })
    .from(reservations)
    .where(and(inArray(reservations.email, emails), isNull(reservations.reminderSentAt)));
}

describe('reservation reminders on two servers', () => {
  it('mails 50 due reminders exactly once when both servers queue the sweep and both work the queue', async () => {
    const emails = await dueReservations(50, 'queue');
    // Each server's scheduler fires for the same tick.
    await Promise.all([t.jobs.enqueue(REMINDERS_JOB, {}), second.jobs.enqueue(REMINDERS_JOB, {})]);
    const [ranHere, ranThere] = await Promise.all([t.runJobs(), second.jobs.runDue()]);
    // One sweep and fifty send jobs, each claimed by one of the two.
    expect(ranHere + ranThere).toBe(51);
    const mails = await remindersTo(emails);
    expect(mails).toHaveLength(50);
    expect(new Set(mails.map((mail) => mail.to)).size).toBe(50);
    expect(mails.every((mail) => mail.status === 'outbox')).toBe(true);
    expect(await unreminded(emails)).toEqual([]);
    // Nothing left to do on either.
    expect(await Promise.all([t.runJobs(), second.jobs.runDue()])).toEqual([0, 0]);
  });

  it('mails each reminder once even when two sweeps run at the same moment', async () => {
    const emails = await dueReservations(50, 'sweep');
    const [here, there] = await Promise.all([
      sendDueReminders({ db: t.db, mailer: t.mailer, logger: t.logger }),
      sendDueReminders({ db: second.database.db, mailer: second.mailer, logger: t.logger }),
    ]);
    expect(here + there).toBe(50);
    await Promise.all([t.runJobs(), second.jobs.runDue()]);
    const mails = await remindersTo(emails);
    expect(mails).toHaveLength(50);
    expect(new Set(mails.map((mail) => mail.to)).size).toBe(50);
    expect(mails.every((mail) => mail.status === 'outbox')).toBe(true);
  });
});
