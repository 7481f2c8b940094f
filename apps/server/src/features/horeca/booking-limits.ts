import { randomUUID } from 'node:crypto';
import { ERROR_CODES } from '@platform/core';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { rateLimits } from '../../db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';

export interface BookingLimits {
  /** Online bookings (attempts) per client address per window. */
  perAddress: number;
  /** Online bookings per guest e-mail address per window. */
  perEmail: number;
  windowSeconds: number;
}

export class TooManyBookingsError extends AppError {
  constructor(message: string) {
    super(429, ERROR_CODES.rateLimited, message);
  }
}

/**
 * Counts one hit on `key` in a fixed window, atomically in the database (the
 * `rate_limits` table Better Auth also uses, under our own key prefix), so the
 * limit holds across processes. Returns the count in the current window.
 */
async function hit(db: Database, key: string, windowSeconds: number, now: number): Promise<number> {
  const windowStart = now - windowSeconds * 1000;
  const expired = sql`${rateLimits.lastRequest} < ${windowStart}`;
  const [row] = await db
    .insert(rateLimits)
    .values({ id: randomUUID(), key, count: 1, lastRequest: now })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${expired} then 1 else ${rateLimits.count} + 1 end`,
        lastRequest: sql`case when ${expired} then ${now}::bigint else ${rateLimits.lastRequest} end`,
      },
    })
    .returning({ count: rateLimits.count });
  return row?.count ?? 1;
}

/** Refuses a booking (429, Dutch) when the address or the e-mail address has booked too often in the window. */
export async function checkBookingLimits(
  db: Database,
  limits: BookingLimits,
  who: { address: string; email: string },
  now = Date.now(),
) {
  const minutes = Math.ceil(limits.windowSeconds / 60);
  const byAddress = await hit(db, `horeca-booking:address:${who.address}`, limits.windowSeconds, now);
  if (byAddress > limits.perAddress) {
    throw new TooManyBookingsError(
      `Er zijn vanaf dit adres te veel reserveringen gemaakt. Probeer het over ${minutes} minuten opnieuw of bel de zaak.`,
    );
  }
  const byEmail = await hit(db, `horeca-booking:email:${who.email.trim().toLowerCase()}`, limits.windowSeconds, now);
  if (byEmail > limits.perEmail) {
    throw new TooManyBookingsError(
      `Met dit e-mailadres zijn te veel reserveringen gemaakt. Probeer het over ${minutes} minuten opnieuw of bel de zaak.`,
    );
  }
}
