import type { ManagerReservation, ReservationStatus } from '@platform/core';
import { api } from '../../../lib/api-client.ts';
import { useDayMutation } from './use-day-mutation.ts';

export const useChangeStatus = () =>
  useDayMutation(({ id, status }: { id: string; status: ReservationStatus }) =>
    api<ManagerReservation>(`/api/horeca/manage/reservations/${id}/status`, { method: 'POST', body: { status } }),
  );
