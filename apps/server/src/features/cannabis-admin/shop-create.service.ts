import { type CoffeeshopCreate, type EditableCoffeeshop, slugify } from '@platform/core';
import type { ServiceContext } from '../../context.ts';
import { addPlace } from '../../platform/place-create.ts';
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
  const { ownerEmail, ...details } = input;
  const created = await addPlace(ctx, {
    kind: 'coffeeshop',
    ownerEmail,
    insert: (db, ownerId) =>
      insertShop(db, { ...details, slug: slugify(details.name), plaatsSlug: slugify(details.plaats), ownerId }),
    action: 'shop.create',
    duplicate: 'Er bestaat al een coffeeshop met deze naam in deze plaats.',
  });
  return toEditable(created);
}
