import {
  type AdminPlace,
  type AuditAction,
  isId,
  type PlaceActiveInput,
  type PlaceAdminState,
  type PlaceOwnerInput,
} from '@platform/core';
import { asc, eq } from 'drizzle-orm';
import { requireRole } from '../auth/guards.ts';
import type { ServiceContext } from '../context.ts';
import { users } from '../db/schema/index.ts';
import { recordAudit } from './audit-log.ts';
import { NotFoundError } from './errors.ts';
import { type PlaceKind, placeKind } from './place-access.ts';
import { resolvePlaceOwner } from './place-create.ts';
import { publishShopChange } from './shop-cache.ts';
import { withTransaction } from './transaction.ts';

/*
 * What only admins do to a place of either brand, written once (ADR 029): take it offline or back online, and hand
 * it to another owner. Both are audited, and a coffeeshop's cached pages and screens drop at once.
 */

const AUDIT: Record<PlaceKind, { status: AuditAction; owner: AuditAction }> = {
  coffeeshop: { status: 'shop.status', owner: 'shop.owner' },
  venue: { status: 'venue.status', owner: 'venue.owner' },
};

/** The place behind an id whether it is online or not (admins must find an offline place to bring it back). */
async function findAnyPlace(ctx: ServiceContext, kind: PlaceKind, id: string) {
  const { places, notFound } = placeKind(kind);
  const [place] = isId(id)
    ? await ctx.db.select({ id: places.id, active: places.active, ownerId: places.ownerId }).from(places).where(eq(places.id, id))
    : [];
  if (!place) throw new NotFoundError(notFound);
  return place;
}

async function afterChange(ctx: ServiceContext, kind: PlaceKind, id: string): Promise<void> {
  if (kind === 'coffeeshop') await publishShopChange(ctx, id);
}

export async function setPlaceActive(
  ctx: ServiceContext,
  kind: PlaceKind,
  id: string,
  input: PlaceActiveInput,
): Promise<PlaceAdminState> {
  const admin = requireRole(ctx, 'admin');
  const place = await findAnyPlace(ctx, kind, id);
  const { places } = placeKind(kind);
  await withTransaction(ctx, async (tx) => {
    await tx.db.update(places).set({ active: input.active, updatedAt: new Date() }).where(eq(places.id, id));
    await recordAudit(tx.db, {
      actorId: admin.user.id,
      action: AUDIT[kind].status,
      targetType: kind,
      targetId: id,
      details: { from: place.active ? 'online' : 'offline', to: input.active ? 'online' : 'offline' },
    });
  });
  await afterChange(ctx, kind, id);
  return { id, active: input.active, ownerId: place.ownerId };
}

/** The new owner replaces the old one; managers stay until the new owner removes them. */
export async function transferPlace(
  ctx: ServiceContext,
  kind: PlaceKind,
  id: string,
  input: PlaceOwnerInput,
): Promise<PlaceAdminState> {
  const admin = requireRole(ctx, 'admin');
  const place = await findAnyPlace(ctx, kind, id);
  const ownerId = await resolvePlaceOwner(ctx.db, input.ownerEmail);
  const { places } = placeKind(kind);
  const [previous] = place.ownerId
    ? await ctx.db.select({ email: users.email }).from(users).where(eq(users.id, place.ownerId))
    : [];
  await withTransaction(ctx, async (tx) => {
    await tx.db.update(places).set({ ownerId, updatedAt: new Date() }).where(eq(places.id, id));
    await recordAudit(tx.db, {
      actorId: admin.user.id,
      action: AUDIT[kind].owner,
      targetType: kind,
      targetId: id,
      details: { from: previous?.email ?? null, to: input.ownerEmail },
    });
  });
  await afterChange(ctx, kind, id);
  return { id, active: place.active, ownerId };
}

/** Every place of a kind, offline ones too (only here can an admin find them again), with its owner's address. */
export async function listPlaces(ctx: ServiceContext, kind: PlaceKind): Promise<AdminPlace[]> {
  requireRole(ctx, 'admin');
  const { places } = placeKind(kind);
  return ctx.db
    .select({ id: places.id, name: places.name, plaats: places.plaats, active: places.active, ownerEmail: users.email })
    .from(places)
    .leftJoin(users, eq(users.id, places.ownerId))
    .orderBy(asc(places.plaats), asc(places.name));
}
