import type { Database } from '../../db/client.ts';
import { queueWebhookEvent } from '../../platform/webhook-events.ts';
import type { ReservationRow } from './reservations.queries.ts';

/**
 * A booking made or cancelled, for the venue's webhooks (issue 22, ADR 057), in the transaction of
 * the change. Only what a till or booking system needs: no e-mail address or phone number.
 */
export function queueReservationWebhook(
  db: Database,
  type: 'reservation.created' | 'reservation.cancelled',
  row: ReservationRow,
): Promise<void> {
  return queueWebhookEvent(db, { kind: 'venue', id: row.venueId }, type, {
    reservationId: row.id,
    status: row.status,
    source: row.source,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    partySize: row.partySize,
    name: row.name,
    note: row.note,
  });
}
