import type { PlacePhoto } from '@platform/core';
import { api } from '../../../lib/api-client.ts';
import type { PhotoAlbum } from './keys.ts';
import { useAlbumMutation } from './use-album-mutation.ts';

/** Saves a new order: every photo's id once. */
export function useOrderPhotos(album: PhotoAlbum) {
  return useAlbumMutation(album, (ids: string[]) => api<PlacePhoto[]>(`${album.path}/order`, { method: 'PUT', body: { ids } }));
}
