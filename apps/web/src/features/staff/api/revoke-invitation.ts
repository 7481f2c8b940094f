import type { PlaceKindName } from '@platform/core';
import { api } from '../../../lib/api-client.ts';
import { staffPath } from './keys.ts';
import { useStaffMutation } from './use-staff-mutation.ts';

export const useRevokeInvitation = (kind: PlaceKindName, placeId: string) =>
  useStaffMutation(kind, placeId, (invitationId: string) =>
    api<void>(`${staffPath(kind, placeId)}/invitations/${invitationId}`, { method: 'DELETE' }),
  );
