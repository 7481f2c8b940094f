import { useMutation, useQueryClient } from '@tanstack/react-query';
import { horecaKeys } from './keys.ts';

/** A write on the manager's day view: every cached day is fetched again. */
export function useDayMutation<TInput, TResult>(call: (input: TInput) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: horecaKeys.days }),
  });
}
