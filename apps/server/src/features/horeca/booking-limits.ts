import { ERROR_CODES } from '@platform/core';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { rateLimitOf } from '../../platform/settings.ts';
import { countHit } from './booking-limits.queries.ts';

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

/** Refuses a booking (429, Dutch) when the address or the e-mail address has booked too often in the window. */
export async function checkBookingLimits(
  db: Database,
  limits: BookingLimits,
  who: { address: string; email: string },
  now = Date.now(),
) {
  const minutes = Math.ceil(limits.windowSeconds / 60);
  // The superadmin's limits (ADR 077) over the environment's, read through the 5-second settings cache.
  const perAddress = await rateLimitOf(db, 'bookingsPerAddress', limits.perAddress);
  const perEmail = await rateLimitOf(db, 'bookingsPerEmail', limits.perEmail);
  const byAddress = await countHit(db, `horeca-booking:address:${who.address}`, limits.windowSeconds, now);
  if (byAddress > perAddress) {
    throw new TooManyBookingsError(
      `Er zijn vanaf dit adres te veel reserveringen gemaakt. Probeer het over ${minutes} minuten opnieuw of bel de zaak.`,
    );
  }
  const byEmail = await countHit(db, `horeca-booking:email:${who.email.trim().toLowerCase()}`, limits.windowSeconds, now);
  if (byEmail > perEmail) {
    throw new TooManyBookingsError(
      `Met dit e-mailadres zijn te veel reserveringen gemaakt. Probeer het over ${minutes} minuten opnieuw of bel de zaak.`,
    );
  }
}
