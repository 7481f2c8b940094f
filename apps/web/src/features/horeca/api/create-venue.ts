import type { VenueCreate } from '@platform/core';
import { api } from '../../../lib/api-client.ts';
import { useEditMutation } from './use-edit-mutation.ts';

export const useCreateVenue = () =>
  useEditMutation((input: VenueCreate) => api<{ id: string }>('/api/admin/horeca/venues', { method: 'POST', body: input }));
