import type { MenuApplyInput, MenuApplyResult } from '@platform/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** Writes the import into the shop's products or the venue's menu, in one transaction. */
export function useApplyImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: MenuApplyInput) => api<MenuApplyResult>('/api/menu-import/apply', { method: 'POST', body: input }),
    // A whole menu changed: the manager lists, the public pages, the screens and the history all read it, across
    // features, so everything cached is refreshed rather than naming each feature's keys.
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
