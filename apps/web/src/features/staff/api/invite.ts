import type { PlaceKindName, StaffInvitation, StaffInvitationInput } from '@platform/core';
import { api } from '../../../lib/api-client.ts';
import { staffPath } from './keys.ts';
import { useStaffMutation } from './use-staff-mutation.ts';

export const useInvite = (kind: PlaceKindName, placeId: string) =>
  useStaffMutation(kind, placeId, (input: StaffInvitationInput) =>
    api<StaffInvitation>(`${staffPath(kind, placeId)}/invitations`, { method: 'POST', body: input }),
  );
