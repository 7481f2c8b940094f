import { randomUUID } from 'node:crypto';
import type { SocialImage, SocialPost } from '@platform/core';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mailMessages, socialConnections, socialPosts } from '../../db/schema/index.ts';
import { insertShop } from '../../db/seed/factories.ts';
import { startRecordedSocialServer } from '../../test/recorded-social-server.ts';
import { createTestApp, readJson, type TestApp } from '../../test/test-app.ts';
import { png, uploadTo } from '../place-photos/place-photos-test-helpers.ts';
import { createConnectors, publishDuePosts } from './index.ts';
import { connect, connectEnv, TEST_TOKEN_KEY } from './social-connect-test-helpers.ts';
import { tokenBox } from './token-crypto.ts';

let t: TestApp;
let network: Awaited<ReturnType<typeof startRecordedSocialServer>>;
let owner: Awaited<ReturnType<TestApp['signUp']>>;
const shopId = randomUUID();
const postsUrl = `/api/social/places/coffeeshop/${shopId}/posts`;
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000);
const box = tokenBox([Buffer.from(TEST_TOKEN_KEY, 'base64')]);

const publish = () =>
  publishDuePosts(
    {
      db: t.db,
      mailer: t.mailer,
      logger: t.logger,
      publicUrl: t.config.publicUrl,
      storage: t.storage,
      connectors: createConnectors(t.config.social),
    },
    inDays(3),
  );
const plan = async (body: Record<string, unknown>) =>
  readJson<SocialPost>(
    await t.request(postsUrl, { cookie: owner.cookie, body: { scheduledAt: inDays(1).toISOString(), submit: true, ...body } }),
  );
const deliveries = async (id: string) => (await t.db.select().from(socialPosts).where(eq(socialPosts.id, id)))[0]?.deliveries;
const reminders = () =>
  t.db
    .select()
    .from(mailMessages)
    .where(and(eq(mailMessages.kind, 'social_reminder')));

beforeAll(async () => {
  network = await startRecordedSocialServer('x-api', 'linkedin-api');
  t = await createTestApp(connectEnv(network.url));
  owner = await t.signUp();
  await insertShop(t.db, { id: shopId, name: 'Coffeeshop Het Anker', ownerId: owner.userId });
  await connect(t, owner.cookie, 'coffeeshop', shopId, 'x');
  await connect(t, owner.cookie, 'coffeeshop', shopId, 'linkedin');
});
afterAll(async () => {
  await t.close();
  await network.close();
});
beforeEach(() => {
  network.load('x-api', 'linkedin-api');
  network.requests.length = 0;
});

describe('publishing through the owner’s own X and LinkedIn accounts', () => {
  it('uploads the cropped photo and posts it on X and on the LinkedIn page', async () => {
    const image = await readJson<SocialImage>(
      await uploadTo(t, `/api/social/places/coffeeshop/${shopId}/images`, await png(1600, 1200), owner.cookie),
    );
    const text = 'Vanaf maandag (1 dec) een #leestafel & koffie_bar, zie ons @ de Oudegracht!';
    const planned = await plan({ text, networks: ['x', 'linkedin'], imageId: image.id });
    expect(await publish()).toBe(1);
    expect(await deliveries(planned.id)).toEqual({
      x: { status: 'published', externalId: '1880031234567890123' },
      linkedin: { status: 'published', externalId: 'urn:li:share:7134567890123456789' },
    });
    const [xMedia, xPost, linkedInInit, linkedInUpload, linkedInPost] = network.requests;
    expect(linkedInInit).toMatchObject({
      method: 'POST',
      path: '/rest/images',
      query: { action: 'initializeUpload' },
      headers: { 'linkedin-version': '202511', 'x-restli-protocol-version': '2.0.0' },
      body: { initializeUploadRequest: { owner: 'urn:li:organization:2414183' } },
    });
    expect(linkedInUpload).toMatchObject({ method: 'PUT', path: '/dms-uploads/D4E10AQFoyyAjHPMQuQ/uploaded-image/0' });
    expect((linkedInUpload?.body as { bytes: number } | undefined)?.bytes).toBeGreaterThan(1000);
    expect(linkedInPost).toMatchObject({
      method: 'POST',
      path: '/rest/posts',
      body: {
        author: 'urn:li:organization:2414183',
        commentary: 'Vanaf maandag \\(1 dec\\) een \\#leestafel & koffie\\_bar, zie ons \\@ de Oudegracht!',
        visibility: 'PUBLIC',
        distribution: { feedDistribution: 'MAIN_FEED', targetEntities: [], thirdPartyDistributionChannels: [] },
        content: { media: { id: 'urn:li:image:D4E10AQFoyyAjHPMQuQ' } },
        lifecycleState: 'PUBLISHED',
        isReshareDisabledByAuthor: false,
      },
    });
    expect(xMedia).toMatchObject({
      method: 'POST',
      path: '/2/media/upload',
      headers: { authorization: 'Bearer bWRSaHVkN2Y2SUNlTGlNaW52aW5kcnZfYWNjZXNzXzE' },
      body: { media_category: 'tweet_image' },
    });
    expect((xMedia?.body as Record<string, string> | undefined)?.media).toMatch(/^image\.jpg \(image\/jpeg, \d+ bytes\)$/);
    expect(xPost).toMatchObject({
      method: 'POST',
      path: '/2/tweets',
      body: { text, media: { media_ids: ['1880028106020515840'] } },
    });
    expect(await reminders()).toEqual([]);
  });

  it('refreshes an expired X token first and stores the new one sealed', async () => {
    await t.db
      .update(socialConnections)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(socialConnections.network, 'x'));
    const planned = await plan({ text: 'Zaterdag live muziek vanaf 21:00.', networks: ['x'] });
    expect(await publish()).toBe(1);
    expect(network.requests.map((request) => request.path)).toEqual(['/2/oauth2/token', '/2/tweets']);
    expect(network.requests[0]?.body).toMatchObject({
      grant_type: 'refresh_token',
      refresh_token: 'dGhpc0lzQVJlY29yZGVkUmVmcmVzaFRva2VuXzE',
    });
    expect(network.requests[1]?.headers.authorization).toBe('Bearer bWRSaHVkN2Y2SUNlTGlNaW52aW5kcnZfYWNjZXNzXzI');
    const [row] = await t.db.select().from(socialConnections).where(eq(socialConnections.network, 'x'));
    expect(box.open(row?.accessToken ?? '')).toBe('bWRSaHVkN2Y2SUNlTGlNaW52aW5kcnZfYWNjZXNzXzI');
    expect(box.open(row?.refreshToken ?? '')).toBe('dGhpc0lzQVJlY29yZGVkUmVmcmVzaFRva2VuXzI');
    expect(row?.expiresAt?.getTime()).toBeGreaterThan(Date.now());
    expect((await deliveries(planned.id))?.x?.status).toBe('published');
  });
});

describe('when the network fails', () => {
  it('tries a 503 once more and publishes; a rate limit becomes a Dutch status and a reminder', async () => {
    network.load('x-errors');
    const first = await plan({ text: 'Vrijdag open tot 01:00.', networks: ['x'] });
    expect(await publish()).toBe(1);
    expect(network.requests.map((request) => request.path)).toEqual(['/2/tweets', '/2/tweets']);
    expect(await deliveries(first.id)).toEqual({ x: { status: 'published', externalId: '1880039999999999999' } });

    const second = await plan({ text: 'Zondag gesloten.', networks: ['x'] });
    expect(await publish()).toBe(1);
    const reset = new Intl.DateTimeFormat('nl-NL', { hour: '2-digit', minute: '2-digit', timeZone: 'Europe/Amsterdam' }).format(
      new Date(1795881600 * 1000),
    );
    expect(await deliveries(second.id)).toEqual({
      x: {
        status: 'failed',
        error: `X heeft te veel verzoeken van ons gekregen (limiet bereikt). Probeer het na ${reset} opnieuw. Plaats het bericht zelf of plan het opnieuw.`,
      },
    });
    expect((await reminders()).map((mail) => mail.subject)).toContain('Nu plaatsen op X: bericht van Coffeeshop Het Anker');
  });

  it('asks the owner to connect again when LinkedIn says the token was revoked', async () => {
    network.load('linkedin-errors');
    const planned = await plan({ text: 'Nieuwe vacature: barista (24 uur).', networks: ['linkedin'] });
    expect(await publish()).toBe(1);
    expect(await deliveries(planned.id)).toEqual({
      linkedin: {
        status: 'failed',
        error: 'De koppeling met LinkedIn is verlopen of ingetrokken: koppel je account opnieuw in de social manager.',
      },
    });
  });

  it('reports an unreachable network in Dutch after one retry', async () => {
    const closed = await startRecordedSocialServer();
    await closed.close();
    const connectors = createConnectors({ ...t.config.social, x: { ...t.config.social.x, apiUrl: closed.url } });
    const planned = await plan({ text: 'Maandag gesloten wegens onderhoud.', networks: ['x'] });
    await publishDuePosts(
      { db: t.db, mailer: t.mailer, logger: t.logger, publicUrl: t.config.publicUrl, storage: t.storage, connectors },
      inDays(3),
    );
    expect(await deliveries(planned.id)).toEqual({
      x: { status: 'failed', error: 'X was niet bereikbaar. Plaats het bericht zelf of plan het opnieuw.' },
    });
  });
});

describe('key rotation', () => {
  it('reseals every token with the new first key; the old key is then no longer needed', async () => {
    const fresh = Buffer.alloc(32, 11);
    const rotated = { ...t.config.social, tokenKeys: [fresh, Buffer.from(TEST_TOKEN_KEY, 'base64')] };
    expect(await createConnectors(rotated).reseal(t.db)).toBe(2);
    expect(await createConnectors(rotated).reseal(t.db)).toBe(0);
    const onlyNew = tokenBox([fresh]);
    for (const row of await t.db.select().from(socialConnections)) {
      expect(onlyNew.open(row.accessToken)).toMatch(/^(bWRS|AQXd)/);
      expect(() => box.open(row.accessToken)).toThrow('Onbekende sleutel voor dit token');
    }
    const planned = await plan({ text: 'Dinsdag quiz-avond.', networks: ['linkedin'] });
    await publishDuePosts(
      {
        db: t.db,
        mailer: t.mailer,
        logger: t.logger,
        publicUrl: t.config.publicUrl,
        storage: t.storage,
        connectors: createConnectors({ ...rotated, tokenKeys: [fresh] }),
      },
      inDays(3),
    );
    expect((await deliveries(planned.id))?.linkedin?.status).toBe('published');
  });
});
