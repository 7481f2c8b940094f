import type { AreaInput, FloorArea } from '@platform/core';
import { api } from '../../../lib/api-client.ts';
import { useFloorMutation } from './use-floor-mutation.ts';

export const useRenameArea = (venueId: string) =>
  useFloorMutation(venueId, ({ id, ...input }: AreaInput & { id: string }) =>
    api<FloorArea>(`/api/horeca/manage/areas/${id}`, { method: 'PATCH', body: input }),
  );
