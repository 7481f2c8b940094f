import { hasRole } from '@platform/core';
import { and, eq } from 'drizzle-orm';
import { requireLogin } from '../../auth/guards.ts';
import type { Actor, ServiceContext } from '../../context.ts';
import type { Database } from '../../db/client.ts';
import { venueManagers, venues } from '../../db/schema/index.ts';
import { ForbiddenError, NotFoundError } from '../../platform/errors.ts';
import { recordAudit } from '../audit/index.ts';

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export type VenueRow = typeof venues.$inferSelect;

export async function findVenue(db: Database, venueId: string): Promise<VenueRow> {
  const [venue] = UUID.test(venueId) ? await db.select().from(venues).where(eq(venues.id, venueId)) : [];
  if (!venue?.active) throw new NotFoundError('Deze horecazaak bestaat niet.');
  return venue;
}

export interface VenueAccess {
  actor: Actor;
  venue: VenueRow;
  /** true when only the admin role grants access (neither owner nor manager): such writes are audited (ADR 024). */
  asAdmin: boolean;
}

/** Owners and managers run their own venue; admins every venue. Everyone else: 403. */
export async function requireVenueAccess(ctx: ServiceContext, venueId: string): Promise<VenueAccess> {
  const actor = requireLogin(ctx);
  const venue = await findVenue(ctx.db, venueId);
  if (venue.ownerId === actor.user.id) return { actor, venue, asAdmin: false };
  const [manager] = await ctx.db
    .select()
    .from(venueManagers)
    .where(and(eq(venueManagers.venueId, venueId), eq(venueManagers.userId, actor.user.id)));
  if (manager) return { actor, venue, asAdmin: false };
  if (hasRole(actor.role, 'admin')) return { actor, venue, asAdmin: true };
  throw new ForbiddenError('Je beheert deze horecazaak niet.');
}

/** An admin's change to a venue they neither own nor manage goes into the audit log, once it succeeded. */
export async function auditAdminVenueChange(
  ctx: ServiceContext,
  access: VenueAccess,
  action: 'venue.details' | 'venue.menu' | 'venue.course_menus' | 'venue.reservations',
  details: Record<string, unknown> = {},
): Promise<void> {
  if (!access.asAdmin) return;
  await recordAudit(ctx.db, { actorId: access.actor.user.id, action, targetType: 'venue', targetId: access.venue.id, details });
}
