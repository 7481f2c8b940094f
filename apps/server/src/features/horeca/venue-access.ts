import { hasRole } from '@platform/core';
import { and, eq } from 'drizzle-orm';
import { requireLogin } from '../../auth/guards.ts';
import type { Actor, ServiceContext } from '../../context.ts';
import type { Database } from '../../db/client.ts';
import { venueManagers, venues } from '../../db/schema/index.ts';
import { ForbiddenError, NotFoundError } from '../../platform/errors.ts';

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export type VenueRow = typeof venues.$inferSelect;

export async function findVenue(db: Database, venueId: string): Promise<VenueRow> {
  const [venue] = UUID.test(venueId) ? await db.select().from(venues).where(eq(venues.id, venueId)) : [];
  if (!venue?.active) throw new NotFoundError('Deze horecazaak bestaat niet.');
  return venue;
}

/** Owners and managers run their own venue; admins every venue. Everyone else: 403. */
export async function requireVenueAccess(ctx: ServiceContext, venueId: string): Promise<{ actor: Actor; venue: VenueRow }> {
  const actor = requireLogin(ctx);
  const venue = await findVenue(ctx.db, venueId);
  if (hasRole(actor.role, 'admin') || venue.ownerId === actor.user.id) return { actor, venue };
  const [manager] = await ctx.db
    .select()
    .from(venueManagers)
    .where(and(eq(venueManagers.venueId, venueId), eq(venueManagers.userId, actor.user.id)));
  if (!manager) throw new ForbiddenError('Je beheert deze horecazaak niet.');
  return { actor, venue };
}
