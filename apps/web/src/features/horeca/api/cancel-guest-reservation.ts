import type { GuestReservation } from '@platform/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { horecaKeys } from './keys.ts';

/** The answer is the cancelled reservation: it replaces the cached one. */
export function useGuestCancel(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api<GuestReservation>(`/api/horeca/reservations/${encodeURIComponent(token)}/cancel`, { method: 'POST' }),
    onSuccess: (reservation) => queryClient.setQueryData(horecaKeys.guest(token), reservation),
  });
}
