import type { AdminSites, SiteTemplate, SiteView } from '@platform/core';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { liveQuery } from '../../../lib/query-client.ts';
import { sitesKeys } from './keys.ts';

export function getAdminSitesQueryOptions() {
  return queryOptions({ queryKey: sitesKeys.admin, queryFn: () => api<AdminSites>('/api/admin/sites'), ...liveQuery });
}

export function useAdminSites() {
  return useQuery(getAdminSitesQueryOptions());
}

export function useToggleTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ template, enabled }: { template: SiteTemplate; enabled: boolean }) =>
      api<AdminSites>(`/api/admin/sites/templates/${template}`, { method: 'PUT', body: { enabled } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sitesKeys.all }),
  });
}

export function useAdminUnpublish() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (siteId: string) => api<SiteView>(`/api/admin/sites/${siteId}/unpublish`, { method: 'POST' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sitesKeys.all }),
  });
}
