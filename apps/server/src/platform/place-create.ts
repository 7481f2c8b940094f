import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { users } from '../db/schema/index.ts';
import { ValidationError } from './errors.ts';

/*
 * What creating a coffeeshop or a venue has in common (admins, ADR 026): naming the owner by e-mail address and
 * telling a duplicate apart from other failures.
 */

/** The id of the account that will own the place, or null for none; an unknown address is a field error. */
export async function resolvePlaceOwner(db: Database, email: string | null): Promise<string | null> {
  if (!email) return null;
  const [owner] = await db.select({ id: users.id }).from(users).where(eq(users.email, email.toLowerCase()));
  if (!owner) {
    throw new ValidationError('Onbekende eigenaar', [
      { path: ['ownerEmail'], message: 'Er is geen account met dit e-mailadres' },
    ]);
  }
  return owner.id;
}

/** A unique index refused the row: a place with this name (slug) in this town already exists. */
export function isDuplicatePlace(error: unknown): boolean {
  const text = String((error as { cause?: unknown })?.cause ?? error);
  return /(venues|coffeeshops)_plaats_slug_idx/.test(text) || (error as { code?: string })?.code === '23505';
}
