import type { AiControl, AssistantCard, AssistantPrivacy, VenueDetail } from '@platform/core';
import { dutchDate } from '@platform/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assistantUsage } from '../../db/schema/index.ts';
import { loadRecording, type RecordedAiServer, startRecordedAiServer } from '../../test/recorded-ai-server.ts';
import { createTestApp, readJson, type TestApp } from '../../test/test-app.ts';
import { answerOf, ask, readUIStream } from './assistant-test-helpers.ts';
import { modelWithinBudget } from './token-budget.ts';

let server: RecordedAiServer;
let t: TestApp;
let venue: VenueDetail;
beforeAll(async () => {
  server = await startRecordedAiServer();
  t = await createTestApp({ AI_BASE_URL: server.baseUrl, AI_MODEL: 'recorded', AI_DAILY_TOKENS_PER_PLACE: '1000' });
  venue = await readJson<VenueDetail>(await t.request('/api/horeca/venues/rotterdam/bistro-het-pleintje'));
});
afterAll(async () => {
  await t.close();
  await server.close();
});

describe('the daily token budget', () => {
  it('counts the model’s tokens per place and platform, and lets the built-in assistant answer once a place is over', async () => {
    const context = { brand: 'hospitality' as const, page: 'venue' as const, placeId: venue.id };
    server.play(loadRecording('openai-streamed-tool-call'));
    const first = await ask(t, 'Welke gerechten zijn vegetarisch?', { assistantId: 'tastee', context });
    expect(answerOf(await readUIStream(first.response)).text).toBe('Vegetarisch zijn de gerechten die ik hierboven noem.');
    const usage = await t.db
      .select()
      .from(assistantUsage)
      .where(eq(assistantUsage.day, dutchDate(new Date())));
    // The recording reports 836 + 1032 tokens for its two calls.
    expect(usage.map((row) => [row.scope, row.tokens]).sort()).toEqual(
      [
        [venue.id, 1868],
        ['assistant:tastee', 1868],
        ['platform', 1868],
      ].sort(),
    );
    const requests = server.requests.length;
    const second = await ask(t, 'Welke gerechten zijn vegetarisch?', { assistantId: 'tastee', context });
    const answer = answerOf(await readUIStream(second.response));
    expect(answer.text).toContain('Gerechten bij Bistro Het Pleintje (vegetarisch)');
    expect(server.requests.length).toBe(requests);
  });

  it('lets an admin choose the built-in model per assistant; the privacy statement names who still uses the provider', async () => {
    const admin = await t.userWithRole('admin');
    const privacy = async () => readJson<AssistantPrivacy>(await t.request('/api/assistant/privacy'));
    expect((await privacy()).external).toMatchObject({ provider: 'openai-compatible', model: 'recorded' });
    expect((await privacy()).external?.assistants).toContain('Tablee');
    const body = {
      platformDailyTokens: 100_000,
      perPlaceDailyTokens: 100_000,
      costPer1kTokens: 0,
      models: { tablee: 'builtin' },
    };
    const saved = await t.request('/api/admin/ai-control', { method: 'PUT', cookie: admin.cookie, body });
    expect(saved.status).toBe(200);
    expect((await readJson<AiControl>(saved)).external).toMatchObject({ model: 'recorded' });
    expect((await privacy()).external?.assistants).not.toContain('Tablee');
    const requests = server.requests.length;
    const context = { brand: 'hospitality' as const, page: 'venue' as const, placeId: venue.id };
    const answer = await ask(t, 'Wat zijn de openingstijden?', { assistantId: 'tablee', context });
    expect(answerOf(await readUIStream(answer.response)).text).toContain('Openingstijden');
    expect(server.requests.length).toBe(requests);
    const card = await readJson<AssistantCard>(await t.request('/api/assistant/assistants/tablee'));
    expect(card.provider).toBe('ingebouwde assistent (geen externe partij)');
  });

  it('uses no external model with the kill switch on', async () => {
    const external = { specificationVersion: 'v4' } as Parameters<typeof modelWithinBudget>[2];
    const budget = { platformDaily: 10_000, perPlaceDaily: 10_000, killSwitch: false };
    expect(await modelWithinBudget(t.db, budget, external, undefined)).toBe(external);
    expect(await modelWithinBudget(t.db, { ...budget, killSwitch: true }, external, undefined)).toBeUndefined();
    expect(await modelWithinBudget(t.db, { ...budget, platformDaily: 1000 }, external, undefined)).toBeUndefined();
  });
});
