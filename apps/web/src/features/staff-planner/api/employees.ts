import type { EmployeeInput, PlaceKindName, PlannerEmployee } from '@platform/core';
import { api } from '../../../lib/api-client.ts';
import { placePath } from './keys.ts';
import { usePlannerMutation } from './use-planner-mutation.ts';

export const useAddEmployee = (kind: PlaceKindName, id: string) =>
  usePlannerMutation(kind, id, (body: EmployeeInput) =>
    api<PlannerEmployee>(`${placePath(kind, id)}/employees`, { method: 'POST', body }),
  );

export const useEditEmployee = (kind: PlaceKindName, id: string) =>
  usePlannerMutation(kind, id, ({ employeeId, body }: { employeeId: string; body: EmployeeInput }) =>
    api<PlannerEmployee>(`${placePath(kind, id)}/employees/${employeeId}`, { method: 'PUT', body }),
  );

/** The manager renews an employee's calendar link; the new one is mailed to the employee, never shown here. */
export const useRenewEmployeeCalendarLink = (kind: PlaceKindName, id: string) =>
  usePlannerMutation(kind, id, (employeeId: string) =>
    api<{ mailed: boolean }>(`${placePath(kind, id)}/employees/${employeeId}/calendar-link`, { method: 'POST' }),
  );
