import { readFileSync } from 'node:fs';
import path from 'node:path';
import { type AiContentDraft, type ApiError, dutchDate } from '@platform/core';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assistantUsage, contentPosts } from '../../db/schema/index.ts';
import { type RecordedAiServer, type Recording, startRecordedAiServer } from '../../test/recorded-ai-server.ts';
import { createTestApp, readJson, type TestApp } from '../../test/test-app.ts';
import { editorAccount } from '../content/content-test-helpers.ts';

/** /admin/ai-content with a model: the OpenAI-compatible replay server of recorded exchanges (ADR 056). */
const recording = (name: string): Recording =>
  JSON.parse(readFileSync(path.join(import.meta.dirname, 'fixtures', `${name}.json`), 'utf8')) as Recording;

let server: RecordedAiServer;
let t: TestApp;
let editor: Awaited<ReturnType<TestApp['signUp']>>;
beforeAll(async () => {
  server = await startRecordedAiServer();
  t = await createTestApp({
    AI_BASE_URL: server.baseUrl,
    AI_MODEL: 'recorded',
    AI_PROVIDER: 'openai-compatible',
    AI_API_KEY: 'k',
  });
  editor = await editorAccount(t, await t.userWithRole('admin'));
});
afterAll(async () => {
  await t.close();
  await server.close();
});

const platformTokens = async () =>
  (
    await t.db
      .select()
      .from(assistantUsage)
      .where(and(eq(assistantUsage.day, dutchDate(new Date())), eq(assistantUsage.scope, 'platform')))
  )[0]?.tokens ?? 0;
const generate = (body: Record<string, unknown>) =>
  t.request('/api/content/ai-drafts', {
    cookie: editor.cookie,
    body: { kind: 'blog', brand: 'cannabis', tone: 'zakelijk', length: 'kort', keywords: [], ...body },
  });

describe('with a model configured', () => {
  it('drafts with the model, names it, counts its tokens in today’s budget and checks the text', async () => {
    server.play(recording('ai-content-age-limit'));
    const before = await platformTokens();
    const response = await generate({ topic: 'de leeftijdsgrens', keywords: ['legitimatie'] });
    expect(response.status).toBe(201);
    const draft = await readJson<AiContentDraft>(response);
    expect(draft).toMatchObject({
      builtin: false,
      producedBy: 'taalmodel openai-compatible.chat/recorded',
      title: 'Leeftijd en legitimatie in de coffeeshop',
      compliance: { checked: true, passes: true },
    });
    expect(draft.body).toContain('<h2>Waarom de regel bestaat</h2>');
    expect(server.pending).toBe(0);
    const sent = JSON.stringify(server.requests.at(-1)?.body);
    expect(sent).toContain('de leeftijdsgrens');
    expect(sent).toContain('legitimatie');
    expect(sent).not.toContain(editor.email);
    expect(await platformTokens()).toBe(before + 320);
  });

  it('shows a promoting draft with the reasons and refuses to save it', async () => {
    server.play(recording('ai-content-discount'));
    const draft = await readJson<AiContentDraft>(await generate({ kind: 'news', topic: 'de actieweek' }));
    expect(draft.compliance.passes).toBe(false);
    expect(draft.compliance.reasons.join(' ')).toContain('Kortingspercentage: "20% korting"');
    const posts = (await t.db.select({ id: contentPosts.id }).from(contentPosts)).length;
    const refused = await t.request(`/api/content/ai-drafts/${draft.id}/save`, {
      cookie: editor.cookie,
      body: { title: draft.title, body: draft.body },
    });
    expect(refused.status).toBe(422);
    expect((await readJson<ApiError>(refused)).message).toContain('Kortingspercentage: "20% korting"');
    expect((await t.db.select({ id: contentPosts.id }).from(contentPosts)).length).toBe(posts);
  });

  it('falls back to the built-in writer, without asking the model, once today’s budget is used up', async () => {
    await t.db
      .insert(assistantUsage)
      .values({ day: dutchDate(new Date()), scope: 'platform', tokens: 100_000_000 })
      .onConflictDoUpdate({ target: [assistantUsage.day, assistantUsage.scope], set: { tokens: 100_000_000 } });
    const asked = server.requests.length;
    const draft = await readJson<AiContentDraft>(await generate({ topic: 'het wietexperiment' }));
    expect(draft).toMatchObject({ builtin: true, producedBy: 'ingebouwde assistent (geen taalmodel)' });
    expect(draft.body).toContain('De gesloten coffeeshopketen');
    expect(server.requests.length).toBe(asked);
  });
});
