import type { GuestReservation, ReservationSlot } from '@platform/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { horecaKeys } from './keys.ts';

/** The answer is the changed reservation: it replaces the cached one. */
export function useGuestChange(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (slot: ReservationSlot) =>
      api<GuestReservation>(`/api/horeca/reservations/${encodeURIComponent(token)}/change`, { method: 'POST', body: slot }),
    onSuccess: (reservation) => queryClient.setQueryData(horecaKeys.guest(token), reservation),
  });
}
