import type { SiteView } from '@platform/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { sitesKeys } from './keys.ts';

export function usePublishSite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ siteId, published }: { siteId: string; published: boolean }) =>
      api<SiteView>(`/api/sites/manage/site/${siteId}/publish`, { method: 'POST', body: { published } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sitesKeys.all }),
  });
}
