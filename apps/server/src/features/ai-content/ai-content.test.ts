import { type AiContentDraft, type AiContentSaved, type ApiError, BUILTIN_PRODUCER, type ManagedPost } from '@platform/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aiContentDrafts, contentPosts } from '../../db/schema/index.ts';
import { insertShop } from '../../db/seed/factories.ts';
import { createTestApp, readJson, type TestApp } from '../../test/test-app.ts';
import { editorAccount } from '../content/content-test-helpers.ts';

/** /admin/ai-content without a model: the built-in writer from the platform's own facts (ADR 056). */
let t: TestApp;
let admin: Awaited<ReturnType<TestApp['userWithRole']>>;
let editor: Awaited<ReturnType<TestApp['signUp']>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.userWithRole('admin');
  editor = await editorAccount(t, admin);
  await insertShop(t.db, { name: 'De Kade', plaats: 'Zwolle', plaatsSlug: 'zwolle', slug: 'de-kade-zwolle' });
});
afterAll(() => t.close());

const REQUEST = {
  kind: 'blog',
  brand: 'cannabis',
  topic: 'het ingezetenencriterium in Zwolle',
  tone: 'informatief',
  length: 'middel',
  keywords: ['legitimatie'],
};
const draftCount = async () => (await t.db.select({ id: aiContentDrafts.id }).from(aiContentDrafts)).length;
const postCount = async () => (await t.db.select({ id: contentPosts.id }).from(contentPosts)).length;
const generate = (body: Record<string, unknown>, cookie = editor.cookie) =>
  t.request('/api/content/ai-drafts', { cookie, body: { ...REQUEST, ...body } });
async function draft(body: Record<string, unknown> = {}) {
  const response = await generate(body);
  expect(response.status, await response.clone().text()).toBe(201);
  return readJson<AiContentDraft>(response);
}

describe('who may draft and save', () => {
  it('answers 401 signed out and 403 to people without the editor permission, storing nothing', async () => {
    const stranger = await t.signUp();
    const before = await draftCount();
    const made = await draft();
    const calls = [
      { path: '/api/content/ai-drafts' },
      { path: '/api/content/ai-drafts', body: REQUEST },
      { path: `/api/content/ai-drafts/${made.id}/save`, body: { title: made.title, body: made.body } },
    ];
    for (const call of calls) {
      expect((await t.request(call.path, { body: call.body })).status, call.path).toBe(401);
      const refused = await t.request(call.path, { cookie: stranger.cookie, body: call.body });
      expect(refused.status, call.path).toBe(403);
      expect((await readJson<ApiError>(refused)).message).toBe(
        'Je bent geen redacteur. Vraag een beheerder om redacteursrechten.',
      );
    }
    expect(await draftCount()).toBe(before + 1);
    expect((await t.request('/api/content/ai-drafts', { cookie: admin.cookie })).status).toBe(200);
    expect((await generate({}, admin.cookie)).status).toBe(201);
  });
});

describe('the built-in writer', () => {
  it('writes from the platform’s facts (rules, towns), says so, and passes the compliance check', async () => {
    const made = await draft();
    expect(made).toMatchObject({
      kind: 'blog',
      brand: 'cannabis',
      builtin: true,
      producedBy: BUILTIN_PRODUCER,
      savedPostId: null,
    });
    expect(made.body).toContain('<h2>Het ingezetenencriterium</h2>');
    expect(made.body).toContain('Zwolle op het platform');
    expect(made.notes).toEqual(expect.arrayContaining(['Regel: Het ingezetenencriterium']));
    expect(made.compliance).toMatchObject({ checked: true, passes: true });
    const history = await readJson<AiContentDraft[]>(await t.request('/api/content/ai-drafts', { cookie: editor.cookie }));
    expect(history[0]?.id).toBe(made.id);
  });

  it('refuses a topic it holds no facts on (no fixed text), and stores nothing', async () => {
    const before = await draftCount();
    const refused = await generate({ brand: 'hospitality', topic: 'qwzx vlpq', keywords: [] });
    expect(refused.status).toBe(422);
    expect((await readJson<ApiError>(refused)).message).toContain('Het platform heeft geen gegevens over dit onderwerp');
    expect(await draftCount()).toBe(before);
  });

  it('refuses bad input with Dutch messages and stores nothing', async () => {
    const before = await draftCount();
    const empty = await generate({ topic: '  ' });
    expect(empty.status).toBe(422);
    expect((await readJson<ApiError>(empty)).issues).toEqual([
      expect.objectContaining({ path: ['topic'], message: 'Geef een onderwerp op van minstens 3 tekens' }),
    ]);
    const kind = await generate({ kind: 'gedicht' });
    expect((await readJson<ApiError>(kind)).issues?.[0]?.message).toBe('Kies blog, nieuws, evenement of pagina');
    const many = await generate({ keywords: ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i'] });
    expect((await readJson<ApiError>(many)).issues?.[0]?.message).toBe('Hoogstens 8 trefwoorden');
    expect(await draftCount()).toBe(before);
  });
});

describe('saving a draft into the content manager', () => {
  it('saves it (as edited) as a draft post, once', async () => {
    const made = await draft({ kind: 'news' });
    const response = await t.request(`/api/content/ai-drafts/${made.id}/save`, {
      cookie: editor.cookie,
      body: { title: 'Het ingezetenencriterium uitgelegd', summary: '', body: made.body },
    });
    expect(response.status).toBe(201);
    const saved = await readJson<AiContentSaved>(response);
    expect(saved.draft.savedPostId).toBe(saved.postId);
    const posts = await readJson<ManagedPost[]>(await t.request('/api/content/posts?kind=news', { cookie: editor.cookie }));
    expect(posts.find((post) => post.id === saved.postId)).toMatchObject({
      state: 'draft',
      title: 'Het ingezetenencriterium uitgelegd',
    });
    const before = await postCount();
    const again = await t.request(`/api/content/ai-drafts/${made.id}/save`, {
      cookie: editor.cookie,
      body: { title: 'Nog eens', body: made.body },
    });
    expect(again.status).toBe(409);
    expect((await readJson<ApiError>(again)).message).toBe('Dit AI-concept is al opgeslagen.');
    expect(await postCount()).toBe(before);
  });

  it('blocks "20% korting" on the cannabis brand with the reason, and stores nothing', async () => {
    const made = await draft();
    const before = await postCount();
    const refused = await t.request(`/api/content/ai-drafts/${made.id}/save`, {
      cookie: editor.cookie,
      body: { title: made.title, body: `${made.body}<p>Alleen deze week 20% korting op alle soorten!</p>` },
    });
    expect(refused.status).toBe(422);
    const message = (await readJson<ApiError>(refused)).message;
    expect(message).toContain('Niet gepubliceerd: de compliancecheck geeft');
    expect(message).toContain('Kortingspercentage: "20% korting"');
    expect(await postCount()).toBe(before);
    const [row] = await t.db.select().from(aiContentDrafts).where(eq(aiContentDrafts.id, made.id));
    expect(row?.savedPostId).toBeNull();
  });

  it('sanitises script out of a saved page, sends an event text to the event form, and 404s an unknown draft', async () => {
    const page = await draft({ kind: 'page' });
    const saved = await readJson<AiContentSaved>(
      await t.request(`/api/content/ai-drafts/${page.id}/save`, {
        cookie: editor.cookie,
        body: { title: 'Regels bij de deur', body: `${page.body}<script>alert(1)</script>` },
      }),
    );
    expect(saved.kind).toBe('page');
    const [post] = await t.db.select().from(contentPosts).where(eq(contentPosts.id, saved.postId));
    expect(post?.body).not.toContain('script');
    expect(post?.publishAt).toBeNull();
    const event = await draft({ kind: 'event' });
    const refused = await t.request(`/api/content/ai-drafts/${event.id}/save`, {
      cookie: editor.cookie,
      body: { title: event.title, body: event.body },
    });
    expect(refused.status).toBe(422);
    expect((await readJson<ApiError>(refused)).message).toBe('Gebruik deze tekst in het formulier voor een nieuw evenement.');
    const unknown = await t.request('/api/content/ai-drafts/00000000-0000-4000-8000-000000000000/save', {
      cookie: editor.cookie,
      body: { title: 'x', body: event.body },
    });
    expect(unknown.status).toBe(404);
    expect((await readJson<ApiError>(unknown)).message).toBe('Dit AI-concept bestaat niet.');
  });
});

describe('the AI kill switch', () => {
  it('refuses new drafts while it is on (503), storing nothing, and works again once it is off', async () => {
    const set = (on: boolean) =>
      t.request('/api/admin/ai-control/kill-switch', { method: 'PUT', cookie: admin.cookie, body: { on } });
    expect((await set(true)).status).toBe(200);
    const before = await draftCount();
    const off = await generate({});
    expect(off.status).toBe(503);
    expect((await readJson<ApiError>(off)).message).toBe('De AI-assistenten staan tijdelijk uit. Probeer het later opnieuw.');
    expect(await draftCount()).toBe(before);
    expect((await set(false)).status).toBe(200);
    expect((await generate({})).status).toBe(201);
  });
});
