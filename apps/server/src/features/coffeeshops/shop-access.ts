import { hasRole } from '@platform/core';
import { and, eq } from 'drizzle-orm';
import { requireLogin } from '../../auth/guards.ts';
import type { Actor, ServiceContext } from '../../context.ts';
import { coffeeshopManagers, coffeeshops } from '../../db/schema/index.ts';
import { ForbiddenError, NotFoundError } from '../../platform/errors.ts';
import { recordAudit } from '../audit/index.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface ShopAccess {
  actor: Actor;
  shop: typeof coffeeshops.$inferSelect;
  /** true when only the admin role grants access (neither owner nor manager): such writes are audited. */
  asAdmin: boolean;
}

/** Owners and managers may manage their own shop; admins every shop. Everyone else: 403. */
export async function requireShopAccess(ctx: ServiceContext, coffeeshopId: string): Promise<ShopAccess> {
  const actor = requireLogin(ctx);
  const [shop] = UUID.test(coffeeshopId) ? await ctx.db.select().from(coffeeshops).where(eq(coffeeshops.id, coffeeshopId)) : [];
  if (!shop) throw new NotFoundError('Deze coffeeshop bestaat niet.');
  if (shop.ownerId === actor.user.id) return { actor, shop, asAdmin: false };
  const [manager] = await ctx.db
    .select()
    .from(coffeeshopManagers)
    .where(and(eq(coffeeshopManagers.coffeeshopId, coffeeshopId), eq(coffeeshopManagers.userId, actor.user.id)));
  if (manager) return { actor, shop, asAdmin: false };
  if (hasRole(actor.role, 'admin')) return { actor, shop, asAdmin: true };
  throw new ForbiddenError('Je beheert deze coffeeshop niet.');
}

/** An admin's change to a shop they neither own nor manage goes into the audit log (ADR 024). */
export async function auditAdminShopChange(
  ctx: ServiceContext,
  access: ShopAccess,
  action: 'shop.menu' | 'shop.settings' | 'shop.screens',
  details: Record<string, unknown> = {},
): Promise<void> {
  if (!access.asAdmin) return;
  await recordAudit(ctx.db, {
    actorId: access.actor.user.id,
    action,
    targetType: 'coffeeshop',
    targetId: access.shop.id,
    details,
  });
}
