import { z } from 'zod';

/**
 * The one id schema: every row id is a UUID. The message says which thing was not found,
 * so a route parameter that is no id answers like an unknown one.
 */
export function idSchema(message = 'Onbekend item') {
  return z.uuid(message);
}

/** Zod's UUID rule (`z.uuid()`, RFC 9562) as a plain pattern: public pages check ids without loading zod (ADR 067). */
const UUID =
  /^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$/;

/** True when `value` can be a row id; lookups skip the database for anything else. */
export function isId(value: string): boolean {
  return UUID.test(value);
}
