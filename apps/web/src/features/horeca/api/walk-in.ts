import type { ManagerReservation, WalkInInput } from '@platform/core';
import { api } from '../../../lib/api-client.ts';
import { useDayMutation } from './use-day-mutation.ts';

export const useWalkIn = (venueId: string) =>
  useDayMutation((input: WalkInInput) =>
    api<ManagerReservation>(`/api/horeca/manage/venues/${venueId}/walk-ins`, { method: 'POST', body: input }),
  );
