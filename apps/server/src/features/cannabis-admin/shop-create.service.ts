import { type CoffeeshopCreate, type EditableCoffeeshop, slugify } from '@platform/core';
import type { ServiceContext } from '../../context.ts';
import { addPlace } from '../../platform/place-create.ts';
import { toEditableShop } from '../coffeeshops/index.ts';
import { insertShop } from './cannabis-admin.queries.ts';

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
  return toEditableShop(created);
}
