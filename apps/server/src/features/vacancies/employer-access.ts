import type { EmployerKind } from '@platform/core';
import type { Actor, ServiceContext } from '../../context.ts';
import { ForbiddenError } from '../../platform/errors.ts';
import { requirePlaceAccess } from '../../platform/place-access.ts';
import { requirePartnerAccess } from '../partners/index.ts';

export interface EmployerAccess {
  actor: Actor;
  kind: EmployerKind;
  /** The employer's id as stored (checked to exist). */
  id: string;
  name: string;
}

/**
 * Who may run an employer's vacancies and read its applications: a partner's members; a place's owner, its managers
 * with the staff or details right (ADR 030); admins. Signed out 401, anyone else 403, unknown 404 (ADR 040).
 */
export async function requireEmployerAccess(ctx: ServiceContext, kind: EmployerKind, id: string): Promise<EmployerAccess> {
  if (kind === 'partner') {
    const { actor, partner, asAdmin } = await requirePartnerAccess(ctx, id);
    // An admin took the partner offline: its members no longer reach vacancies or applicants' CVs.
    if (partner.status === 'offline' && !asAdmin) {
      throw new ForbiddenError('Deze partner staat offline. Alleen een beheerder kan de vacatures en sollicitaties nog inzien.');
    }
    return { actor, kind, id: partner.id, name: partner.name };
  }
  const access = await requirePlaceAccess(ctx, kind, id);
  if (!access.permissions.some((right) => right === 'staff' || right === 'details')) {
    throw new ForbiddenError('Je mag de vacatures van deze zaak niet beheren.');
  }
  return { actor: access.actor, kind, id: access.place.id, name: access.place.name };
}
