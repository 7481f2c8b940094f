import { type AuditAction, hasRole, isId, PLACE_PERMISSIONS, type PlacePermission } from '@platform/core';
import { and, eq } from 'drizzle-orm';
import { requireLogin } from '../auth/guards.ts';
import type { Actor, ServiceContext } from '../context.ts';
import { coffeeshopManagers, coffeeshops, venueManagers, venues } from '../db/schema/index.ts';
import { recordAudit } from './audit-log.ts';
import { ForbiddenError, NotFoundError } from './errors.ts';

/**
 * The two brands' places share one managers model: a place has an owner and a
 * managers table (place id, user id). Only the tables and the Dutch words differ.
 */
const PLACES = {
  coffeeshop: {
    places: coffeeshops,
    managers: coffeeshopManagers,
    managedPlace: coffeeshopManagers.coffeeshopId,
    notFound: 'Deze coffeeshop bestaat niet.',
    forbidden: 'Je beheert deze coffeeshop niet.',
  },
  venue: {
    places: venues,
    managers: venueManagers,
    managedPlace: venueManagers.venueId,
    notFound: 'Deze horecazaak bestaat niet.',
    forbidden: 'Je beheert deze horecazaak niet.',
  },
} as const;

export type PlaceKind = keyof typeof PLACES;

/** The table and Dutch words of a kind of place, for the platform's other place rules (place-admin.ts). */
export function placeKind<K extends PlaceKind>(kind: K): (typeof PLACES)[K] {
  return PLACES[kind];
}
export type PlaceRow<K extends PlaceKind> = (typeof PLACES)[K]['places']['$inferSelect'];

export interface PlaceAccess<K extends PlaceKind> {
  actor: Actor;
  place: PlaceRow<K>;
  /** true when only the admin role grants access (neither owner nor manager): such writes are audited (ADR 024). */
  asAdmin: boolean;
  /** What the actor may do here: every right for the owner and admins, the stored ones for a manager (ADR 030). */
  permissions: readonly PlacePermission[];
  /** true for a manager (neither the owner nor an admin). */
  asManager: boolean;
}

/**
 * The active place behind an id, or a 404. An inactive place is gone for everyone,
 * its owner and admins included, as it is from the public pages and the manager lists.
 */
export async function findActivePlace<K extends PlaceKind>(
  ctx: Pick<ServiceContext, 'db'>,
  kind: K,
  id: string,
): Promise<PlaceRow<K>> {
  const { places, notFound } = PLACES[kind];
  // One query shape for both tables; the row type follows `kind`.
  const [place] = isId(id) ? await ctx.db.select().from(places).where(eq(places.id, id)) : [];
  if (!place?.active) throw new NotFoundError(notFound);
  return place as PlaceRow<K>;
}

/** A manager's rights at a place, or null when the user does not manage it. */
async function managerPermissions(
  ctx: ServiceContext,
  kind: PlaceKind,
  placeId: string,
  userId: string,
): Promise<PlacePermission[] | null> {
  const { managers, managedPlace } = PLACES[kind];
  const [row] = await ctx.db
    .select({ permissions: managers.permissions })
    .from(managers)
    .where(and(eq(managedPlace, placeId), eq(managers.userId, userId)));
  return row ? row.permissions : null;
}

/**
 * Owners and managers run their own place; admins every place. A manager needs
 * `permission` among their rights (ADR 030); owners and admins hold them all.
 * Signed out: 401; anyone else, or a manager without the right: 403; unknown or inactive: 404.
 */
export async function requirePlaceAccess<K extends PlaceKind>(
  ctx: ServiceContext,
  kind: K,
  id: string,
  permission?: PlacePermission,
): Promise<PlaceAccess<K>> {
  const actor = requireLogin(ctx);
  const place = await findActivePlace(ctx, kind, id);
  const all = PLACE_PERMISSIONS;
  if (place.ownerId === actor.user.id) return { actor, place, asAdmin: false, asManager: false, permissions: all };
  const permissions = await managerPermissions(ctx, kind, place.id, actor.user.id);
  if (permissions && (!permission || permissions.includes(permission))) {
    return { actor, place, asAdmin: false, asManager: true, permissions };
  }
  if (hasRole(actor.role, 'admin')) return { actor, place, asAdmin: true, asManager: false, permissions: all };
  if (permissions) throw new ForbiddenError(NO_PERMISSION[permission ?? 'details']);
  throw new ForbiddenError(PLACES[kind].forbidden);
}

/** The Dutch refusal for a manager who lacks a right. */
const NO_PERMISSION: Record<PlacePermission, string> = {
  menu: 'Je mag het menu van deze zaak niet beheren.',
  screens: 'Je mag de schermen van deze zaak niet beheren.',
  reservations: 'Je mag de reserveringen van deze zaak niet beheren.',
  details: 'Je mag de gegevens van deze zaak niet wijzigen.',
  staff: 'Je mag de medewerkers van deze zaak niet beheren.',
};

/** An admin's change to a place they neither own nor manage goes into the audit log, once it succeeded (ADR 024). */
export async function auditAdminPlaceChange<K extends PlaceKind>(
  ctx: ServiceContext,
  kind: K,
  access: Pick<PlaceAccess<K>, 'actor' | 'place' | 'asAdmin'>,
  action: AuditAction,
  details: Record<string, unknown> = {},
): Promise<void> {
  if (!access.asAdmin) return;
  await recordAudit(ctx.db, { actorId: access.actor.user.id, action, targetType: kind, targetId: access.place.id, details });
}
