import type { AbsenceInput, ClaimShiftInput, ShiftRequest, ShiftRequestInput } from '@platform/core';
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

/** Asks the manager for an open shift (ADR 060); the Arbeidstijdenwet is checked on the server. */
export const useClaimShift = () =>
  useMyMutation(({ shiftId, body }: { shiftId: string; body: ClaimShiftInput }) =>
    api<ShiftRequest>(`/api/staff-planner/me/open-shifts/${shiftId}/claim`, { method: 'POST', body }),
  );

/** "Nieuwe link maken": a new personal calendar link; the old one stops at once. */
export const useRenewMyCalendarLink = () =>
  useMyMutation((employeeId: string) =>
    api<{ icsUrl: string }>('/api/staff-planner/me/calendar-link', { method: 'POST', body: { employeeId } }),
  );
