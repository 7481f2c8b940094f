import { hasRole } from '@platform/core';
import { and, eq } from 'drizzle-orm';
import { requireLogin } from '../../auth/guards.ts';
import type { Actor, ServiceContext } from '../../context.ts';
import { coffeeshopManagers, coffeeshops } from '../../db/schema/index.ts';
import { ForbiddenError, NotFoundError } from '../../platform/errors.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Owners and managers may manage their own shop; admins every shop. Everyone else: 403. */
export async function requireShopAccess(
  ctx: ServiceContext,
  coffeeshopId: string,
): Promise<{ actor: Actor; shop: typeof coffeeshops.$inferSelect }> {
  const actor = requireLogin(ctx);
  const [shop] = UUID.test(coffeeshopId) ? await ctx.db.select().from(coffeeshops).where(eq(coffeeshops.id, coffeeshopId)) : [];
  if (!shop) throw new NotFoundError('Deze coffeeshop bestaat niet.');
  if (hasRole(actor.role, 'admin') || shop.ownerId === actor.user.id) return { actor, shop };
  const [manager] = await ctx.db
    .select()
    .from(coffeeshopManagers)
    .where(and(eq(coffeeshopManagers.coffeeshopId, coffeeshopId), eq(coffeeshopManagers.userId, actor.user.id)));
  if (!manager) throw new ForbiddenError('Je beheert deze coffeeshop niet.');
  return { actor, shop };
}
