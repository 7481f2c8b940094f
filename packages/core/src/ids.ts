import { z } from 'zod';

/**
 * The one id schema: every row id is a UUID. The message says which thing was not found,
 * so a route parameter that is no id answers like an unknown one.
 */
export function idSchema(message = 'Onbekend item') {
  return z.uuid(message);
}

const AnyId = z.uuid();

/** True when `value` can be a row id; lookups skip the database for anything else. */
export function isId(value: string): boolean {
  return AnyId.safeParse(value).success;
}
