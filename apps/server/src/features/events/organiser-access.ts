import type { EventOwnerKind } from '@platform/core';
import type { Actor, ServiceContext } from '../../context.ts';
import { ForbiddenError, NotFoundError } from '../../platform/errors.ts';
import { requirePlaceAccess } from '../../platform/place-access.ts';
import { requireEditor, requirePartnerWriter } from '../content/index.ts';

export interface OrganiserAccess {
  actor: Actor;
  kind: EventOwnerKind;
  /** The owner's id as stored; null for the platform. */
  id: string | null;
}

/** The id in the path of the platform's own events. */
export const PLATFORM_ORGANISER_ID = 'platform';

/**
 * Who runs an organiser's events: editors and admins the platform's; a partner's members; a place's owner, its
 * managers with the details right, admins. Signed out 401, anyone else 403, unknown 404.
 */
export async function requireOrganiser(ctx: ServiceContext, kind: EventOwnerKind, id: string): Promise<OrganiserAccess> {
  if (kind === 'platform') {
    if (id !== PLATFORM_ORGANISER_ID) throw new NotFoundError('Deze organisator bestaat niet.');
    return { actor: requireEditor(ctx), kind, id: null };
  }
  if (kind === 'partner') {
    const { actor, partner } = await requirePartnerWriter(ctx, id);
    return { actor, kind, id: partner.id };
  }
  const access = await requirePlaceAccess(ctx, kind, id);
  if (!access.permissions.includes('details')) throw new ForbiddenError('Je mag de evenementen van deze zaak niet beheren.');
  return { actor: access.actor, kind, id: access.place.id };
}
