import type { ManagedPost, PostInput, PostPreview } from '@platform/core';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, apiUpload } from '../../../lib/api-client.ts';
import { liveQuery } from '../../../lib/query-client.ts';
import { contentKeys, type PostScope, scopePaths } from './keys.ts';

export function getManagedPostsQueryOptions(scope: PostScope) {
  const paths = scopePaths(scope);
  return queryOptions({
    queryKey: contentKeys.managed(paths.key),
    queryFn: () => api<ManagedPost[]>(paths.list),
    ...liveQuery,
  });
}
export const useManagedPosts = (scope: PostScope) => useQuery(getManagedPostsQueryOptions(scope));

/** Saves a new post or changes one; the writer's list and the public pages refresh. */
export function useSavePost(scope: PostScope, postId: string | null) {
  const queryClient = useQueryClient();
  const paths = scopePaths(scope);
  return useMutation({
    mutationFn: (input: PostInput) =>
      postId
        ? api<ManagedPost>(`${paths.list}/${postId}`, { method: 'PUT', body: input })
        : api<ManagedPost>(paths.list, { method: 'POST', body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contentKeys.all }),
  });
}

export function useRemovePost(scope: PostScope) {
  const queryClient = useQueryClient();
  const paths = scopePaths(scope);
  return useMutation({
    mutationFn: (postId: string) => api<void>(`${paths.list}/${postId}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contentKeys.all }),
  });
}

/** The sanitised text and the compliance check, nothing stored. */
export function usePreviewPost(scope: PostScope) {
  const paths = scopePaths(scope);
  return useMutation({ mutationFn: (input: PostInput) => api<PostPreview>(paths.preview, { method: 'POST', body: input }) });
}

export function useUploadPostImage(scope: PostScope) {
  const paths = scopePaths(scope);
  return useMutation({ mutationFn: (file: File) => apiUpload<{ id: string; url: string }>(paths.image, file) });
}
