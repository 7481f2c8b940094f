import type { MenuInput, MenuSection } from '@platform/core';
import { api } from '../../../lib/api-client.ts';
import { useEditMutation } from './use-edit-mutation.ts';

export const useReplaceMenu = (venueId: string) =>
  useEditMutation((input: MenuInput) =>
    api<MenuSection[]>(`/api/horeca/manage/venues/${venueId}/menu`, { method: 'PUT', body: input }),
  );
