import type { PlacePhoto } from '@platform/core';
import { apiUpload } from '../../../lib/api-client.ts';
import type { PhotoAlbum } from './keys.ts';
import { useAlbumMutation } from './use-album-mutation.ts';

/** Adds a photo (the file and its alt text) at the end of the album. */
export function useUploadPhoto(album: PhotoAlbum) {
  return useAlbumMutation(album, ({ file, alt }: { file: File; alt: string }) =>
    apiUpload<PlacePhoto[]>(album.path, file, { alt }),
  );
}
