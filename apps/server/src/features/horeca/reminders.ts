import { reminderDue } from '@platform/core';
import type { ServiceContext } from '../../context.ts';
import type { Jobs } from '../../platform/jobs.ts';
import { withTransaction } from '../../platform/transaction.ts';
import { issueManageLink } from './manage-link.ts';
import { sendReminder } from './reservation-mail.ts';
import { claimReminder, selectReminderCandidates } from './reservations.queries.ts';

export const REMINDERS_JOB = 'reservation-reminders';

/**
 * The job's part of a service context (it runs outside any request). With `publicUrl`, each reminder
 * carries a fresh personal link (the token is only stored hashed, so it is issued anew).
 */
export type ReminderDeps = Pick<ServiceContext, 'db' | 'mailer' | 'logger'> & { publicUrl?: string };

/**
 * Sends the 24-hour reminders that are due and marks them sent. Returns how
 * many went out. Each reservation is claimed (reminder_sent_at set where it is
 * still empty) in the same transaction that records its mail, so two runs at
 * once (two processes) send each reminder once, and a failure sends none.
 */
export async function sendDueReminders(deps: ReminderDeps, now = new Date()): Promise<number> {
  const due = await selectReminderCandidates(deps.db, now, new Date(now.getTime() + 24 * 3_600_000));
  let sent = 0;
  for (const { reservation, venue } of due) {
    if (!reminderDue(reservation, now)) continue;
    const claimed = await withTransaction(deps, async (tx) => {
      // Claimed only as it still is: not cancelled or moved since it was read (a change clears reminder_sent_at
      // and sets another time), and mailed from the claimed row, so the reminder names the booking as it stands.
      const current = await claimReminder(tx.db, reservation, now);
      if (!current) return false;
      // A fresh personal link, issued with the claim: a rolled-back run leaves the old link valid.
      const manageUrl = deps.publicUrl ? await issueManageLink(tx.db, deps.publicUrl, current.id) : undefined;
      await sendReminder(tx.mailer, current, venue, now, manageUrl);
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
