import type { AuditAction } from '@platform/core';
import { eq } from 'drizzle-orm';
import { requireRole } from '../auth/guards.ts';
import type { ServiceContext } from '../context.ts';
import type { Database } from '../db/client.ts';
import { users } from '../db/schema/index.ts';
import { recordAudit } from './audit-log.ts';
import { ConflictError, ValidationError } from './errors.ts';
import type { PlaceKind } from './place-access.ts';
import { withTransaction } from './transaction.ts';

/*
 * What creating a coffeeshop or a venue has in common (admins, ADR 026): naming the owner by e-mail address and
 * telling a duplicate apart from other failures.
 */

/** The id of the account that will own the place, or null for none; an unknown address is a field error. */
export async function resolvePlaceOwner(db: Database, email: string | null): Promise<string | null> {
  if (!email) return null;
  const [owner] = await db
    .select({ id: users.id, verified: users.emailVerified })
    .from(users)
    .where(eq(users.email, email.toLowerCase()));
  if (!owner) {
    throw new ValidationError('Onbekende eigenaar', [
      { path: ['ownerEmail'], message: 'Er is geen account met dit e-mailadres' },
    ]);
  }
  // Sign-up proves nothing: a place only goes to an account that confirmed the address (ADR 060).
  if (!owner.verified) {
    throw new ValidationError('Onbevestigd e-mailadres', [
      { path: ['ownerEmail'], message: 'Dit account heeft zijn e-mailadres nog niet bevestigd' },
    ]);
  }
  return owner.id;
}

interface NewPlace<R> {
  kind: PlaceKind;
  ownerEmail: string | null;
  /** Inserts the place (and whatever comes with it) in the transaction. */
  insert: (db: Database, ownerId: string | null) => Promise<R>;
  action: AuditAction;
  /** The Dutch answer when a place with this name already exists in this town. */
  duplicate: string;
}

/** An admin adds a place: the owner looked up, the row and its audit entry in one transaction, a duplicate a 409. */
export async function addPlace<R extends { id: string }>(ctx: ServiceContext, place: NewPlace<R>): Promise<R> {
  const admin = requireRole(ctx, 'admin');
  const ownerId = await resolvePlaceOwner(ctx.db, place.ownerEmail);
  try {
    return await withTransaction(ctx, async (tx) => {
      const row = await place.insert(tx.db, ownerId);
      await recordAudit(tx.db, {
        actorId: admin.user.id,
        action: place.action,
        targetType: place.kind,
        targetId: row.id,
        details: { owner: ownerId },
      });
      return row;
    });
  } catch (error) {
    if (isDuplicatePlace(error)) throw new ConflictError(place.duplicate);
    throw error;
  }
}

/** A unique index refused the row: a place with this name (slug) in this town already exists. */
export function isDuplicatePlace(error: unknown): boolean {
  const text = String((error as { cause?: unknown })?.cause ?? error);
  return /(venues|coffeeshops)_plaats_slug_idx/.test(text) || (error as { code?: string })?.code === '23505';
}
