import type { PlaceKindName, PlacePermission } from '@platform/core';
import { api } from '../../../lib/api-client.ts';
import { staffPath } from './keys.ts';
import { useStaffMutation } from './use-staff-mutation.ts';

export const useUpdatePermissions = (kind: PlaceKindName, placeId: string) =>
  useStaffMutation(kind, placeId, ({ userId, permissions }: { userId: string; permissions: PlacePermission[] }) =>
    api<void>(`${staffPath(kind, placeId)}/${userId}`, { method: 'PUT', body: { permissions } }),
  );
