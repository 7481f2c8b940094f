import type { PlaceKindName, SiteInput, SiteView } from '@platform/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { sitesKeys } from './keys.ts';

export function useSaveSite(kind: PlaceKindName, placeId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SiteInput) => api<SiteView>(`/api/sites/manage/${kind}/${placeId}`, { method: 'PUT', body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sitesKeys.all }),
  });
}
