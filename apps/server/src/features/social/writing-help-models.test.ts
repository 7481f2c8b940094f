import { readFileSync } from 'node:fs';
import path from 'node:path';
import { dutchDate, type SocialWritingSuggestion } from '@platform/core';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assistantUsage, socialPosts } from '../../db/schema/index.ts';
import { insertShop } from '../../db/seed/factories.ts';
import { type RecordedAiServer, type Recording, startRecordedAiServer } from '../../test/recorded-ai-server.ts';
import { createTestApp, readJson, type TestApp } from '../../test/test-app.ts';

/** "Help me schrijven" with a model: the OpenAI-compatible replay server of recorded exchanges (ADR 078). */
const recording = (name: string): Recording =>
  JSON.parse(readFileSync(path.join(import.meta.dirname, 'fixtures', `${name}.json`), 'utf8')) as Recording;

let server: RecordedAiServer;
let t: TestApp;
let owner: Awaited<ReturnType<TestApp['signUp']>>;
let shop: { id: string; name: string };
beforeAll(async () => {
  server = await startRecordedAiServer();
  t = await createTestApp({
    AI_BASE_URL: server.baseUrl,
    AI_MODEL: 'recorded',
    AI_PROVIDER: 'openai-compatible',
    AI_API_KEY: 'k',
  });
  owner = await t.signUp();
  shop = await insertShop(t.db, { ownerId: owner.userId });
});
afterAll(async () => {
  await t.close();
  await server.close();
});

const tokens = async (scope: string) =>
  (
    await t.db
      .select()
      .from(assistantUsage)
      .where(and(eq(assistantUsage.day, dutchDate(new Date())), eq(assistantUsage.scope, scope)))
  )[0]?.tokens ?? 0;
const ask = (body: Record<string, unknown>) =>
  t.request(`/api/social/places/coffeeshop/${shop.id}/writing-help`, { cookie: owner.cookie, body });
const postCount = async () => (await t.db.select({ id: socialPosts.id }).from(socialPosts)).length;

describe('with a model configured', () => {
  it('drafts from the place’s facts, within the shortest limit, counts the tokens and checks the text', async () => {
    server.play(recording('writing-help-new-post'));
    const [platform, place] = [await tokens('platform'), await tokens(shop.id)];
    const response = await ask({ networks: ['facebook', 'x'] });
    expect(response.status).toBe(200);
    const suggestion = await readJson<SocialWritingSuggestion>(response);
    expect(suggestion).toMatchObject({
      source: 'assistant',
      producedBy: 'taalmodel openai-compatible.chat/recorded',
      limit: 280,
      shortened: true,
      checks: { law: { applies: true, blocked: false }, policy: [] },
    });
    expect([...suggestion.text].length).toBeLessThanOrEqual(280);
    expect(suggestion.text.startsWith('Aan de Oudegracht 12 in Utrecht staan we zeven dagen per week voor je klaar.')).toBe(true);
    // Cut at the last whole sentence within 280 characters: the closing invitation and hashtags fall off.
    expect(suggestion.text.endsWith('Op zondag zijn we open vanaf 12:00. Meer weten over de buurt?')).toBe(true);
    expect(server.pending).toBe(0);
    const sent = JSON.stringify(server.requests.at(-1)?.body);
    expect(sent).toContain(`Naam: ${shop.name}`);
    expect(sent).toContain('Facebook en X');
    expect(sent).toContain('hoogstens 280 tekens');
    expect(sent).toContain('art. 3b Opiumwet');
    expect(sent).not.toContain(owner.email);
    expect(await tokens('platform')).toBe(platform + 305);
    expect(await tokens(shop.id)).toBe(place + 305);
  });

  it('shows an improved text that promotes with the law check’s reasons, and stores nothing', async () => {
    server.play(recording('writing-help-discount'));
    const before = await postCount();
    const text = 'Dit weekend zijn we open tot 23:00.';
    const suggestion = await readJson<SocialWritingSuggestion>(await ask({ networks: ['instagram'], text }));
    expect(suggestion.source).toBe('assistant');
    expect(suggestion.text).toContain('20% korting');
    expect(suggestion.checks.law.blocked).toBe(true);
    expect(suggestion.checks.law.findings.find((finding) => finding.blocking)?.match).toBe('20% korting');
    expect(JSON.stringify(server.requests.at(-1)?.body)).toContain(text);
    expect(await postCount()).toBe(before);
  });

  it('writes from the place’s data, without asking the model, once the place’s budget is used up', async () => {
    await t.db
      .insert(assistantUsage)
      .values({ day: dutchDate(new Date()), scope: shop.id, tokens: 100_000_000 })
      .onConflictDoUpdate({ target: [assistantUsage.day, assistantUsage.scope], set: { tokens: 100_000_000 } });
    const asked = server.requests.length;
    const suggestion = await readJson<SocialWritingSuggestion>(await ask({ networks: ['linkedin'] }));
    expect(suggestion).toMatchObject({ source: 'data', producedBy: 'ingebouwde assistent (geen taalmodel)' });
    expect(suggestion.text).toContain(`Welkom bij ${shop.name}`);
    expect(server.requests.length).toBe(asked);
  });
});
