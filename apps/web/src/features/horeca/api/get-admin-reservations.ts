import type { AdminReservation } from '@platform/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { liveQuery } from '../../../lib/query-client.ts';
import { horecaKeys } from './keys.ts';
import { searchParams } from './search-params.ts';

/** Every venue's reservations on one day, for admins. */
export function getAdminReservationsQueryOptions(date: string) {
  return queryOptions({
    queryKey: horecaKeys.adminReservations(date),
    queryFn: () => api<AdminReservation[]>(`/api/admin/horeca/reservations?${searchParams({ date })}`),
    ...liveQuery,
  });
}

export function useAdminReservations(date: string) {
  return useQuery(getAdminReservationsQueryOptions(date));
}
