import { api } from '../../../lib/api-client.ts';
import { useFloorMutation } from './use-floor-mutation.ts';

export const useRemoveTable = (venueId: string) =>
  useFloorMutation(venueId, (id: string) => api(`/api/horeca/manage/tables/${id}/remove`, { method: 'POST' }));
