import type { VenueDetail } from '@platform/core';
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
    expect(usage.map((row) => [row.scope, row.tokens]).sort()).toEqual([
      [venue.id, 1868],
      ['platform', 1868],
    ]);
    const requests = server.requests.length;
    const second = await ask(t, 'Welke gerechten zijn vegetarisch?', { assistantId: 'tastee', context });
    const answer = answerOf(await readUIStream(second.response));
    expect(answer.text).toContain('Gerechten bij Bistro Het Pleintje (vegetarisch)');
    expect(server.requests.length).toBe(requests);
  });

  it('uses no external model with the kill switch on', async () => {
    const external = { specificationVersion: 'v4' } as Parameters<typeof modelWithinBudget>[2];
    const budget = { platformDaily: 10_000, perPlaceDaily: 10_000, killSwitch: false };
    expect(await modelWithinBudget(t.db, budget, external, undefined)).toBe(external);
    expect(await modelWithinBudget(t.db, { ...budget, killSwitch: true }, external, undefined)).toBeUndefined();
    expect(await modelWithinBudget(t.db, { ...budget, platformDaily: 1000 }, external, undefined)).toBeUndefined();
  });
});
