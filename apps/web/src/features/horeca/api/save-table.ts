import type { FloorTable, TableInputSchema } from '@platform/core';
import type { z } from 'zod';
import { api } from '../../../lib/api-client.ts';
import { useFloorMutation } from './use-floor-mutation.ts';

/** Adds a table (no id) or changes one: name, seats, minimum party, online, combinations, position. */
export const useSaveTable = (venueId: string) =>
  useFloorMutation(venueId, ({ id, ...input }: z.input<typeof TableInputSchema> & { id?: string }) =>
    id
      ? api<FloorTable>(`/api/horeca/manage/tables/${id}`, { method: 'PATCH', body: input })
      : api<FloorTable>(`/api/horeca/manage/venues/${venueId}/tables`, { method: 'POST', body: input }),
  );
