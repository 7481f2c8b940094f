import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PhotoAlbum } from './keys.ts';

/** A photo write that refreshes every read showing the album. Not retried: an upload is not sent twice. */
export function useAlbumMutation<Input, Output>(album: PhotoAlbum, write: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () => Promise.all(album.keys.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
