import type { ManagerReservation, PhoneBookingInput } from '@platform/core';
import { api } from '../../../lib/api-client.ts';
import { useDayMutation } from './use-day-mutation.ts';

export const usePhoneBooking = (venueId: string) =>
  useDayMutation((input: PhoneBookingInput) =>
    api<ManagerReservation>(`/api/horeca/manage/venues/${venueId}/phone-bookings`, { method: 'POST', body: input }),
  );
