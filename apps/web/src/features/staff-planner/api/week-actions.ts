import type { PlaceKindName, ShiftTemplate, TemplateInput } from '@platform/core';
import { api } from '../../../lib/api-client.ts';
import { placePath } from './keys.ts';
import { usePlannerMutation } from './use-planner-mutation.ts';

export const useCopyWeek = (kind: PlaceKindName, id: string) =>
  usePlannerMutation(kind, id, (body: { from: string; to: string }) =>
    api<{ copied: number; skipped: number }>(`${placePath(kind, id)}/copy-week`, { method: 'POST', body }),
  );

export const usePublishWeek = (kind: PlaceKindName, id: string) =>
  usePlannerMutation(kind, id, (week: string) =>
    api<{ published: number; mailed: number }>(`${placePath(kind, id)}/publish`, { method: 'POST', body: { week } }),
  );

export const useAddTemplate = (kind: PlaceKindName, id: string) =>
  usePlannerMutation(kind, id, (body: TemplateInput) =>
    api<ShiftTemplate>(`${placePath(kind, id)}/templates`, { method: 'POST', body }),
  );

export const useRemoveTemplate = (kind: PlaceKindName, id: string) =>
  usePlannerMutation(kind, id, (templateId: string) =>
    api<void>(`${placePath(kind, id)}/templates/${templateId}`, { method: 'DELETE' }),
  );
