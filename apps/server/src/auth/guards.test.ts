import { describe, expect, it } from 'vitest';
import type { Actor, AppEnv } from '../context.ts';
import { ForbiddenError, UnauthorizedError } from '../platform/errors.ts';
import { requireLogin, requireRole, requireVerified } from './guards.ts';

function actor(overrides: Partial<Actor['profile']> = {}, role: Actor['role'] = 'user'): Actor {
  return {
    user: { id: 'u1', email: 'a@b.nl', name: 'A B' },
    sessionId: 's1',
    role,
    profile: {
      id: 'u1',
      username: 'a',
      firstName: 'A',
      lastName: 'B',
      birthDate: '1990-01-01',
      ageVerified: false,
      verificationStatus: 'pending',
      accountStatus: 'pending_verification',
      identityDocuments: {},
      statusReason: null,
      avatarUrl: null,
      contentEditor: false,
      verificationNotes: null,
      verifiedAt: null,
      verifiedBy: null,
      preferredBrand: null,
      createdAt: new Date(),
      updatedAt: new Date(),
      ...overrides,
    },
  };
}

describe('server guards', () => {
  it('requireLogin: 401 without an actor, 403 for suspended or banned', () => {
    expect(() => requireLogin({ actor: null })).toThrow(UnauthorizedError);
    expect(() => requireLogin({ actor: actor({ accountStatus: 'suspended' }) })).toThrow(ForbiddenError);
    expect(() => requireLogin({ actor: actor({ accountStatus: 'banned' }) })).toThrow(ForbiddenError);
    expect(requireLogin({ actor: actor() }).user.id).toBe('u1');
  });

  it('requireRole follows the hierarchy', () => {
    expect(() => requireRole({ actor: actor({}, 'user') }, 'admin')).toThrow(ForbiddenError);
    expect(() => requireRole({ actor: actor({}, null) }, 'demo')).toThrow(ForbiddenError);
    expect(requireRole({ actor: actor({}, 'superadmin') }, 'admin').role).toBe('superadmin');
  });

  it('requireVerified needs age and identity verified and an unblocked account', () => {
    expect(() => requireVerified({ actor: actor() })).toThrow(/nog niet geverifieerd/);
    const verified = { ageVerified: true, verificationStatus: 'verified', accountStatus: 'active' } as const;
    expect(requireVerified({ actor: actor(verified) }).user.id).toBe('u1');
    expect(() => requireVerified({ actor: actor({ ...verified, accountStatus: 'suspended' }) })).toThrow(ForbiddenError);
  });
});

describe('route middleware', () => {
  it('turns the guards into error responses', async () => {
    const { Hono } = await import('hono');
    const { handleError } = await import('../platform/error-handler.ts');
    const { loginRequired, roleRequired, verifiedRequired } = await import('./middleware.ts');
    const make = (who: Actor | null) => {
      const app = new Hono<AppEnv>();
      app.use('*', async (c, next) => {
        c.set('actor', who);
        c.set('requestId', 'r1');
        await next();
      });
      app.get('/login', loginRequired, (c) => c.text('ok'));
      app.get('/verified', verifiedRequired, (c) => c.text('ok'));
      app.get('/admin', roleRequired('admin'), (c) => c.text('ok'));
      app.onError(handleError);
      return app;
    };
    const anonymous = make(null);
    expect((await anonymous.request('/login')).status).toBe(401);
    const user = make(actor());
    expect((await user.request('/login')).status).toBe(200);
    expect((await user.request('/verified')).status).toBe(403);
    expect((await user.request('/admin')).status).toBe(403);
    const admin = make(actor({ ageVerified: true, verificationStatus: 'verified', accountStatus: 'active' }, 'admin'));
    expect((await admin.request('/verified')).status).toBe(200);
    expect((await admin.request('/admin')).status).toBe(200);
  });
});
