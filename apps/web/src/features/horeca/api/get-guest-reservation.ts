import type { GuestReservation } from '@platform/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { horecaKeys } from './keys.ts';

/** The reservation behind a guest's link; an unknown token is a 404, which is not retried. */
export function getGuestReservationQueryOptions(token: string) {
  return queryOptions({
    queryKey: horecaKeys.guest(token),
    queryFn: () => api<GuestReservation>(`/api/horeca/reservations/${encodeURIComponent(token)}`),
  });
}

export function useGuestReservation(token: string) {
  return useQuery(getGuestReservationQueryOptions(token));
}
