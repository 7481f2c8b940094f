import type { PlaceKindName } from '@platform/core';
import { api } from '../../../lib/api-client.ts';
import { placePath } from './keys.ts';
import { usePlannerMutation } from './use-planner-mutation.ts';

type Decision = { itemId: string; approve: boolean };

export const useDecideRequest = (kind: PlaceKindName, id: string) =>
  usePlannerMutation(kind, id, ({ itemId, approve }: Decision) =>
    api<{ status: string }>(`${placePath(kind, id)}/requests/${itemId}/decision`, { method: 'POST', body: { approve } }),
  );

export const useDecideAbsence = (kind: PlaceKindName, id: string) =>
  usePlannerMutation(kind, id, ({ itemId, approve }: Decision) =>
    api<{ status: string }>(`${placePath(kind, id)}/absences/${itemId}/decision`, { method: 'POST', body: { approve } }),
  );
