import type { VenueInput } from '@platform/core';
import { api } from '../../../lib/api-client.ts';
import { useEditMutation } from './use-edit-mutation.ts';

export const useUpdateVenue = (venueId: string) =>
  useEditMutation((input: VenueInput) => api(`/api/horeca/manage/venues/${venueId}`, { method: 'PATCH', body: input }));
