import type { AreaInput, FloorArea } from '@platform/core';
import { api } from '../../../lib/api-client.ts';
import { useFloorMutation } from './use-floor-mutation.ts';

export const useAddArea = (venueId: string) =>
  useFloorMutation(venueId, (input: AreaInput) =>
    api<FloorArea>(`/api/horeca/manage/venues/${venueId}/areas`, { method: 'POST', body: input }),
  );
