import type { SiteView } from '@platform/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { sitesKeys } from './keys.ts';

function useSiteMutation<Input>(call: (input: Input) => Promise<SiteView>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: call, onSuccess: () => queryClient.invalidateQueries({ queryKey: sitesKeys.all }) });
}

/** Enters the site's own domain (unverified until its DNS check passes). */
export function useSetDomain(siteId: string) {
  return useSiteMutation((input: { domain: string }) =>
    api<SiteView>(`/api/sites/manage/site/${siteId}/domain`, { method: 'PUT', body: input }),
  );
}

export function useRemoveDomain(siteId: string) {
  return useSiteMutation(() => api<SiteView>(`/api/sites/manage/site/${siteId}/domain`, { method: 'DELETE' }));
}

/** Asks the server to check the domain's DNS now. */
export function useVerifyDomain(siteId: string) {
  return useSiteMutation(() => api<SiteView>(`/api/sites/manage/site/${siteId}/domain/verify`, { method: 'POST' }));
}
