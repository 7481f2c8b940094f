import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';

/**
 * Issue 5's routes against every kind of caller. Writes carry an empty body:
 * a caller who may write gets the input check (422) or a missing target
 * (404); everyone else is stopped earlier by the session or role check.
 */
type Caller = 'anonymous' | 'demo' | 'unverified' | 'user' | 'admin' | 'superadmin';
const CALLERS: readonly Caller[] = ['anonymous', 'demo', 'unverified', 'user', 'admin', 'superadmin'];

const missing = randomUUID();
const ROUTES: ReadonlyArray<{ method: string; path: string; expected: readonly number[] }> = [
  //                                                               anon demo unver user admin super
  { method: 'GET', path: '/api/me', expected: [401, 200, 200, 200, 200, 200] },
  { method: 'PATCH', path: '/api/me/profile', expected: [401, 403, 422, 422, 422, 422] },
  { method: 'POST', path: '/api/me/avatar', expected: [401, 403, 422, 422, 422, 422] },
  { method: 'GET', path: '/api/me/mails', expected: [401, 200, 200, 200, 200, 200] },
  { method: 'GET', path: `/api/me/mails/${missing}/attachments/0`, expected: [401, 404, 404, 404, 404, 404] },
  { method: 'GET', path: `/api/admin/outbox/${missing}/attachments/0`, expected: [401, 403, 403, 403, 404, 404] },
  { method: 'GET', path: '/api/me/export', expected: [401, 200, 200, 200, 200, 200] },
  { method: 'POST', path: '/api/me/delete', expected: [401, 403, 422, 422, 422, 422] },
  { method: 'GET', path: '/api/favorites', expected: [401, 200, 200, 200, 200, 200] },
  { method: 'POST', path: '/api/favorites', expected: [401, 403, 422, 422, 422, 422] },
  { method: 'POST', path: '/api/favorites/remove', expected: [401, 403, 422, 422, 422, 422] },
  { method: 'GET', path: '/api/verification', expected: [401, 200, 200, 200, 200, 200] },
  { method: 'POST', path: '/api/verification/documents', expected: [401, 403, 422, 422, 422, 422] },
  { method: 'GET', path: `/api/verification/documents/${missing}/file`, expected: [401, 404, 404, 404, 404, 404] },
  // The demo account is seeded verified: it may read what verified users read.
  { method: 'GET', path: '/api/coffeeshops/online-menus', expected: [401, 200, 403, 200, 200, 200] },
  { method: 'GET', path: '/api/admin/verifications?status=pending', expected: [401, 403, 403, 403, 200, 200] },
  { method: 'POST', path: `/api/admin/verifications/${missing}/decision`, expected: [401, 403, 403, 403, 422, 422] },
  { method: 'GET', path: '/api/admin/users', expected: [401, 403, 403, 403, 200, 200] },
  { method: 'POST', path: `/api/admin/users/${missing}/role`, expected: [401, 403, 403, 403, 422, 422] },
  { method: 'POST', path: `/api/admin/users/${missing}/status`, expected: [401, 403, 403, 403, 422, 422] },
  { method: 'GET', path: '/api/admin/admins', expected: [401, 403, 403, 403, 403, 200] },
  { method: 'GET', path: '/api/admin/audit', expected: [401, 403, 403, 403, 403, 200] },
  { method: 'POST', path: '/api/admin/images', expected: [401, 403, 403, 403, 422, 422] },
  { method: 'POST', path: '/api/auth/change-password', expected: [401, 403, 422, 422, 422, 422] },
];

let t: TestApp;
const cookies = new Map<Caller, string | undefined>();
beforeAll(async () => {
  t = await createTestApp();
  cookies.set('anonymous', undefined);
  cookies.set('demo', (await t.userWithRole('demo', { verified: true })).cookie);
  cookies.set('unverified', (await t.signUp()).cookie);
  cookies.set('user', (await t.userWithRole('user', { verified: true })).cookie);
  cookies.set('admin', (await t.userWithRole('admin', { verified: true })).cookie);
  cookies.set('superadmin', (await t.userWithRole('superadmin', { verified: true })).cookie);
});
afterAll(() => t.close());

describe('accounts, verification and administration: role × route', () => {
  for (const route of ROUTES) {
    it(`${route.method} ${route.path}`, async () => {
      const actual: number[] = [];
      for (const caller of CALLERS) {
        const response = await t.request(route.path, {
          method: route.method,
          cookie: cookies.get(caller),
          ...(route.method === 'GET' ? {} : { body: {} }),
        });
        actual.push(response.status);
      }
      expect(Object.fromEntries(CALLERS.map((caller, i) => [caller, actual[i]]))).toEqual(
        Object.fromEntries(CALLERS.map((caller, i) => [caller, route.expected[i]])),
      );
    });
  }
});
