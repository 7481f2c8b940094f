import { api } from '../../../lib/api-client.ts';
import type { PhotoAlbum } from './keys.ts';
import { useAlbumMutation } from './use-album-mutation.ts';

export function useRemovePhoto(album: PhotoAlbum) {
  return useAlbumMutation(album, (id: string) => api<void>(`${album.path}/${id}`, { method: 'DELETE' }));
}
