import type { ManagerReservation } from '@platform/core';
import { api } from '../../../lib/api-client.ts';
import { useDayMutation } from './use-day-mutation.ts';

export const useMoveReservation = () =>
  useDayMutation(({ id, tableIds }: { id: string; tableIds: string[] }) =>
    api<ManagerReservation>(`/api/horeca/manage/reservations/${id}/move`, { method: 'POST', body: { tableIds } }),
  );
