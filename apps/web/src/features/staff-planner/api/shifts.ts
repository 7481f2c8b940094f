import type { PlaceKindName, PlannerShift, ShiftInput } from '@platform/core';
import { api } from '../../../lib/api-client.ts';
import { placePath } from './keys.ts';
import { usePlannerMutation } from './use-planner-mutation.ts';

export const useAddShift = (kind: PlaceKindName, id: string) =>
  usePlannerMutation(kind, id, (body: ShiftInput) =>
    api<PlannerShift>(`${placePath(kind, id)}/shifts`, { method: 'POST', body }),
  );

/** Changes or moves a shift (also what a drop on the grid sends). */
export const useEditShift = (kind: PlaceKindName, id: string) =>
  usePlannerMutation(kind, id, ({ shiftId, body }: { shiftId: string; body: ShiftInput }) =>
    api<PlannerShift>(`${placePath(kind, id)}/shifts/${shiftId}`, { method: 'PUT', body }),
  );

export const useRemoveShift = (kind: PlaceKindName, id: string) =>
  usePlannerMutation(kind, id, (shiftId: string) => api<void>(`${placePath(kind, id)}/shifts/${shiftId}`, { method: 'DELETE' }));
