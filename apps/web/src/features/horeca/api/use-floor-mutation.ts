import { useMutation, useQueryClient } from '@tanstack/react-query';
import { horecaKeys } from './keys.ts';

/** A change to the floor plan: the plan and every cached day (its tables) are fetched again. */
export function useFloorMutation<TInput, TResult>(venueId: string, call: (input: TInput) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: horecaKeys.floor(venueId) }),
        queryClient.invalidateQueries({ queryKey: horecaKeys.days }),
      ]),
  });
}
