import type { BlockInput, TableBlock } from '@platform/core';
import { api } from '../../../lib/api-client.ts';
import { useDayMutation } from './use-day-mutation.ts';

export const useAddBlock = (venueId: string) =>
  useDayMutation((input: BlockInput) =>
    api<TableBlock>(`/api/horeca/manage/venues/${venueId}/blocks`, { method: 'POST', body: input }),
  );
