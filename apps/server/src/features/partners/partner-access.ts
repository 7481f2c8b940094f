import { hasRole, isId } from '@platform/core';
import { requireLogin } from '../../auth/guards.ts';
import type { Actor, ServiceContext } from '../../context.ts';
import { ForbiddenError, NotFoundError } from '../../platform/errors.ts';
import * as q from './partners.queries.ts';

export interface PartnerAccess {
  actor: Actor;
  partner: q.PartnerRow;
  /** true when only the admin role grants access (not a member): such writes are audited. */
  asAdmin: boolean;
}

/** The partner behind an id, or a Dutch 404 (for its members and admins, whatever its status). */
export async function findPartner(ctx: Pick<ServiceContext, 'db'>, id: string): Promise<q.PartnerRow> {
  const partner = isId(id) ? await q.selectPartner(ctx.db, id) : undefined;
  if (!partner) throw new NotFoundError('Deze partner bestaat niet.');
  return partner;
}

/**
 * Members run their partner; admins every partner. Signed out: 401; anyone else: 403; unknown: 404.
 * The one access rule of a partner's page, members and vacancies (ADR 040).
 */
export async function requirePartnerAccess(ctx: ServiceContext, id: string): Promise<PartnerAccess> {
  const actor = requireLogin(ctx);
  const partner = await findPartner(ctx, id);
  if (await q.isMember(ctx.db, partner.id, actor.user.id)) return { actor, partner, asAdmin: false };
  if (hasRole(actor.role, 'admin')) return { actor, partner, asAdmin: true };
  throw new ForbiddenError('Je beheert deze partner niet.');
}
