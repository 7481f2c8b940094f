import type { PlaceKindName } from '@platform/core';
import { auditAdminPlaceChange, requirePlaceAccess } from '../../platform/place-access.ts';
import { publishShopChange } from '../../platform/shop-cache.ts';
import type { Album } from './album.service.ts';
import * as q from './place-photos.queries.ts';

const AUDIT = { coffeeshop: 'shop.details', venue: 'venue.details' } as const;

/**
 * The photos of a shop or venue: its owner, managers with the `details` right and admins change them (ADR 026's
 * place-access rule, ADR 030's rights); an admin's change to someone else's place is audited.
 */
export function placeAlbum(kind: PlaceKindName, id: string): Album {
  return {
    async open(ctx) {
      const access = await requirePlaceAccess(ctx, kind, id, 'details');
      const photos = await q.lockPlacePhotos(ctx.db, kind, access.place.id);
      return {
        photos,
        async save(next, change) {
          await q.savePlacePhotos(ctx.db, kind, access.place.id, next);
          await auditAdminPlaceChange(ctx, kind, access, AUDIT[kind], { photos: change });
        },
      };
    },
    changed: kind === 'coffeeshop' ? (ctx) => publishShopChange(ctx, id) : undefined,
  };
}
