import { type CoffeeshopInput, currentExceptions, dutchDate, type EditableCoffeeshop, slugify } from '@platform/core';
import type { ServiceContext } from '../../context.ts';
import { ConflictError } from '../../platform/errors.ts';
import { isDuplicatePlace } from '../../platform/place-create.ts';
import { publishShopChange } from '../../platform/shop-cache.ts';
import { updateShopDetails } from './coffeeshops.queries.ts';
import { auditAdminShopChange, requireShopAccess, type ShopAccess } from './shop-access.ts';

type ShopRow = ShopAccess['shop'];

/** A shop as its edit form holds it. */
export function toEditableShop(shop: ShopRow): EditableCoffeeshop {
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
    openingHoursExceptions: currentExceptions(shop.openingHoursExceptions, dutchDate(new Date())),
    residentsOnly: shop.residentsOnly,
    wietexperiment: shop.wietexperiment,
    menuVisibility: shop.menuVisibility,
  };
}

export async function getShopDetails(ctx: ServiceContext, coffeeshopId: string): Promise<EditableCoffeeshop> {
  const { shop } = await requireShopAccess(ctx, coffeeshopId, 'details');
  return toEditableShop(shop);
}

/**
 * Saves every field the form shows. The shop keeps its address on the web (slug) when renamed, so links
 * and paired screens keep working; a move to another town changes the town part.
 */
export async function saveShopDetails(ctx: ServiceContext, coffeeshopId: string, input: CoffeeshopInput) {
  const access = await requireShopAccess(ctx, coffeeshopId, 'details');
  try {
    const updated = await updateShopDetails(ctx.db, coffeeshopId, { ...input, plaatsSlug: slugify(input.plaats) });
    await auditAdminShopChange(ctx, access, 'shop.details');
    await publishShopChange(ctx, coffeeshopId);
    return toEditableShop(updated);
  } catch (error) {
    if (isDuplicatePlace(error)) throw new ConflictError('Er bestaat al een coffeeshop met deze naam in deze plaats.');
    throw error;
  }
}
