import { isReadOnlyRole, type Role } from '@platform/core';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../context.ts';
import type { Database } from '../db/client.ts';
import { ForbiddenError } from '../platform/errors.ts';
import type { Auth } from './auth.ts';
import { requireLogin, requireRole, requireVerified } from './guards.ts';
import { ensureProfile, findRole } from './profiles.ts';

/** Resolves the session cookie into the `actor` variable (null when signed out). */
export function sessionMiddleware(auth: Auth, db: Database) {
  return createMiddleware<AppEnv>(async (c, next) => {
    // No cookie, no session: skip the lookup (screens and anonymous public reads are the hot paths).
    if (!c.req.header('cookie')) {
      c.set('actor', null);
      return next();
    }
    const session = await auth.api.getSession({ headers: c.req.raw.headers });
    if (!session) {
      c.set('actor', null);
      return next();
    }
    const [profile, role] = await Promise.all([ensureProfile(db, session.user.id), findRole(db, session.user.id)]);
    c.set('actor', {
      user: { id: session.user.id, email: session.user.email, name: session.user.name },
      sessionId: session.session.id,
      profile,
      role,
    });
    return next();
  });
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/**
 * Writes a demo account may still make: signing in and out, and asking the assistants (a question is no
 * change to business data; tools that change data stay out for demo accounts in the assistant service).
 */
const DEMO_ALLOWED_WRITES = new Set([
  '/api/auth/sign-in/email',
  '/api/auth/sign-out',
  '/api/assistant/chat',
  '/api/assistant/visitor',
  '/api/ai/partner-assistant-chat',
  '/api/ai/foodee-ai-chat',
  '/api/ai/ai-cannabis-knowledge',
  '/api/ai/openai-threads-assistant',
]);

/** Demo accounts are read-only: every write to the API is refused on the server. */
export const demoReadOnly = createMiddleware<AppEnv>(async (c, next) => {
  if (isReadOnlyRole(c.get('actor')?.role) && !SAFE_METHODS.has(c.req.method) && !DEMO_ALLOWED_WRITES.has(c.req.path)) {
    throw new ForbiddenError('Een demo-account kan niets wijzigen.');
  }
  return next();
});

export const loginRequired = createMiddleware<AppEnv>(async (c, next) => {
  requireLogin({ actor: c.get('actor') });
  return next();
});

export const verifiedRequired = createMiddleware<AppEnv>(async (c, next) => {
  requireVerified({ actor: c.get('actor') });
  return next();
});

export const roleRequired = (role: Role) =>
  createMiddleware<AppEnv>(async (c, next) => {
    requireRole({ actor: c.get('actor') }, role);
    return next();
  });
