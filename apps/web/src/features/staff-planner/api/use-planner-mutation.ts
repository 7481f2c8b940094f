import type { PlaceKindName } from '@platform/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { plannerKeys } from './keys.ts';

/** A manager's write at a place: afterwards every loaded week of that place is read again. */
export function usePlannerMutation<In, Out>(kind: PlaceKindName, id: string, write: (input: In) => Promise<Out>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSettled: () => client.invalidateQueries({ queryKey: plannerKeys.place(kind, id) }),
  });
}

/** An employee's own write: afterwards "Mijn rooster" is read again (and a manager's view of the same data). */
export function useMyMutation<In, Out>(write: (input: In) => Promise<Out>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSettled: () => client.invalidateQueries({ queryKey: plannerKeys.all }),
  });
}
