import type { AbsenceInput, ShiftRequestInput } from '@platform/core';
import { api } from '../../../lib/api-client.ts';
import { useMyMutation } from './use-planner-mutation.ts';

export const useRequestShiftChange = () =>
  useMyMutation(({ shiftId, body }: { shiftId: string; body: ShiftRequestInput }) =>
    api<unknown>(`/api/staff-planner/me/shifts/${shiftId}/requests`, { method: 'POST', body }),
  );

export const useAddAbsence = () =>
  useMyMutation((body: AbsenceInput) => api<unknown>('/api/staff-planner/me/absences', { method: 'POST', body }));

export const useClock = () =>
  useMyMutation(({ employeeId, direction }: { employeeId: string; direction: 'in' | 'out' }) =>
    api<{ clockedInSince: string | null }>(`/api/staff-planner/me/clock-${direction}`, { method: 'POST', body: { employeeId } }),
  );

/** Links the signed-in account to the employee of the roster mail's personal link (`?koppel=`). */
export const useLinkRoster = () =>
  useMyMutation((token: string) => api<{ linked: true }>('/api/staff-planner/me/link', { method: 'POST', body: { token } }));
