import type { AiSuggestion } from '@platform/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertMaker } from '../../db/seed/factories.ts';
import { loadRecording, type RecordedAiServer, startRecordedAiServer } from '../../test/recorded-ai-server.ts';
import { createTestApp, readJson, type TestApp } from '../../test/test-app.ts';

/** Community Maker "AI Assistent" and "AI Review" with a model: the recorded OpenAI-compatible server. */
let server: RecordedAiServer;
let t: TestApp;
let cookie: string;
let email: string;
beforeAll(async () => {
  server = await startRecordedAiServer();
  t = await createTestApp({
    AI_BASE_URL: server.baseUrl,
    AI_MODEL: 'recorded',
    AI_PROVIDER: 'openai-compatible',
    AI_API_KEY: 'k',
  });
  const maker = await t.signUp();
  await insertMaker(t.db, { userId: maker.userId });
  cookie = maker.cookie;
  email = maker.email;
});
afterAll(async () => {
  await t.close();
  await server.close();
});

describe('with a model configured', () => {
  it('offers the model’s draft once it passed the compliance check, naming the model', async () => {
    server.play(loadRecording('maker-draft-residency'));
    const suggestion = await readJson<AiSuggestion>(
      await t.request('/api/assistant/community/draft', { body: { topic: 'het ingezetenencriterium' }, cookie }),
    );
    expect(suggestion).toMatchObject({ offered: true, builtin: false, producedBy: 'taalmodel openai-compatible.chat/recorded' });
    expect(suggestion.text).toContain('identiteitsbewijs');
    expect(server.pending).toBe(0);
    expect(JSON.stringify(server.requests.at(-1)?.body)).toContain('het ingezetenencriterium');
    expect(JSON.stringify(server.requests.at(-1)?.body)).not.toContain(email);
  });

  it('does not offer a rewrite that still promotes, and says why', async () => {
    server.play(loadRecording('maker-review-still-promoting'));
    const suggestion = await readJson<AiSuggestion>(
      await t.request('/api/assistant/community/review', {
        body: { text: 'Kom langs: deze week 20% korting op alle soorten!' },
        cookie,
      }),
    );
    expect(suggestion.offered).toBe(false);
    expect(suggestion.text).toBeNull();
    expect(suggestion.reason).toContain('haalde de compliancecheck niet');
    expect(server.pending).toBe(0);
  });
});
