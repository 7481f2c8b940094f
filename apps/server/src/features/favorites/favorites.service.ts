import { type Favorite, type FavoriteInput, menuViewer } from '@platform/core';
import { requireLogin } from '../../auth/guards.ts';
import type { Actor, ServiceContext } from '../../context.ts';
import type { Database } from '../../db/client.ts';
import { NotFoundError } from '../../platform/errors.ts';
import * as q from './favorites.queries.ts';

type Saved = { kind: Favorite['kind']; targetId: string; createdAt: Date };

const shopHref = (shop: { plaatsSlug: string; slug: string }) => `/coffeeshops/${shop.plaatsSlug}/${shop.slug}`;

/**
 * Resolves saved items to titles and links. A product stays listed only while
 * its shop's menu is visible to this user online (art. 3b Opiumwet: a saved
 * favourite must not become a way around the shop's menu visibility).
 */
async function resolve(db: Database, actor: Actor, saved: Saved[]): Promise<Favorite[]> {
  const ids = (kind: Favorite['kind']) => saved.filter((item) => item.kind === kind).map((item) => item.targetId);
  const [shops, items, places] = await Promise.all([
    q.selectShops(db, ids('coffeeshop')),
    q.selectProducts(db, menuViewer(actor.profile), ids('product')),
    q.selectActiveVenues(db, ids('venue')),
  ]);
  const found = new Map<string, Omit<Favorite, 'createdAt' | 'kind' | 'targetId'>>();
  for (const shop of shops) found.set(`coffeeshop:${shop.id}`, { title: shop.name, subtitle: shop.plaats, href: shopHref(shop) });
  for (const { product, shop } of items) {
    found.set(`product:${product.id}`, { title: product.naam, subtitle: `${shop.name}, ${shop.plaats}`, href: shopHref(shop) });
  }
  for (const venue of places) {
    found.set(`venue:${venue.id}`, {
      title: venue.name,
      subtitle: venue.plaats,
      href: `/horeca/${venue.plaatsSlug}/${venue.slug}`,
    });
  }
  return saved.flatMap((item) => {
    const details = found.get(`${item.kind}:${item.targetId}`);
    return details ? [{ kind: item.kind, targetId: item.targetId, createdAt: item.createdAt.toISOString(), ...details }] : [];
  });
}

export async function listFavorites(ctx: ServiceContext): Promise<Favorite[]> {
  const actor = requireLogin(ctx);
  return resolve(ctx.db, actor, await q.selectSaved(ctx.db, actor.user.id));
}

/** Saves an item the user can see; saving twice is the same as once. */
export async function addFavorite(ctx: ServiceContext, input: FavoriteInput): Promise<Favorite> {
  const actor = requireLogin(ctx);
  const [resolved] = await resolve(ctx.db, actor, [{ ...input, createdAt: new Date() }]);
  if (!resolved) {
    throw new NotFoundError('Dit item bestaat niet of je kunt het niet bekijken.');
  }
  await q.insertFavorite(ctx.db, actor.user.id, input);
  return resolved;
}

export async function removeFavorite(ctx: ServiceContext, input: FavoriteInput): Promise<void> {
  const actor = requireLogin(ctx);
  await q.deleteFavorite(ctx.db, actor.user.id, input);
}
