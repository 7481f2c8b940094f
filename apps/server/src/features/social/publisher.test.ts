import { randomUUID } from 'node:crypto';
import type { SocialCalendar, SocialImage, SocialPost } from '@platform/core';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailMessages, socialPosts } from '../../db/schema/index.ts';
import { insertShop } from '../../db/seed/factories.ts';
import { startRecordedGraphServer } from '../../test/recorded-graph-server.ts';
import { createTestApp, readJson, type TestApp } from '../../test/test-app.ts';
import { png, uploadTo } from '../place-photos/place-photos-test-helpers.ts';
import { createConnectors, publishDuePosts } from './index.ts';

let t: TestApp;
let graph: Awaited<ReturnType<typeof startRecordedGraphServer>>;
let owner: Awaited<ReturnType<TestApp['signUp']>>;
const shopId = randomUUID();
const TOKEN = 'EAAGm0PX4ZCpsBAPaginatoken';

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000);
const postsUrl = `/api/social/places/coffeeshop/${shopId}/posts`;
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
const reminders = () =>
  t.db
    .select()
    .from(mailMessages)
    .where(and(eq(mailMessages.kind, 'social_reminder'), eq(mailMessages.to, owner.email.toLowerCase())));

beforeAll(async () => {
  graph = await startRecordedGraphServer('meta-graph-publish');
  t = await createTestApp({
    SOCIAL_GRAPH_URL: graph.url,
    SOCIAL_META_ACCOUNTS: JSON.stringify([
      {
        place: `coffeeshop:${shopId}`,
        facebookPageId: '104857600123456',
        instagramUserId: '17841400987654321',
        accessToken: TOKEN,
      },
    ]),
  });
  owner = await t.signUp();
  await insertShop(t.db, { id: shopId, name: 'Coffeeshop Het Anker', ownerId: owner.userId });
});
afterAll(async () => {
  await t.close();
  await graph.close();
});

describe('publishing at the planned time', () => {
  it('publishes through the Meta connectors, and leaves LinkedIn to the owner: RSS feed and a reminder mail', async () => {
    const calendar = await readJson<SocialCalendar>(
      await t.request(`${postsUrl}?${new URLSearchParams({ from: new Date().toISOString(), to: inDays(7).toISOString() })}`, {
        cookie: owner.cookie,
      }),
    );
    expect(calendar.connectors).toEqual(['instagram', 'facebook']);
    const image = await readJson<SocialImage>(
      await uploadTo(t, `/api/social/places/coffeeshop/${shopId}/images`, await png(1600, 1200), owner.cookie),
    );
    const text = 'Vanaf maandag hebben we een nieuwe leestafel. Kom gerust langs!';
    const planned = await readJson<SocialPost>(
      await t.request(postsUrl, {
        cookie: owner.cookie,
        body: {
          text,
          networks: ['instagram', 'facebook', 'linkedin'],
          scheduledAt: inDays(2).toISOString(),
          imageId: image.id,
          submit: true,
        },
      }),
    );
    expect(planned.status).toBe('scheduled');

    expect(await publish()).toBe(1);
    const [row] = await t.db.select().from(socialPosts).where(eq(socialPosts.id, planned.id));
    expect(row?.status).toBe('published');
    expect(row?.deliveries).toEqual({
      facebook: { status: 'published', externalId: '104857600123456_122101234567890124' },
      instagram: { status: 'published', externalId: '17912345678901234' },
      linkedin: { status: 'manual' },
    });
    const base = t.config.publicUrl;
    expect(graph.requests).toEqual([
      {
        method: 'POST',
        path: '/v23.0/17841400987654321/media',
        contentType: 'application/x-www-form-urlencoded',
        form: { image_url: `${base}/api/social/images/${image.id}/instagram.jpg`, caption: text, access_token: TOKEN },
      },
      {
        method: 'POST',
        path: '/v23.0/17841400987654321/media_publish',
        contentType: 'application/x-www-form-urlencoded',
        form: { creation_id: '18031234567890123', access_token: TOKEN },
      },
      {
        method: 'POST',
        path: '/v23.0/104857600123456/photos',
        contentType: 'application/x-www-form-urlencoded',
        form: { url: `${base}/api/social/images/${image.id}/facebook.jpg`, message: text, access_token: TOKEN },
      },
    ]);
    const [mail] = await reminders();
    expect(mail?.subject).toBe('Nu plaatsen op LinkedIn: bericht van Coffeeshop Het Anker');
    expect(mail?.text).toContain(text);
    expect(mail?.text).toContain(`${base}/api/social/images/${image.id}/linkedin.jpg`);

    const feed = await t.request(`/api/social/feeds/coffeeshop/${shopId}.xml`);
    expect(feed.status).toBe(200);
    expect(feed.headers.get('content-type')).toContain('application/rss+xml');
    const xml = await feed.text();
    expect(xml).toContain('<title>Coffeeshop Het Anker: berichten</title>');
    expect(xml).toContain(`<description>${text}</description>`);
    expect(xml).toContain('<category>LinkedIn</category>');

    // Published once: a second run finds nothing due.
    expect(await publish()).toBe(0);
  });

  it('keeps the network’s error with the post and mails the owner to post it by hand', async () => {
    graph.requests.length = 0;
    const planned = await readJson<SocialPost>(
      await t.request(postsUrl, {
        cookie: owner.cookie,
        body: { text: 'Vrijdag open tot 01:00.', networks: ['facebook'], scheduledAt: inDays(1).toISOString(), submit: true },
      }),
    );
    expect(await publish()).toBe(1);
    expect(graph.requests.map((request) => request.path)).toEqual(['/v23.0/104857600123456/feed']);
    const [row] = await t.db.select().from(socialPosts).where(eq(socialPosts.id, planned.id));
    expect(row?.deliveries).toEqual({
      facebook: {
        status: 'failed',
        error: 'Error validating access token: Session has expired on Thursday, 26-Nov-26 15:00:00 PST.',
      },
    });
    expect((await reminders()).map((mail) => mail.subject)).toContain(
      'Nu plaatsen op Facebook: bericht van Coffeeshop Het Anker',
    );
  });

  it('has no feed for an unknown place', async () => {
    expect((await t.request(`/api/social/feeds/coffeeshop/${randomUUID()}.xml`)).status).toBe(404);
    expect((await t.request('/api/social/feeds/coffeeshop/niet-een-id.xml')).status).toBe(422);
  });
});
