import type { PlacePhoto } from '@platform/core';
import { api } from '../../../lib/api-client.ts';
import type { PhotoAlbum } from './keys.ts';
import { useAlbumMutation } from './use-album-mutation.ts';

export function useSetPhotoAlt(album: PhotoAlbum) {
  return useAlbumMutation(album, ({ id, alt }: { id: string; alt: string }) =>
    api<PlacePhoto[]>(`${album.path}/${id}/alt`, { method: 'PUT', body: { alt } }),
  );
}
