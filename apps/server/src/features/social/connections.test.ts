// Long file: the whole connect flow (ADR 062) against one replayed network: start, callback, refusals, maintenance, disconnect.
import { createHash, randomUUID } from 'node:crypto';
import type { ApiError, SocialCalendar, SocialConnections } from '@platform/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { socialConnections, socialOauthStates } from '../../db/schema/index.ts';
import { insertShop, insertVenue } from '../../db/seed/factories.ts';
import { startRecordedSocialServer } from '../../test/recorded-social-server.ts';
import { createTestApp, readJson, type TestApp } from '../../test/test-app.ts';
import { addManager } from '../staff/staff-test-helpers.ts';
import { callback, connect, connectEnv, connectionsUrl, startConnect, TEST_TOKEN_KEY } from './social-connect-test-helpers.ts';
import { tokenBox } from './token-crypto.ts';

type Account = Awaited<ReturnType<TestApp['signUp']>>;

let t: TestApp;
let network: Awaited<ReturnType<typeof startRecordedSocialServer>>;
let owner: Account;
let manager: Account;
let stranger: Account;
const shopId = randomUUID();
const venueId = randomUUID();

const X_ACCESS = 'bWRSaHVkN2Y2SUNlTGlNaW52aW5kcnZfYWNjZXNzXzE';
const X_REFRESH = 'dGhpc0lzQVJlY29yZGVkUmVmcmVzaFRva2VuXzE';
const LINKEDIN_ACCESS = 'AQXdSP_W41_UPs5ioT_t8HESyODB4FqbkJ8LrV_5mff4gPODzOYR';
const rows = () => t.db.select().from(socialConnections);
const list = async (cookie: string, id = shopId) =>
  readJson<SocialConnections>(await t.request(connectionsUrl('coffeeshop', id), { cookie }));

beforeAll(async () => {
  network = await startRecordedSocialServer('x-api', 'linkedin-api');
  t = await createTestApp(connectEnv(network.url));
  owner = await t.signUp();
  stranger = await t.signUp();
  await insertShop(t.db, { id: shopId, name: 'Coffeeshop Het Anker', ownerId: owner.userId });
  await insertVenue(t.db, { id: venueId, name: 'Café De Gouden Leeuw', ownerId: stranger.userId });
  manager = await addManager(t, owner, 'coffeeshop', shopId, ['details']);
});
afterAll(async () => {
  await t.close();
  await network.close();
});

describe('connecting an account (OAuth 2.0 with PKCE)', () => {
  it('sends the owner to X with a state and an S256 challenge, and stores the account sealed', async () => {
    const authorize = await startConnect(t, owner.cookie, 'coffeeshop', shopId, 'x');
    expect(authorize.origin + authorize.pathname).toBe(`${network.url}/i/oauth2/authorize`);
    const params = Object.fromEntries(authorize.searchParams);
    expect(params).toMatchObject({
      response_type: 'code',
      client_id: 'cmVjb3JkZWQteC1jbGllbnQ6MTpjaQ',
      redirect_uri: 'http://localhost:3000/api/social/oauth/x/callback',
      scope: 'tweet.read tweet.write users.read media.write offline.access',
      code_challenge_method: 'S256',
    });
    expect(params.state).toMatch(/^[\w-]{43}$/);
    expect(params.code_challenge).toMatch(/^[\w-]{43}$/);

    network.requests.length = 0;
    const back = await callback(t, owner.cookie, 'x', { code: 'recorded-code-x', state: params.state ?? '' });
    expect(back).toEqual({ status: 302, location: `/social-manager?koppeling=x&zaak=coffeeshop%3A${shopId}` });
    const [token, me] = network.requests;
    expect(token).toMatchObject({
      method: 'POST',
      path: '/2/oauth2/token',
      headers: {
        authorization: `Basic ${Buffer.from('cmVjb3JkZWQteC1jbGllbnQ6MTpjaQ:x-client-secret-recorded').toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: {
        grant_type: 'authorization_code',
        code: 'recorded-code-x',
        redirect_uri: 'http://localhost:3000/api/social/oauth/x/callback',
        client_id: 'cmVjb3JkZWQteC1jbGllbnQ6MTpjaQ',
      },
    });
    // The verifier sent is the one whose SHA-256 the authorize address carried.
    const verifier = (token?.body as Record<string, string> | undefined)?.code_verifier ?? '';
    expect(createHash('sha256').update(verifier).digest('base64url')).toBe(params.code_challenge);
    expect(me).toMatchObject({ method: 'GET', path: '/2/users/me', headers: { authorization: `Bearer ${X_ACCESS}` } });

    const [row] = await rows();
    expect(row).toMatchObject({ network: 'x', accountId: '1587364419370590208', accountName: 'Het Anker (@hetanker_ams)' });
    // Sealed at rest: not the token, but it opens with the key.
    expect(row?.accessToken).not.toContain(X_ACCESS);
    expect(row?.accessToken).toMatch(/^v1\.[0-9a-f]{8}\./);
    const box = tokenBox([Buffer.from(TEST_TOKEN_KEY, 'base64')]);
    expect(box.open(row?.accessToken ?? '')).toBe(X_ACCESS);
    expect(box.open(row?.refreshToken ?? '')).toBe(X_REFRESH);
    expect(await t.db.select().from(socialOauthStates)).toEqual([]);
  });

  it('shows the account’s name and never a token; the calendar publishes to X now', async () => {
    const response = await t.request(connectionsUrl('coffeeshop', shopId), { cookie: owner.cookie });
    const text = await response.text();
    expect(text).not.toContain(X_ACCESS);
    expect(text).not.toContain(X_REFRESH);
    const body = JSON.parse(text) as SocialConnections;
    expect(body.canConnect).toBe(true);
    expect(body.networks.find((item) => item.network === 'x')).toMatchObject({
      configured: true,
      platformAccount: false,
      account: { name: 'Het Anker (@hetanker_ams)', expiresAt: null },
    });
    expect(body.networks.find((item) => item.network === 'facebook')).toMatchObject({ configured: false, account: null });
    const range = new URLSearchParams({ from: new Date().toISOString(), to: new Date(Date.now() + 86_400_000).toISOString() });
    const calendar = await readJson<SocialCalendar>(
      await t.request(`/api/social/places/coffeeshop/${shopId}/posts?${range}`, { cookie: owner.cookie }),
    );
    expect(calendar.connectors).toEqual(['x']);
  });

  it('connects a LinkedIn organisation page the owner administers', async () => {
    expect(await connect(t, owner.cookie, 'coffeeshop', shopId, 'linkedin')).toEqual({
      status: 302,
      location: `/social-manager?koppeling=linkedin&zaak=coffeeshop%3A${shopId}`,
    });
    const acl = network.requests.find((request) => request.path === '/rest/organizationAcls');
    expect(acl?.headers).toMatchObject({
      authorization: `Bearer ${LINKEDIN_ACCESS}`,
      'linkedin-version': '202511',
      'x-restli-protocol-version': '2.0.0',
    });
    const linkedin = (await list(owner.cookie)).networks.find((item) => item.network === 'linkedin');
    expect(linkedin?.account?.name).toBe('Café De Gouden Leeuw');
    const row = (await rows()).find((item) => item.network === 'linkedin');
    expect(row?.accountId).toBe('urn:li:organization:2414183');
  });

  it('refuses a state that is unknown, used twice, from another session or for another network, storing nothing', async () => {
    await t.db.delete(socialConnections);
    const authorize = await startConnect(t, owner.cookie, 'coffeeshop', shopId, 'x');
    const state = authorize.searchParams.get('state') ?? '';
    const refused = `/social-manager?koppeling=x&fout=state`;
    expect(await callback(t, owner.cookie, 'x', { code: 'c', state: 'made-up-state' })).toEqual({
      status: 302,
      location: refused,
    });
    // Another session of the same owner (a link sent to someone else) may not finish it; the state is then spent.
    const otherSession = await t.signIn(owner.email, owner.password);
    expect(await callback(t, otherSession.cookie, 'x', { code: 'c', state })).toEqual({ status: 302, location: refused });
    expect(await callback(t, owner.cookie, 'x', { code: 'c', state })).toEqual({ status: 302, location: refused });
    const second = await startConnect(t, owner.cookie, 'coffeeshop', shopId, 'x');
    expect(await callback(t, owner.cookie, 'linkedin', { code: 'c', state: second.searchParams.get('state') ?? '' })).toEqual({
      status: 302,
      location: '/social-manager?koppeling=linkedin&fout=state',
    });
    // Signed out.
    expect(await callback(t, undefined, 'x', { code: 'c', state })).toEqual({
      status: 302,
      location: '/social-manager?koppeling=x&fout=session',
    });
    expect(await rows()).toEqual([]);
  });

  it('reports an owner declining at the network, storing nothing', async () => {
    const authorize = await startConnect(t, owner.cookie, 'coffeeshop', shopId, 'x');
    const back = await callback(t, owner.cookie, 'x', {
      error: 'access_denied',
      state: authorize.searchParams.get('state') ?? '',
    });
    expect(back.location).toBe(`/social-manager?koppeling=x&zaak=coffeeshop%3A${shopId}&fout=declined`);
    expect(await rows()).toEqual([]);
  });

  it('reports a code the network refuses, storing nothing', async () => {
    network.load('x-errors');
    const back = await connect(t, owner.cookie, 'coffeeshop', shopId, 'x');
    expect(back.location).toBe(`/social-manager?koppeling=x&zaak=coffeeshop%3A${shopId}&fout=exchange`);
    expect(await rows()).toEqual([]);
    network.load('x-api', 'linkedin-api');
  });
});

describe('who may connect', () => {
  it('refuses another owner’s place, a manager and a stranger, and an unconfigured network, changing nothing', async () => {
    const other = await t.request(connectionsUrl('venue', venueId, 'x'), { method: 'POST', cookie: owner.cookie });
    expect(other.status).toBe(403);
    const managed = await t.request(connectionsUrl('coffeeshop', shopId, 'x'), { method: 'POST', cookie: manager.cookie });
    expect(managed.status).toBe(403);
    expect((await readJson<ApiError>(managed)).message).toBe(
      'Alleen de eigenaar van de zaak koppelt een account van een netwerk.',
    );
    expect((await list(manager.cookie)).canConnect).toBe(false);
    const listed = await t.request(connectionsUrl('coffeeshop', shopId), { cookie: stranger.cookie });
    expect(listed.status).toBe(403);
    const meta = await t.request(connectionsUrl('coffeeshop', shopId, 'facebook'), { method: 'POST', cookie: owner.cookie });
    expect(meta.status).toBe(409);
    expect((await readJson<ApiError>(meta)).message).toBe(
      'Dit netwerk is door het platform nog niet ingesteld: je berichten gaan naar je RSS-feed en je krijgt een herinnering per e-mail.',
    );
    const unknown = await t.request(connectionsUrl('coffeeshop', shopId, 'tiktok'), { method: 'POST', cookie: owner.cookie });
    expect(unknown.status).toBe(422);
    expect((await readJson<ApiError>(unknown)).issues?.[0]?.message).toBe(
      'Onbekend netwerk: kies Instagram, Facebook, LinkedIn of X',
    );
    const signedOut = await t.request(connectionsUrl('coffeeshop', shopId, 'x'), { method: 'POST' });
    expect(signedOut.status).toBe(401);
    expect(await t.db.select().from(socialOauthStates).where(eq(socialOauthStates.userId, manager.userId))).toEqual([]);
  });

  it('does not let another owner finish a connection to this place', async () => {
    const authorize = await startConnect(t, owner.cookie, 'coffeeshop', shopId, 'x');
    const back = await callback(t, stranger.cookie, 'x', { code: 'c', state: authorize.searchParams.get('state') ?? '' });
    expect(back.location).toBe('/social-manager?koppeling=x&fout=state');
    expect(await rows()).toEqual([]);
  });
});

describe('during maintenance (ADR 058)', () => {
  const notice = 'Vanavond tussen 22:00 en 23:00 werken we aan het platform. Tot zo!';
  let superadmin: Account;
  beforeAll(async () => {
    superadmin = await t.userWithRole('superadmin');
  });
  const maintenance = async (enabled: boolean) => {
    const body = enabled ? { maintenanceEnabled: true, maintenanceMessage: notice } : { maintenanceEnabled: false };
    const changed = await t.request('/api/admin/settings', { method: 'PUT', cookie: superadmin.cookie, body });
    expect(changed.status).toBe(200);
  };

  it('refuses the callback (a GET that writes) with the Dutch notice as a page, storing nothing; it finishes once lifted', async () => {
    await t.db.delete(socialConnections);
    const authorize = await startConnect(t, owner.cookie, 'coffeeshop', shopId, 'x');
    const state = authorize.searchParams.get('state') ?? '';
    await maintenance(true);
    try {
      network.requests.length = 0;
      const refused = await t.request(`/api/social/oauth/x/callback?${new URLSearchParams({ code: 'recorded-code-x', state })}`, {
        cookie: owner.cookie,
      });
      expect(refused.status).toBe(503);
      // The browser arrives here from the network: the notice as a page, not as JSON.
      expect(refused.headers.get('content-type')).toContain('text/html');
      expect(await refused.text()).toContain(notice);
      expect(refused.headers.get('retry-after')).toBe('600');
      // Nothing traded, nothing stored, the state not spent; reads still answer.
      expect(network.requests).toEqual([]);
      expect(await rows()).toEqual([]);
      expect(await t.db.select().from(socialOauthStates).where(eq(socialOauthStates.state, state))).toHaveLength(1);
      expect((await list(owner.cookie)).networks.find((item) => item.network === 'x')?.account).toBeNull();
    } finally {
      await maintenance(false);
    }
    expect(await callback(t, owner.cookie, 'x', { code: 'recorded-code-x', state })).toEqual({
      status: 302,
      location: `/social-manager?koppeling=x&zaak=coffeeshop%3A${shopId}`,
    });
    expect((await rows()).map((row) => row.network)).toEqual(['x']);
    await t.db.delete(socialConnections);
  });
});

describe('disconnecting', () => {
  it('lets the owner disconnect; a manager may not, a second time is 404', async () => {
    await connect(t, owner.cookie, 'coffeeshop', shopId, 'x');
    expect((await rows()).length).toBe(1);
    const byManager = await t.request(connectionsUrl('coffeeshop', shopId, 'x'), { method: 'DELETE', cookie: manager.cookie });
    expect(byManager.status).toBe(403);
    expect((await rows()).length).toBe(1);
    const byStranger = await t.request(connectionsUrl('coffeeshop', shopId, 'x'), { method: 'DELETE', cookie: stranger.cookie });
    expect(byStranger.status).toBe(403);
    const done = await t.request(connectionsUrl('coffeeshop', shopId, 'x'), { method: 'DELETE', cookie: owner.cookie });
    expect(done.status).toBe(204);
    expect(await rows()).toEqual([]);
    expect((await list(owner.cookie)).networks.find((item) => item.network === 'x')?.account).toBeNull();
    const again = await t.request(connectionsUrl('coffeeshop', shopId, 'x'), { method: 'DELETE', cookie: owner.cookie });
    expect(again.status).toBe(404);
    expect((await readJson<ApiError>(again)).message).toBe('Er is geen account van dit netwerk gekoppeld.');
  });
});
