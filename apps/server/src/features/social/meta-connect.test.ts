import { randomUUID } from 'node:crypto';
import type { SocialConnections, SocialPost } from '@platform/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { socialConnections, socialPosts } from '../../db/schema/index.ts';
import { insertVenue } from '../../db/seed/factories.ts';
import { startRecordedSocialServer } from '../../test/recorded-social-server.ts';
import { createTestApp, readJson, type TestApp } from '../../test/test-app.ts';
import { createConnectors, publishDuePosts } from './index.ts';
import { connect, connectionsUrl, TEST_TOKEN_KEY } from './social-connect-test-helpers.ts';
import { tokenBox } from './token-crypto.ts';

let t: TestApp;
let meta: Awaited<ReturnType<typeof startRecordedSocialServer>>;
let owner: Awaited<ReturnType<TestApp['signUp']>>;
const venueId = randomUUID();

beforeAll(async () => {
  meta = await startRecordedSocialServer('meta-oauth');
  t = await createTestApp({
    SOCIAL_TOKEN_KEYS: TEST_TOKEN_KEY,
    SOCIAL_META_APP_ID: '1234567890123456',
    SOCIAL_META_APP_SECRET: 'meta-app-secret-recorded',
    SOCIAL_GRAPH_URL: `${meta.url}/v23.0`,
    SOCIAL_META_DIALOG_URL: `${meta.url}/v23.0/dialog/oauth`,
  });
  owner = await t.signUp();
  await insertVenue(t.db, { id: venueId, name: 'Eetcafé De Gouden Leeuw', ownerId: owner.userId });
});
afterAll(async () => {
  await t.close();
  await meta.close();
});

describe('connecting a Facebook page and an Instagram account through Facebook Login', () => {
  it('trades the code, takes the long-lived page token and posts with it', async () => {
    expect((await connect(t, owner.cookie, 'venue', venueId, 'facebook')).location).toBe(
      `/social-manager?koppeling=facebook&zaak=venue%3A${venueId}`,
    );
    expect((await connect(t, owner.cookie, 'venue', venueId, 'instagram')).location).toBe(
      `/social-manager?koppeling=instagram&zaak=venue%3A${venueId}`,
    );
    const [code, exchange, pages] = meta.requests;
    expect(code?.query).toMatchObject({
      client_id: '1234567890123456',
      client_secret: 'meta-app-secret-recorded',
      redirect_uri: 'http://localhost:3000/api/social/oauth/facebook/callback',
      code: 'recorded-code-facebook',
    });
    expect(code?.query.code_verifier).toMatch(/^[\w-]{64}$/);
    expect(exchange?.query).toMatchObject({
      grant_type: 'fb_exchange_token',
      fb_exchange_token: 'EAAGshortLivedUserTokenRecorded',
    });
    expect(pages?.query).toMatchObject({ access_token: 'EAAGlongLivedUserTokenRecorded' });

    const listed = await readJson<SocialConnections>(await t.request(connectionsUrl('venue', venueId), { cookie: owner.cookie }));
    expect(listed.networks.filter((item) => item.account).map((item) => [item.network, item.account?.name])).toEqual([
      ['instagram', '@goudenleeuw_utrecht'],
      ['facebook', 'Eetcafé De Gouden Leeuw'],
    ]);
    const rows = await t.db.select().from(socialConnections);
    const box = tokenBox([Buffer.from(TEST_TOKEN_KEY, 'base64')]);
    expect(rows.map((row) => [row.network, row.accountId, box.open(row.accessToken), row.expiresAt])).toEqual(
      expect.arrayContaining([
        ['facebook', '104857600123456', 'EAAGpageTokenRecordedNeverExpires', null],
        ['instagram', '17841400987654321', 'EAAGpageTokenRecordedNeverExpires', null],
      ]),
    );

    meta.requests.length = 0;
    const planned = await readJson<SocialPost>(
      await t.request(`/api/social/places/venue/${venueId}/posts`, {
        cookie: owner.cookie,
        body: {
          text: 'Vanavond live jazz vanaf 20:00.',
          networks: ['facebook'],
          scheduledAt: new Date(Date.now() + 86_400_000).toISOString(),
          submit: true,
        },
      }),
    );
    await publishDuePosts(
      {
        db: t.db,
        mailer: t.mailer,
        logger: t.logger,
        publicUrl: t.config.publicUrl,
        storage: t.storage,
        connectors: createConnectors(t.config.social),
      },
      new Date(Date.now() + 2 * 86_400_000),
    );
    expect(meta.requests).toMatchObject([
      {
        method: 'POST',
        path: '/v23.0/104857600123456/feed',
        body: { message: 'Vanavond live jazz vanaf 20:00.', access_token: 'EAAGpageTokenRecordedNeverExpires' },
      },
    ]);
    const [row] = await t.db.select().from(socialPosts).where(eq(socialPosts.id, planned.id));
    expect(row?.deliveries).toEqual({ facebook: { status: 'published', externalId: '104857600123456_122101234567890999' } });
  });
});
