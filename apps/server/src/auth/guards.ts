import { hasRole, isBlocked, passesVerification, type Role } from '@platform/core';
import type { Actor, ServiceContext } from '../context.ts';
import { ForbiddenError, UnauthorizedError } from '../platform/errors.ts';

/** Guards services call on their first lines; the route middleware uses the same functions. */
export function requireLogin(ctx: Pick<ServiceContext, 'actor'>): Actor {
  if (!ctx.actor) throw new UnauthorizedError();
  if (isBlocked(ctx.actor.profile)) {
    throw new ForbiddenError('Je account is geblokkeerd. Bekijk je profiel voor meer informatie.');
  }
  return ctx.actor;
}

export function requireRole(ctx: Pick<ServiceContext, 'actor'>, role: Role): Actor {
  const actor = requireLogin(ctx);
  if (!hasRole(actor.role, role)) throw new ForbiddenError();
  return actor;
}

export function requireVerified(ctx: Pick<ServiceContext, 'actor'>): Actor {
  const actor = requireLogin(ctx);
  if (!passesVerification(actor.profile)) {
    throw new ForbiddenError('Je account is nog niet geverifieerd. Rond eerst de verificatie in je profiel af.');
  }
  return actor;
}
