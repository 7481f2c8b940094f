import { reminderDue } from '@platform/core';
import { and, eq, gt, inArray, isNull, lte } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { reservations, venues } from '../../db/schema/index.ts';
import type { Logger } from '../../platform/logger.ts';
import type { Mailer } from '../../platform/mail.ts';
import { runEvery } from '../../platform/schedule.ts';
import { issueManageLink } from './booking.service.ts';
import { sendReminder } from './reservation-mail.ts';

const RUN_EVERY_MS = 10 * 60 * 1000;

export interface ReminderDeps {
  db: Database;
  mailer: Mailer;
  logger: Logger;
  /** With it, each reminder carries a fresh personal link (the token is only stored hashed, so it is issued anew). */
  publicUrl?: string;
}

/** Sends the 24-hour reminders that are due and marks them sent. Returns how many went out. */
export async function sendDueReminders(deps: ReminderDeps, now = new Date()): Promise<number> {
  const due = await deps.db
    .select({ reservation: reservations, venue: venues })
    .from(reservations)
    .innerJoin(venues, eq(venues.id, reservations.venueId))
    .where(
      and(
        inArray(reservations.status, ['requested', 'confirmed']),
        isNull(reservations.reminderSentAt),
        gt(reservations.startsAt, now),
        lte(reservations.startsAt, new Date(now.getTime() + 24 * 3_600_000)),
      ),
    );
  let sent = 0;
  for (const { reservation, venue } of due) {
    if (!reminderDue(reservation, now)) continue;
    const manageUrl = deps.publicUrl ? await issueManageLink(deps.db, deps.publicUrl, reservation.id) : undefined;
    await sendReminder(deps.mailer, reservation, venue, now, manageUrl);
    await deps.db.update(reservations).set({ reminderSentAt: now }).where(eq(reservations.id, reservation.id));
    sent += 1;
  }
  if (sent > 0) deps.logger.info({ sent }, 'reserveringsherinneringen verstuurd');
  return sent;
}

/** Runs now and every ten minutes until `signal` aborts. */
export function scheduleReservationReminders(deps: ReminderDeps, signal: AbortSignal) {
  runEvery(RUN_EVERY_MS, () => sendDueReminders(deps), deps.logger, 'herinneringen-job', signal);
}
