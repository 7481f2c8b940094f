import { type CoffeeshopCreate, type EditableCoffeeshop, slugify } from '@platform/core';
import { requireRole } from '../../auth/guards.ts';
import type { ServiceContext } from '../../context.ts';
import { recordAudit } from '../../platform/audit-log.ts';
import { ConflictError } from '../../platform/errors.ts';
import { isDuplicatePlace, resolvePlaceOwner } from '../../platform/place-create.ts';
import { withTransaction } from '../../platform/transaction.ts';
import { insertShop, type ShopRow } from './cannabis-admin.queries.ts';

function toEditable(shop: ShopRow): EditableCoffeeshop {
  return {
    id: shop.id,
    slug: shop.slug,
    plaatsSlug: shop.plaatsSlug,
    ownerId: shop.ownerId,
    active: shop.active,
    name: shop.name,
    description: shop.description,
    address: shop.address,
    postcode: shop.postcode,
    plaats: shop.plaats,
    province: shop.province as EditableCoffeeshop['province'],
    latitude: shop.latitude,
    longitude: shop.longitude,
    phone: shop.phone,
    website: shop.website,
    openingHours: shop.openingHours,
    residentsOnly: shop.residentsOnly,
    wietexperiment: shop.wietexperiment,
    menuVisibility: shop.menuVisibility,
  };
}

/**
 * An admin adds a coffeeshop, live at once, optionally owned by an existing account. Its menu starts empty and
 * shows in the shop only unless the admin chose otherwise (art. 3b Opiumwet).
 */
export async function createCoffeeshop(ctx: ServiceContext, input: CoffeeshopCreate): Promise<EditableCoffeeshop> {
  const admin = requireRole(ctx, 'admin');
  const { ownerEmail, ...details } = input;
  const ownerId = await resolvePlaceOwner(ctx.db, ownerEmail);
  try {
    const created = await withTransaction(ctx, async (tx) => {
      const row = await insertShop(tx.db, {
        ...details,
        slug: slugify(details.name),
        plaatsSlug: slugify(details.plaats),
        ownerId,
      });
      await recordAudit(tx.db, {
        actorId: admin.user.id,
        action: 'shop.create',
        targetType: 'coffeeshop',
        targetId: row.id,
        details: { owner: ownerId },
      });
      return row;
    });
    return toEditable(created);
  } catch (error) {
    if (isDuplicatePlace(error)) throw new ConflictError('Er bestaat al een coffeeshop met deze naam in deze plaats.');
    throw error;
  }
}
