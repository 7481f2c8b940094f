import { useMutation, useQueryClient } from '@tanstack/react-query';
import { horecaKeys } from './keys.ts';

/** A venue edit: the public pages and lists show what was edited, so every horeca query is fetched again. */
export function useEditMutation<TInput, TResult>(call: (input: TInput) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: horecaKeys.all }),
  });
}
