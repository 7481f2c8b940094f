import type { PlaceKindName } from '@platform/core';
import type { ServiceContext } from '../../context.ts';
import { ForbiddenError } from '../../platform/errors.ts';
import { requirePlaceAccess } from '../../platform/place-access.ts';

export const OWNER_ONLY = 'Alleen de eigenaar beheert koppelingen.';

/**
 * Keys and webhooks open a place to outside systems: its owner and admins manage them,
 * not its managers (whatever their rights). Signed out 401, someone else 403, unknown 404.
 */
export async function requireIntegrationAccess(ctx: ServiceContext, kind: PlaceKindName, placeId: string) {
  const access = await requirePlaceAccess(ctx, kind, placeId);
  if (access.asManager) throw new ForbiddenError(OWNER_ONLY);
  return access;
}
