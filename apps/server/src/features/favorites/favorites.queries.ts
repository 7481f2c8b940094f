import type { FavoriteInput, MenuViewer } from '@platform/core';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { coffeeshops, favorites, venues } from '../../db/schema/index.ts';
import { selectVisibleProducts } from '../coffeeshops/index.ts';

export function selectSaved(db: Database, userId: string) {
  return db
    .select({ kind: favorites.kind, targetId: favorites.targetId, createdAt: favorites.createdAt })
    .from(favorites)
    .where(eq(favorites.userId, userId))
    .orderBy(desc(favorites.createdAt));
}

/** Saved shops while they are online: an offline shop leaves the list, as an offline venue does (ADR 029). */
export function selectShops(db: Database, ids: string[]) {
  return ids.length
    ? db
        .select()
        .from(coffeeshops)
        .where(and(inArray(coffeeshops.id, ids), eq(coffeeshops.active, true)))
    : Promise.resolve([]);
}

/** Saved products only while their shop's menu is visible to this viewer online, on the menu or not. */
export function selectProducts(db: Database, viewer: MenuViewer | null, ids: string[]) {
  return ids.length ? selectVisibleProducts(db, viewer, { productIds: ids, includeInactive: true }) : Promise.resolve([]);
}

export function selectActiveVenues(db: Database, ids: string[]) {
  return ids.length
    ? db
        .select()
        .from(venues)
        .where(and(inArray(venues.id, ids), eq(venues.active, true)))
    : Promise.resolve([]);
}

export async function insertFavorite(db: Database, userId: string, input: FavoriteInput) {
  await db
    .insert(favorites)
    .values({ userId, ...input })
    .onConflictDoNothing();
}

export async function deleteFavorite(db: Database, userId: string, input: FavoriteInput) {
  await db
    .delete(favorites)
    .where(and(eq(favorites.userId, userId), eq(favorites.kind, input.kind), eq(favorites.targetId, input.targetId)));
}
