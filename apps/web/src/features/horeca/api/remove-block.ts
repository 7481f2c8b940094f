import { api } from '../../../lib/api-client.ts';
import { useDayMutation } from './use-day-mutation.ts';

export const useRemoveBlock = () =>
  useDayMutation((id: string) => api(`/api/horeca/manage/blocks/${id}/remove`, { method: 'POST' }));
