import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertShop } from '../db/seed/factories/shops.ts';
import { fakeWebBuild } from '../test/fake-web-build.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

/**
 * Issue 22's routes against every kind of caller: the pages answer for everyone (the web app guards them, the API
 * decides), and each API route lets in exactly who may use it. Writes carry an empty body: a caller who may write
 * gets the input check (422) or a missing target (404); everyone else is stopped earlier by the session, role or
 * ownership check. `owner` owns the coffeeshop in the paths; `user` is an account that does not.
 */
type Caller = 'anonymous' | 'demo' | 'user' | 'owner' | 'admin' | 'superadmin';
const CALLERS: readonly Caller[] = ['anonymous', 'demo', 'user', 'owner', 'admin', 'superadmin'];

const missing = randomUUID();
/** Replaced by the owner's coffeeshop once it exists. */
const SHOP = '{shop}';

const PAGES = [
  '/marketing',
  '/website-generator',
  '/website-showcase',
  '/website-demo',
  '/ai-features',
  '/integrations',
  '/integrations-management',
  '/content-manager-landing',
  '/staff-planner-landing',
  '/report-manager-landing',
  '/membership',
  '/abonnementen',
  '/contact',
  '/schermen-contact',
  '/bijsluiter-cannabis',
  '/cannabis-wizards',
  '/wizards',
  '/entrepreneurs',
  '/ondernemers',
  '/schermen',
  '/schermen-coffeeshop-finder',
  '/admin/schermen',
  '/admin/website-generator',
  '/admin/advanced',
  '/digitale-schermen',
];

const ROUTES: ReadonlyArray<{ method: string; path: string; body?: Record<string, unknown>; expected: readonly number[] }> = [
  //                                                                               anon demo user owner admin super
  // The demo account writes nothing (read-only), not even a contact message.
  { method: 'POST', path: '/api/contact', expected: [422, 403, 422, 422, 422, 422] },
  { method: 'GET', path: '/api/admin/contact', expected: [401, 403, 403, 403, 200, 200] },
  { method: 'PATCH', path: `/api/admin/contact/${missing}`, expected: [401, 403, 403, 403, 422, 422] },
  { method: 'GET', path: '/api/me/plans', expected: [401, 200, 200, 200, 200, 200] },
  { method: 'POST', path: '/api/me/plans', expected: [401, 403, 422, 422, 422, 422] },
  { method: 'GET', path: '/api/admin/modules/schermen', expected: [401, 403, 403, 403, 200, 200] },
  { method: 'GET', path: `/api/admin/modules/schermen/coffeeshop/${SHOP}`, expected: [401, 403, 403, 403, 200, 200] },
  { method: 'PUT', path: `/api/admin/modules/schermen/coffeeshop/${SHOP}`, expected: [401, 403, 403, 403, 422, 422] },
  { method: 'GET', path: '/api/modules/schermen/coffeeshops', expected: [401, 200, 200, 200, 200, 200] },
  { method: 'GET', path: '/api/sites/manage', expected: [401, 200, 200, 200, 200, 200] },
  // The input is checked before the place: an empty body is a 422 for every account that may write at all.
  { method: 'PUT', path: `/api/sites/manage/coffeeshop/${SHOP}`, expected: [401, 403, 422, 422, 422, 422] },
  { method: 'POST', path: `/api/sites/manage/coffeeshop/${SHOP}/intro`, expected: [401, 403, 403, 200, 200, 200] },
  { method: 'POST', path: `/api/sites/manage/site/${missing}/publish`, expected: [401, 403, 422, 422, 422, 422] },
  { method: 'PUT', path: `/api/sites/manage/site/${missing}/domain`, expected: [401, 403, 422, 422, 422, 422] },
  { method: 'GET', path: '/api/sites/showcase', expected: [200, 200, 200, 200, 200, 200] },
  { method: 'GET', path: '/api/admin/sites', expected: [401, 403, 403, 403, 200, 200] },
  { method: 'PUT', path: '/api/admin/sites/templates/modern', expected: [401, 403, 403, 403, 422, 422] },
  { method: 'POST', path: `/api/admin/sites/${missing}/unpublish`, expected: [401, 403, 403, 403, 404, 404] },
  { method: 'GET', path: '/api/integrations/places', expected: [401, 200, 200, 200, 200, 200] },
  { method: 'GET', path: `/api/integrations/places/coffeeshop/${SHOP}/keys`, expected: [401, 403, 403, 200, 200, 200] },
  { method: 'POST', path: `/api/integrations/places/coffeeshop/${SHOP}/keys`, expected: [401, 403, 422, 422, 422, 422] },
  // With a valid key: only the owner (and the admins) make one for this shop.
  {
    method: 'POST',
    path: `/api/integrations/places/coffeeshop/${SHOP}/keys`,
    body: { name: 'Kassa', scopes: ['menu:read'] },
    expected: [401, 403, 403, 201, 201, 201],
  },
  { method: 'POST', path: `/api/integrations/keys/${missing}/revoke`, expected: [401, 403, 404, 404, 404, 404] },
  { method: 'GET', path: `/api/integrations/places/coffeeshop/${SHOP}/webhooks`, expected: [401, 403, 403, 200, 200, 200] },
  { method: 'POST', path: `/api/integrations/places/coffeeshop/${SHOP}/webhooks`, expected: [401, 403, 422, 422, 422, 422] },
  { method: 'DELETE', path: `/api/integrations/webhooks/${missing}`, expected: [401, 403, 404, 404, 404, 404] },
  { method: 'GET', path: `/api/v1/coffeeshops/${SHOP}/products`, expected: [401, 401, 401, 401, 401, 401] },
  { method: 'GET', path: `/api/v1/venues/${missing}/menu`, expected: [401, 401, 401, 401, 401, 401] },
  // Admins change settings; maintenance and sign-ups only superadmins (ADR 058). An empty change changes nothing.
  { method: 'GET', path: '/api/admin/settings', expected: [401, 403, 403, 403, 200, 200] },
  { method: 'PUT', path: '/api/admin/settings', expected: [401, 403, 403, 403, 200, 200] },
  { method: 'PUT', path: '/api/admin/settings', body: { signUpsOpen: true }, expected: [401, 403, 403, 403, 403, 200] },
  { method: 'GET', path: '/api/admin/settings/history', expected: [401, 403, 403, 403, 200, 200] },
  { method: 'GET', path: '/api/platform/status', expected: [200, 200, 200, 200, 200, 200] },
];

let t: TestApp;
let shopId = '';
const web = fakeWebBuild();
const cookies = new Map<Caller, string | undefined>();
beforeAll(async () => {
  t = await createTestApp({ WEB_DIST: web.dir });
  cookies.set('anonymous', undefined);
  cookies.set('demo', (await t.userWithRole('demo', { verified: true })).cookie);
  cookies.set('user', (await t.userWithRole('user', { verified: true })).cookie);
  const owner = await t.userWithRole('user', { verified: true });
  cookies.set('owner', owner.cookie);
  shopId = (await insertShop(t.db, { ownerId: owner.userId })).id;
  cookies.set('admin', (await t.userWithRole('admin', { verified: true })).cookie);
  cookies.set('superadmin', (await t.userWithRole('superadmin', { verified: true })).cookie);
});
afterAll(async () => {
  await t.close();
  web.remove();
});

describe('marketing, website generator, integrations and platform settings: role × route', () => {
  it("answers every page of the issue for every caller (the web app's guard and the API decide), an unknown product 404", async () => {
    for (const caller of CALLERS) {
      for (const page of PAGES) {
        const response = await t.request(page, { cookie: cookies.get(caller) });
        expect(response.status, `${caller} ${page}`).toBe(200);
      }
      expect((await t.request('/bestaat-niet-contact', { cookie: cookies.get(caller) })).status, caller).toBe(404);
    }
  });

  for (const route of ROUTES) {
    it(`${route.method} ${route.path}${route.body ? ' (valid input)' : ''}`, async () => {
      const path = route.path.replace(SHOP, shopId);
      const actual: number[] = [];
      for (const caller of CALLERS) {
        const response = await t.request(path, {
          method: route.method,
          cookie: cookies.get(caller),
          ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { body: route.body ?? {} }),
        });
        actual.push(response.status);
      }
      expect(Object.fromEntries(CALLERS.map((caller, i) => [caller, actual[i]]))).toEqual(
        Object.fromEntries(CALLERS.map((caller, i) => [caller, route.expected[i]])),
      );
    });
  }
});
