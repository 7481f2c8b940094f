import type { PlatformSettingChange, PlatformSettingsView, UpdatePlatformSettings } from '@platform/core';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { liveQuery } from '../../../lib/query-client.ts';
import { adminKeys } from './keys.ts';

export function getPlatformSettingsQueryOptions() {
  return queryOptions({
    queryKey: adminKeys.settings,
    queryFn: () => api<PlatformSettingsView>('/api/admin/settings'),
    // Another admin may change them meanwhile.
    ...liveQuery,
  });
}

export function usePlatformSettings() {
  return useQuery(getPlatformSettingsQueryOptions());
}

export function useSettingsHistory() {
  return useQuery({
    queryKey: adminKeys.settingsHistory,
    queryFn: () => api<PlatformSettingChange[]>('/api/admin/settings/history'),
    ...liveQuery,
  });
}

export function useUpdatePlatformSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdatePlatformSettings) =>
      api<PlatformSettingsView>('/api/admin/settings', { method: 'PUT', body: input }),
    onSuccess: (view) => {
      queryClient.setQueryData(adminKeys.settings, view);
      void queryClient.invalidateQueries({ queryKey: adminKeys.settingsHistory });
    },
  });
}
