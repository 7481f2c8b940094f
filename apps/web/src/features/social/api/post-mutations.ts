import type { PlaceKindName, RejectPostInput, SocialImage, SocialPost, SocialPostInput } from '@platform/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, apiUpload } from '../../../lib/api-client.ts';
import { socialPlacePath } from './get-social-calendar.ts';
import { socialKeys } from './keys.ts';

/** A write that refreshes every calendar. Not retried: a post is not created twice. */
function useSocialMutation<Input, Output>(write: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: socialKeys.all }),
  });
}

/** A new post (`postId` absent) or a change to one. */
export function useSavePost(kind: PlaceKindName, placeId: string) {
  return useSocialMutation(({ postId, input }: { postId?: string; input: SocialPostInput }) =>
    postId
      ? api<SocialPost>(`/api/social/posts/${postId}`, { method: 'PUT', body: input })
      : api<SocialPost>(`${socialPlacePath(kind, placeId)}/posts`, { method: 'POST', body: input }),
  );
}

export function useApprovePost() {
  return useSocialMutation((postId: string) => api<SocialPost>(`/api/social/posts/${postId}/approve`, { method: 'POST' }));
}

export function useRejectPost() {
  return useSocialMutation(({ postId, input }: { postId: string; input: RejectPostInput }) =>
    api<SocialPost>(`/api/social/posts/${postId}/reject`, { method: 'POST', body: input }),
  );
}

export function useDeletePost() {
  return useSocialMutation((postId: string) => api<void>(`/api/social/posts/${postId}`, { method: 'DELETE' }));
}

/** A photo, cropped per network by the server; nothing to refresh until a post uses it. */
export function useUploadSocialImage(kind: PlaceKindName, placeId: string) {
  return useMutation({ mutationFn: (file: File) => apiUpload<SocialImage>(`${socialPlacePath(kind, placeId)}/images`, file) });
}
