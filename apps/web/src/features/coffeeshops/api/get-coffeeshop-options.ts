import type { CoffeeshopOption } from '@platform/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export function getCoffeeshopOptionsQueryOptions() {
  return queryOptions({
    queryKey: ['coffeeshops', 'options'],
    queryFn: () => api<CoffeeshopOption[]>('/api/coffeeshops/options'),
  });
}

export function useCoffeeshopOptions() {
  return useQuery(getCoffeeshopOptionsQueryOptions());
}
