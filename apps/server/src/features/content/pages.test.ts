import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ApiError, ManagedPost, PublicPost } from '@platform/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentPosts } from '../../db/schema/index.ts';
import { createTestApp, readJson, type TestApp } from '../../test/test-app.ts';
import { editorAccount, POST, writePost } from './content-test-helpers.ts';

/** Standalone pages in the content manager (ADR 056): public at /pagina/{slug}, never in the blog lists or feeds. */
let t: TestApp;
let editor: Awaited<ReturnType<TestApp['signUp']>>;
let admin: Awaited<ReturnType<TestApp['userWithRole']>>;
beforeAll(async () => {
  const webDist = mkdtempSync(path.join(tmpdir(), 'web-dist-'));
  writeFileSync(
    path.join(webDist, 'index.html'),
    '<html><head><title>x</title><meta name="description" content="x" /></head><body></body></html>',
  );
  t = await createTestApp({ WEB_DIST: webDist });
  admin = await t.userWithRole('admin');
  editor = await editorAccount(t, admin);
});
afterAll(() => t.close());

const PAGE = {
  ...POST,
  kind: 'page',
  brand: 'hospitality',
  title: 'Over het platform',
  summary: 'Wie we zijn en wat we doen.',
  body: '<p>Het platform verbindt coffeeshops, horeca en hun bezoekers met duidelijke informatie.</p>',
};
const pageCount = async () =>
  (await t.db.select({ id: contentPosts.id }).from(contentPosts).where(eq(contentPosts.kind, 'page'))).length;

describe('standalone pages', () => {
  it('refuses signed-out people (401) and non-editors (403), storing nothing', async () => {
    const before = await pageCount();
    expect((await t.request('/api/content/posts', { body: PAGE })).status).toBe(401);
    const stranger = await t.signUp();
    const refused = await t.request('/api/content/posts', { cookie: stranger.cookie, body: PAGE });
    expect(refused.status).toBe(403);
    expect((await readJson<ApiError>(refused)).message).toBe('Je bent geen redacteur. Vraag een beheerder om redacteursrechten.');
    expect(await pageCount()).toBe(before);
  });

  it('publishes a page at /pagina/{slug} with its script sanitised away, outside the blog lists, feeds and /blog', async () => {
    const page = await writePost(t, editor.cookie, {
      ...PAGE,
      title: 'Contact en openingstijden',
      body: '<p>Bel ons op werkdagen tussen negen en vijf uur.</p><script>alert("x")</script><img src="https://evil.example/x.png" onerror="alert(1)">',
    });
    expect(page).toMatchObject({ kind: 'page', state: 'published', slug: 'contact-en-openingstijden' });
    expect(page.body).toBe('<p>Bel ons op werkdagen tussen negen en vijf uur.</p>');
    const shown = await readJson<PublicPost>(await t.request(`/api/pages/${page.slug}`));
    expect(shown).toMatchObject({ title: 'Contact en openingstijden', kind: 'page' });
    expect(shown.body).not.toContain('script');
    const listed = await readJson<PublicPost[]>(await t.request('/api/posts'));
    expect(listed.map((post) => post.id)).not.toContain(page.id);
    expect((await t.request(`/api/posts/${page.slug}`)).status).toBe(404);
    expect((await t.request('/api/posts?kind=page')).status).toBe(422);
    const feed = await (await t.request('/blog/feed.xml')).text();
    expect(feed).not.toContain(page.slug);
    const html = await (await t.request(`/pagina/${page.slug}`)).text();
    expect(html).toContain('<title>Contact en openingstijden</title>');
    expect(html).toContain('"@type":"WebPage"');
    const sitemap = await (await t.request('/sitemap.xml')).text();
    expect(sitemap).toContain(`/pagina/${page.slug}`);
  });

  it('keeps drafts and scheduled pages from visitors until their moment, then shows them', async () => {
    const draft = await writePost(t, editor.cookie, { ...PAGE, title: 'Privacy in gewone taal', publication: 'draft' });
    expect((await t.request(`/api/pages/${draft.slug}`)).status).toBe(404);
    expect((await t.request(`/pagina/${draft.slug}`)).status).toBe(404);
    const at = new Date(Date.now() + 3_600_000).toISOString();
    const scheduled = await writePost(t, editor.cookie, {
      ...PAGE,
      title: 'Nieuwe huisregels',
      publication: 'scheduled',
      publishAt: at,
    });
    expect(scheduled.state).toBe('scheduled');
    const early = await t.request(`/api/pages/${scheduled.slug}`);
    expect(early.status).toBe(404);
    expect((await readJson<ApiError>(early)).message).toBe('Deze pagina bestaat niet.');
    await t.db
      .update(contentPosts)
      .set({ publishAt: new Date(Date.now() - 1000) })
      .where(eq(contentPosts.id, scheduled.id));
    expect((await t.request(`/api/pages/${scheduled.slug}`)).status).toBe(200);
    const managed = await readJson<ManagedPost[]>(await t.request('/api/content/posts?kind=page', { cookie: editor.cookie }));
    expect(managed.every((post) => post.kind === 'page')).toBe(true);
    expect(managed.map((post) => post.id)).toEqual(expect.arrayContaining([draft.id, scheduled.id]));
  });

  it('checks a cannabis-brand page before it goes public: "20% korting" is blocked with the reason, nothing stored', async () => {
    const before = await pageCount();
    const refused = await t.request('/api/content/posts', {
      cookie: editor.cookie,
      body: {
        ...PAGE,
        brand: 'cannabis',
        title: 'Actieweek',
        body: '<p>Deze week 20% korting op alle soorten in de winkel.</p>',
      },
    });
    expect(refused.status).toBe(422);
    expect((await readJson<ApiError>(refused)).message).toContain('Kortingspercentage: "20% korting"');
    expect(await pageCount()).toBe(before);
  });
});
