import type { PlacePermission } from '@platform/core';
import type { ServiceContext } from '../../context.ts';
import { auditAdminPlaceChange, type PlaceAccess, requirePlaceAccess } from '../../platform/place-access.ts';

/** The coffeeshop side of the one place-access rule (platform/place-access.ts). */
export interface ShopAccess extends Pick<PlaceAccess<'coffeeshop'>, 'actor' | 'asAdmin'> {
  shop: PlaceAccess<'coffeeshop'>['place'];
}

/** Owners and managers with `permission` may manage their own shop; admins every shop. Everyone else: 403. */
export async function requireShopAccess(
  ctx: ServiceContext,
  coffeeshopId: string,
  permission: PlacePermission,
): Promise<ShopAccess> {
  const { actor, place, asAdmin } = await requirePlaceAccess(ctx, 'coffeeshop', coffeeshopId, permission);
  return { actor, shop: place, asAdmin };
}

/** An admin's change to a shop they neither own nor manage goes into the audit log (ADR 024). */
export function auditAdminShopChange(
  ctx: ServiceContext,
  access: ShopAccess,
  action: 'shop.menu' | 'shop.settings' | 'shop.screens' | 'shop.details' | 'shop.news',
  details: Record<string, unknown> = {},
): Promise<void> {
  return auditAdminPlaceChange(
    ctx,
    'coffeeshop',
    { actor: access.actor, place: access.shop, asAdmin: access.asAdmin },
    action,
    details,
  );
}
