import { ERROR_CODES } from '@platform/core';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { countHit } from '../horeca/index.ts';

/** Sign-ups (attempts) per client address per hour: enough for a family, too few to fill an event with made-up names. */
export const SIGNUPS_PER_HOUR = 10;

/**
 * Anyone may sign up without an account and the platform mails the address given: an address that signs up more
 * than SIGNUPS_PER_HOUR in an hour is refused (429, Dutch) before anything is stored or mailed.
 */
export async function checkSignupLimit(db: Database, address: string, max = SIGNUPS_PER_HOUR, now = Date.now()) {
  if ((await countHit(db, `event-signup:address:${address}`, 3600, now)) > max) {
    throw new AppError(
      429,
      ERROR_CODES.rateLimited,
      'Er zijn vanaf dit adres te veel aanmeldingen verstuurd. Probeer het over een uur opnieuw.',
    );
  }
}
