import { reminderDue } from '@platform/core';
import { and, eq, gt, inArray, isNull, lte } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { reservations, venues } from '../../db/schema/index.ts';
import type { Jobs } from '../../platform/jobs.ts';
import type { Logger } from '../../platform/logger.ts';
import { type Mailer, mailerIn } from '../../platform/mail.ts';
import { issueManageLink } from './booking.service.ts';
import { sendReminder } from './reservation-mail.ts';

export const REMINDERS_JOB = 'reservation-reminders';

export interface ReminderDeps {
  db: Database;
  mailer: Mailer;
  logger: Logger;
  /** With it, each reminder carries a fresh personal link (the token is only stored hashed, so it is issued anew). */
  publicUrl?: string;
}

/**
 * Sends the 24-hour reminders that are due and marks them sent. Returns how
 * many went out. Each reservation is claimed (reminder_sent_at set where it is
 * still empty) in the same transaction that records its mail, so two runs at
 * once (two processes) send each reminder once, and a failure sends none.
 */
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
    const claimed = await deps.db.transaction(async (tx) => {
      // Claimed only as it still is: not cancelled or moved since it was read (a change clears reminder_sent_at
      // and sets another time), and mailed from the claimed row, so the reminder names the booking as it stands.
      const [current] = await tx
        .update(reservations)
        .set({ reminderSentAt: now })
        .where(
          and(
            eq(reservations.id, reservation.id),
            isNull(reservations.reminderSentAt),
            inArray(reservations.status, ['requested', 'confirmed']),
            eq(reservations.startsAt, reservation.startsAt),
          ),
        )
        .returning();
      if (!current) return false;
      // A fresh personal link, issued with the claim: a rolled-back run leaves the old link valid.
      const manageUrl = deps.publicUrl ? await issueManageLink(tx, deps.publicUrl, current.id) : undefined;
      await sendReminder(mailerIn(deps.mailer, tx), current, venue, now, manageUrl);
      return true;
    });
    if (claimed) sent += 1;
  }
  if (sent > 0) deps.logger.info({ sent }, 'reserveringsherinneringen verstuurd');
  return sent;
}

/** Every ten minutes, once across processes (a sweep: at most one waiting and one running). */
export function defineReservationReminders(jobs: Jobs, deps: ReminderDeps) {
  jobs.define({
    name: REMINDERS_JOB,
    policy: 'stately',
    cron: '*/10 * * * *',
    retryLimit: 2,
    handler: () => sendDueReminders(deps),
  });
}
