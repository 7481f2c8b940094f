import type { PlacePermission } from '@platform/core';
import type { ServiceContext } from '../../context.ts';
import { auditAdminPlaceChange, findActivePlace, type PlaceAccess, requirePlaceAccess } from '../../platform/place-access.ts';

/** The venue side of the one place-access rule (platform/place-access.ts). */
export type VenueRow = PlaceAccess<'venue'>['place'];

/** An active venue or a 404: for the public booking pages as for its managers. */
export function findVenue(ctx: Pick<ServiceContext, 'db'>, venueId: string): Promise<VenueRow> {
  return findActivePlace(ctx, 'venue', venueId);
}

export interface VenueAccess extends Pick<PlaceAccess<'venue'>, 'actor' | 'asAdmin'> {
  venue: VenueRow;
}

/**
 * Owners and managers with `permission` run their own venue; admins every venue. Everyone else: 403.
 * `null`: any of its managers (the editor's read, shared by the details and menu pages).
 */
export async function requireVenueAccess(
  ctx: ServiceContext,
  venueId: string,
  permission: PlacePermission | null,
): Promise<VenueAccess> {
  const { actor, place, asAdmin } = await requirePlaceAccess(ctx, 'venue', venueId, permission ?? undefined);
  return { actor, venue: place, asAdmin };
}

/** An admin's change to a venue they neither own nor manage goes into the audit log, once it succeeded. */
export function auditAdminVenueChange(
  ctx: ServiceContext,
  access: VenueAccess,
  action: 'venue.details' | 'venue.menu' | 'venue.course_menus' | 'venue.reservations',
  details: Record<string, unknown> = {},
): Promise<void> {
  return auditAdminPlaceChange(
    ctx,
    'venue',
    { actor: access.actor, place: access.venue, asAdmin: access.asAdmin },
    action,
    details,
  );
}
