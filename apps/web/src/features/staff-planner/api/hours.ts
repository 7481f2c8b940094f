import type { PlaceKindName, TimeEntry, TimeEntryInput } from '@platform/core';
import { api } from '../../../lib/api-client.ts';
import { placePath } from './keys.ts';
import { usePlannerMutation } from './use-planner-mutation.ts';

export const hoursCsvUrl = (kind: PlaceKindName, id: string, from: string, to: string) =>
  `${placePath(kind, id)}/hours-csv?${new URLSearchParams({ from, to })}`;

export const useAddTimeEntry = (kind: PlaceKindName, id: string) =>
  usePlannerMutation(kind, id, (body: TimeEntryInput) =>
    api<TimeEntry>(`${placePath(kind, id)}/time-entries`, { method: 'POST', body }),
  );

export const useRejectTimeEntry = (kind: PlaceKindName, id: string) =>
  usePlannerMutation(kind, id, ({ entryId, reason }: { entryId: string; reason: string }) =>
    api<TimeEntry>(`${placePath(kind, id)}/time-entries/${entryId}/reject`, { method: 'POST', body: { reason } }),
  );
