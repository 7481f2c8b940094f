import type { CoffeeshopOption } from '@platform/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { coffeeshopKeys } from './keys.ts';

export function getCoffeeshopOptionsQueryOptions() {
  return queryOptions({
    queryKey: coffeeshopKeys.options,
    queryFn: () => api<CoffeeshopOption[]>('/api/coffeeshops/options'),
  });
}

export function useCoffeeshopOptions() {
  return useQuery(getCoffeeshopOptionsQueryOptions());
}
