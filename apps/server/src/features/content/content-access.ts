import { hasRole } from '@platform/core';
import { requireLogin } from '../../auth/guards.ts';
import type { Actor, ServiceContext } from '../../context.ts';
import { ForbiddenError } from '../../platform/errors.ts';
import { requirePartnerAccess } from '../partners/index.ts';

export const NOT_EDITOR_MESSAGE = 'Je bent geen redacteur. Vraag een beheerder om redacteursrechten.';

/** Whether an actor writes the platform's blog, news and events: the editor permission, or the admin role. */
export function isEditor(actor: Actor | null): boolean {
  return !!actor && (actor.profile.contentEditor || hasRole(actor.role, 'admin'));
}

/** Editors (the permission admins grant) and admins; signed out 401, anyone else 403. */
export function requireEditor(ctx: Pick<ServiceContext, 'actor'>): Actor {
  const actor = requireLogin(ctx);
  if (!isEditor(actor)) throw new ForbiddenError(NOT_EDITOR_MESSAGE);
  return actor;
}

/** A partner's members (and admins) write its news; an offline partner's members no longer do. */
export async function requirePartnerWriter(ctx: ServiceContext, partnerId: string) {
  const access = await requirePartnerAccess(ctx, partnerId);
  if (access.partner.status === 'offline' && !access.asAdmin) {
    throw new ForbiddenError('Deze partner staat offline. Alleen een beheerder kan het nieuws nog wijzigen.');
  }
  return access;
}
