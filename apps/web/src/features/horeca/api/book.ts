import type { BookingInput, BookingResult } from '@platform/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { horecaKeys } from './keys.ts';

export function useBook(venueId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: BookingInput) =>
      api<BookingResult>(`/api/horeca/venues/${venueId}/reservations`, { method: 'POST', body: input }),
    // A full slot (409) changes availability too.
    onSettled: () => queryClient.invalidateQueries({ queryKey: horecaKeys.venueAvailability(venueId) }),
  });
}
