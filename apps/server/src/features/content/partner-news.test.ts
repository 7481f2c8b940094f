import type { ApiError, ManagedPost, PublicPost } from '@platform/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentPosts } from '../../db/schema/index.ts';
import { createTestApp, readJson, type TestApp } from '../../test/test-app.ts';
import { approve, partnerWithMember } from '../partners/partners-test-helpers.ts';
import { POST } from './content-test-helpers.ts';

let t: TestApp;
let admin: Awaited<ReturnType<TestApp['userWithRole']>>;
let setup: Awaited<ReturnType<typeof partnerWithMember>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.userWithRole('admin');
  setup = await partnerWithMember(t, admin, 'Kassa Noord');
});
afterAll(() => t.close());

const base = () => `/api/partner-dashboard/${setup.partner.id}`;
const NEWS = { ...POST, kind: 'news', title: 'Nieuwe kassakoppeling met de menuschermen' };

describe('partner news', () => {
  it('answers members and admins, 401 signed out, 403 others; public only once approved and published', async () => {
    const stranger = await t.signUp();
    const created = await t.request(`${base()}/news`, { cookie: setup.member.cookie, body: NEWS });
    expect(created.status).toBe(201);
    const post = await readJson<ManagedPost>(created);
    expect(post.kind).toBe('news');
    const routes: Array<{ path: string; method?: string; body?: unknown; ok: number }> = [
      { path: `${base()}/news`, ok: 200 },
      { path: `${base()}/news/${post.id}`, method: 'PUT', body: NEWS, ok: 200 },
      { path: `${base()}/news-preview`, body: NEWS, ok: 200 },
    ];
    for (const route of routes) {
      const call = (cookie?: string) => t.request(route.path, { cookie, method: route.method, body: route.body });
      expect((await call()).status, route.path).toBe(401);
      expect((await call(stranger.cookie)).status, route.path).toBe(403);
      for (const allowed of [setup.member, admin]) expect((await call(allowed.cookie)).status, route.path).toBe(route.ok);
    }
    const partnerSlug = (
      await readJson<{ slug: string }[]>(await t.request('/api/admin/partners', { cookie: admin.cookie }))
    ).find((item) => item.slug.startsWith('kassa-noord'))?.slug;
    if (!partnerSlug) throw new Error('no partner slug');
    expect((await t.request(`/api/partners/${partnerSlug}/news/${post.slug}`)).status).toBe(404);
    await approve(t, admin, setup.partner.id);
    const read = await t.request(`/api/partners/${partnerSlug}/news/${post.slug}`);
    expect(read.status).toBe(200);
    expect((await readJson<PublicPost>(read)).partner?.name).toBe('Kassa Noord');
    const list = await readJson<PublicPost[]>(await t.request(`/api/partners/${partnerSlug}/news`));
    expect(list.map((item) => item.slug)).toEqual([post.slug]);
    // Partner news is not the platform's: not under /api/posts.
    expect((await t.request(`/api/posts/${post.slug}`)).status).toBe(404);
  });

  it("never reaches another partner's post, and blocks a cannabis post with a discount, nothing stored", async () => {
    const other = await partnerWithMember(t, admin, 'Andere Partner');
    const theirs = await readJson<ManagedPost>(
      await t.request(`/api/partner-dashboard/${other.partner.id}/news`, { cookie: other.member.cookie, body: NEWS }),
    );
    const wrong = await t.request(`${base()}/news/${theirs.id}`, { cookie: setup.member.cookie, method: 'PUT', body: NEWS });
    expect(wrong.status).toBe(404);
    expect((await readJson<ApiError>(wrong)).message).toBe('Dit bericht bestaat niet.');
    const before = (await t.db.select({ id: contentPosts.id }).from(contentPosts)).length;
    const blocked = await t.request(`${base()}/news`, {
      cookie: setup.member.cookie,
      body: { ...NEWS, body: '<p>Alleen deze maand 20% korting op onze kassasystemen voor coffeeshops.</p>' },
    });
    expect(blocked.status).toBe(422);
    expect((await readJson<ApiError>(blocked)).message).toContain('Kortingspercentage');
    expect((await t.db.select({ id: contentPosts.id }).from(contentPosts)).length).toBe(before);
    expect((await t.request(`${base()}/news/${theirs.id}`, { cookie: setup.member.cookie, method: 'DELETE' })).status).toBe(404);
  });
});
