import type { PlaceKindName } from '@platform/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { staffKeys } from './keys.ts';

/** A staff write that refreshes the place's staff list. Not retried: an invitation sends a mail. */
export function useStaffMutation<Input, Output>(kind: PlaceKindName, placeId: string, write: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffKeys.staff(kind, placeId) }),
  });
}
