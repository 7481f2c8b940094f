import type { ApiError, ManagedPost, PostPreview, PublicPost } from '@platform/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentPosts } from '../../db/schema/index.ts';
import { createTestApp, readJson, type TestApp } from '../../test/test-app.ts';
import { editorAccount, POST, writePost } from './content-test-helpers.ts';

let t: TestApp;
let admin: Awaited<ReturnType<TestApp['userWithRole']>>;
let editor: Awaited<ReturnType<TestApp['signUp']>>;
let user: Awaited<ReturnType<TestApp['signUp']>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.userWithRole('admin');
  editor = await editorAccount(t, admin);
  user = await t.signUp();
});
afterAll(() => t.close());

const countPosts = async () => (await t.db.select({ id: contentPosts.id }).from(contentPosts)).length;
const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();

describe('the editor permission', () => {
  it('is granted by admins only, shows on /api/me and in the user list, and is audited', async () => {
    const me = await readJson<{ contentEditor: boolean }>(await t.request('/api/me', { cookie: editor.cookie }));
    expect(me.contentEditor).toBe(true);
    const target = await t.signUp();
    const path = `/api/admin/users/${target.userId}/editor`;
    expect((await t.request(path, { method: 'PUT', body: { editor: true } })).status).toBe(401);
    expect((await t.request(path, { cookie: editor.cookie, method: 'PUT', body: { editor: true } })).status).toBe(403);
    const bad = await t.request(path, { cookie: admin.cookie, method: 'PUT', body: { editor: 'ja' } });
    expect(bad.status).toBe(422);
    const granted = await t.request(path, { cookie: admin.cookie, method: 'PUT', body: { editor: true } });
    expect(granted.status).toBe(200);
    expect(await readJson<{ contentEditor: boolean }>(granted)).toMatchObject({ contentEditor: true });
  });
});

describe('editor routes by role', () => {
  it('answers anonymous 401, a plain user 403 with the reason, editors and admins 2xx', async () => {
    const post = await writePost(t, editor.cookie, { publication: 'draft', title: 'Concept voor de rollen' });
    const routes: Array<{ path: string; method?: string; body?: unknown; ok: number }> = [
      { path: '/api/content/posts', ok: 200 },
      { path: `/api/content/posts/${post.id}`, method: 'PUT', body: { ...POST, publication: 'draft' }, ok: 200 },
      { path: '/api/content/preview', body: POST, ok: 200 },
    ];
    for (const route of routes) {
      const call = (cookie?: string) => t.request(route.path, { cookie, method: route.method, body: route.body });
      expect((await call()).status, route.path).toBe(401);
      const refused = await call(user.cookie);
      expect(refused.status, route.path).toBe(403);
      expect((await readJson<ApiError>(refused)).message).toBe(
        'Je bent geen redacteur. Vraag een beheerder om redacteursrechten.',
      );
      for (const allowed of [editor, admin]) expect((await call(allowed.cookie)).status, route.path).toBe(route.ok);
    }
    expect((await t.request(`/api/content/posts/${post.id}`, { cookie: user.cookie, method: 'DELETE' })).status).toBe(403);
    expect((await t.request(`/api/content/posts/${post.id}`, { cookie: editor.cookie, method: 'DELETE' })).status).toBe(204);
    expect((await t.request(`/api/content/posts/${post.id}`, { cookie: editor.cookie, method: 'DELETE' })).status).toBe(404);
  });
});

describe('publishing', () => {
  it('publishes a post at once: readable by slug, in the list, in the feed, and /nieuws and /news answer 301', async () => {
    const post = await writePost(t, editor.cookie, { kind: 'news', title: 'Nieuwe regels voor terrassen' });
    expect(post.state).toBe('published');
    const read = await t.request(`/api/posts/${post.slug}`);
    expect(read.status).toBe(200);
    expect((await readJson<PublicPost>(read)).title).toBe('Nieuwe regels voor terrassen');
    const list = await readJson<PublicPost[]>(await t.request('/api/posts?kind=news'));
    expect(list.map((item) => item.slug)).toContain(post.slug);
    const feed = await t.request('/nieuws/feed.xml');
    expect(feed.status).toBe(200);
    expect(feed.headers.get('content-type')).toContain('application/atom+xml');
    const xml = await feed.text();
    expect(xml).toContain('<feed xmlns="http://www.w3.org/2005/Atom"');
    expect(xml).toContain('Nieuwe regels voor terrassen');
    expect(await (await t.request('/blog/feed.xml')).text()).not.toContain('Nieuwe regels voor terrassen');
    for (const old of [`/nieuws/${post.slug}`, `/news/${post.slug}`]) {
      const moved = await t.request(old);
      expect(moved.status).toBe(301);
      expect(moved.headers.get('location')).toBe(`/blog/${post.slug}`);
    }
  });

  it('keeps drafts and scheduled posts from readers until their moment (query time)', async () => {
    const draft = await writePost(t, editor.cookie, { publication: 'draft', title: 'Nog een concept' });
    expect(draft.state).toBe('draft');
    expect((await t.request(`/api/posts/${draft.slug}`)).status).toBe(404);
    const scheduled = await writePost(t, editor.cookie, {
      publication: 'scheduled',
      publishAt: inMinutes(60),
      title: 'Ingepland bericht',
    });
    expect(scheduled.state).toBe('scheduled');
    expect((await t.request(`/api/posts/${scheduled.slug}`)).status).toBe(404);
    // Its moment arrives (the row's time moves, as the clock would): readers see it without any job.
    await t.db
      .update(contentPosts)
      .set({ publishAt: new Date(Date.now() - 1000) })
      .where(eq(contentPosts.id, scheduled.id));
    expect((await t.request(`/api/posts/${scheduled.slug}`)).status).toBe(200);
  });

  it('numbers a slug that is taken', async () => {
    const first = await writePost(t, editor.cookie, { title: 'Dubbele titel' });
    const second = await writePost(t, editor.cookie, { title: 'Dubbele titel' });
    expect(first.slug).toBe('dubbele-titel');
    expect(second.slug).toBe('dubbele-titel-2');
  });
});

describe('bad input: Dutch messages, nothing stored', () => {
  it('sanitises script and foreign HTML away and keeps the text', async () => {
    const post = await writePost(t, editor.cookie, {
      title: 'Met script',
      body: '<p onclick="steal()">Veilige tekst over openingstijden in december.</p><script>alert(1)</script><img src="https://evil.example/x.png" onerror="x()"><a href="javascript:alert(1)">klik</a><iframe src="https://evil.example"></iframe>',
    });
    expect(post.body).toBe(
      '<p>Veilige tekst over openingstijden in december.</p><a rel="noopener noreferrer nofollow" target="_blank">klik</a>',
    );
    const [row] = await t.db.select().from(contentPosts).where(eq(contentPosts.id, post.id));
    expect(row?.body).not.toMatch(/script|onerror|onclick|iframe|javascript/);
  });

  it('refuses a body that is only script, a too-long title, a schedule in the past and a missing moment', async () => {
    const before = await countPosts();
    const cases: Array<{ body: Record<string, unknown>; message: string; path: string }> = [
      {
        body: { body: '<script>alert("hallo wereld, dit is lang genoeg")</script>' },
        message: 'Schrijf de tekst van het bericht (minimaal 20 tekens).',
        path: 'body',
      },
      { body: { title: 'x'.repeat(121) }, message: 'Titel mag maximaal 120 tekens hebben', path: 'title' },
      {
        body: { publication: 'scheduled', publishAt: inMinutes(-5) },
        message: 'Kies een publicatiemoment in de toekomst, of publiceer meteen.',
        path: 'publishAt',
      },
      { body: { publication: 'scheduled' }, message: 'Kies wanneer het bericht verschijnt.', path: 'publishAt' },
      {
        body: { imageUrl: 'https://evil.example/x.png' },
        message: 'Kies een afbeelding die je hier hebt geüpload',
        path: 'imageUrl',
      },
    ];
    for (const item of cases) {
      const response = await t.request('/api/content/posts', { cookie: editor.cookie, body: { ...POST, ...item.body } });
      expect(response.status, item.message).toBe(422);
      const error = await readJson<ApiError>(response);
      expect(error.issues?.find((issue) => issue.path.join('.') === item.path)?.message).toBe(item.message);
    }
    expect(await countPosts()).toBe(before);
  });

  it('blocks a cannabis-brand post with "20% korting" with the reason, stores nothing, and lets a hospitality one pass', async () => {
    const before = await countPosts();
    const body = { title: 'Actie deze week', body: '<p>Deze week 20% korting op alles in onze winkel.</p>' };
    const preview = await readJson<PostPreview>(
      await t.request('/api/content/preview', { cookie: editor.cookie, body: { ...POST, ...body } }),
    );
    expect(preview.compliance).toMatchObject({ checked: true, passes: false });
    expect(preview.compliance.reasons.join(' ')).toContain('Kortingspercentage: "20% korting"');
    const blocked = await t.request('/api/content/posts', { cookie: editor.cookie, body: { ...POST, ...body } });
    expect(blocked.status).toBe(422);
    const { message } = await readJson<ApiError>(blocked);
    expect(message).toContain('Niet gepubliceerd: de compliancecheck geeft');
    expect(message).toContain('Kortingspercentage: "20% korting" — Noem geen kortingen of acties.');
    expect(await countPosts()).toBe(before);
    // A draft is not public yet: kept, checked when it publishes.
    const draft = await writePost(t, editor.cookie, { ...body, publication: 'draft' });
    const publish = await t.request(`/api/content/posts/${draft.id}`, {
      cookie: editor.cookie,
      method: 'PUT',
      body: { ...POST, ...body },
    });
    expect(publish.status).toBe(422);
    const hospitality = await writePost(t, editor.cookie, { ...body, brand: 'hospitality', title: 'Horeca-actie' });
    expect(hospitality.state).toBe('published');
  });

  it('answers 404 for an unknown post and an unknown slug', async () => {
    expect((await t.request('/api/content/posts/not-an-id', { cookie: editor.cookie, method: 'PUT', body: POST })).status).toBe(
      404,
    );
    expect((await t.request('/api/posts/bestaat-niet')).status).toBe(404);
  });
});

describe('the managed list', () => {
  it('shows drafts, scheduled and published posts to editors', async () => {
    await writePost(t, editor.cookie, { publication: 'scheduled', publishAt: inMinutes(30), title: 'Later' });
    const list = await readJson<ManagedPost[]>(await t.request('/api/content/posts', { cookie: editor.cookie }));
    expect(new Set(list.map((post) => post.state))).toEqual(new Set(['draft', 'scheduled', 'published']));
  });
});
