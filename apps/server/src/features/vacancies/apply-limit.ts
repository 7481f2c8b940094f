import { ERROR_CODES } from '@platform/core';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { countHit } from '../horeca/index.ts';

/** Applications (attempts, counted before the upload is read) per client address per hour. */
export const APPLICATIONS_PER_HOUR = 20;

/**
 * Anyone may apply without an account, with a file of up to 10 MB: an address that sends more than
 * APPLICATIONS_PER_HOUR in an hour is refused (429, Dutch) before its upload is read or stored.
 */
export async function checkApplyLimit(db: Database, address: string, now = Date.now()) {
  if ((await countHit(db, `vacancy-apply:address:${address}`, 3600, now)) > APPLICATIONS_PER_HOUR) {
    throw new AppError(
      429,
      ERROR_CODES.rateLimited,
      'Er zijn vanaf dit adres te veel sollicitaties verstuurd. Probeer het over een uur opnieuw.',
    );
  }
}
