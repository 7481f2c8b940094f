import type { FloorTable, TablePosition } from '@platform/core';
import { api } from '../../../lib/api-client.ts';
import { useFloorMutation } from './use-floor-mutation.ts';

/** A table dragged to a new place on the plan. */
export const useMoveTable = (venueId: string) =>
  useFloorMutation(venueId, ({ id, ...position }: TablePosition & { id: string }) =>
    api<FloorTable>(`/api/horeca/manage/tables/${id}/position`, { method: 'POST', body: position }),
  );
