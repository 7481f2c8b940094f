import type { MenuDiff, MenuDiffInput } from '@platform/core';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** The checked items against the place's current menu: new, changed, gone or the same. Reads only. */
export function useMenuDiff() {
  return useMutation({
    mutationFn: (input: MenuDiffInput) => api<MenuDiff>('/api/menu-import/diff', { method: 'POST', body: input }),
  });
}
