import type { PlaceKindName } from '@platform/core';
import type { ServiceContext } from '../../context.ts';
import { ForbiddenError } from '../../platform/errors.ts';
import { requireModule } from '../../platform/modules.ts';
import { requirePlaceAccess } from '../../platform/place-access.ts';

export const OWNER_ONLY = 'Alleen de eigenaar beheert koppelingen.';

/**
 * Keys and webhooks open a place to outside systems: its owner and admins manage them,
 * not its managers (whatever their rights). Signed out 401, someone else 403, unknown 404.
 * Then the integrations module must be in the place's plan (Compleet, ADR 069), except for closing a door:
 * revoking a key or removing a webhook (`module: false`) stays possible when the plan lapsed.
 */
export async function requireIntegrationAccess(
  ctx: ServiceContext,
  kind: PlaceKindName,
  placeId: string,
  options: { module: boolean } = { module: true },
) {
  const access = await requirePlaceAccess(ctx, kind, placeId);
  if (access.asManager) throw new ForbiddenError(OWNER_ONLY);
  if (options.module) await requireModule(ctx, kind, access.place.id, 'koppelingen');
  return access;
}
