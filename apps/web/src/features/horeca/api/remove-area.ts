import { api } from '../../../lib/api-client.ts';
import { useFloorMutation } from './use-floor-mutation.ts';

export const useRemoveArea = (venueId: string) =>
  useFloorMutation(venueId, (id: string) => api(`/api/horeca/manage/areas/${id}/remove`, { method: 'POST' }));
