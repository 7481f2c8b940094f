import type { City } from '@platform/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { coffeeshopKeys } from './keys.ts';

export function getCitiesQueryOptions() {
  return queryOptions({ queryKey: coffeeshopKeys.cities, queryFn: () => api<City[]>('/api/coffeeshops/cities') });
}

export function useCities() {
  return useQuery(getCitiesQueryOptions());
}
