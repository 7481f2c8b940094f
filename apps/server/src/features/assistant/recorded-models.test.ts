import type { VenueDetail } from '@platform/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assistantThreads } from '../../db/schema/index.ts';
import { mistralToolCallId } from '../../platform/ai/provider-quirks.ts';
import { loadRecording, type RecordedAiServer, startRecordedAiServer } from '../../test/recorded-ai-server.ts';
import { createTestApp, readJson } from '../../test/test-app.ts';
import { answerOf, ask, readUIStream } from './assistant-test-helpers.ts';

/** An app whose assistants use the recorded server as their model. */
async function appWith(server: RecordedAiServer, provider: 'openai-compatible' | 'mistral' | 'ollama') {
  const t = await createTestApp({
    AI_BASE_URL: server.baseUrl,
    AI_MODEL: 'recorded',
    AI_PROVIDER: provider,
    AI_API_KEY: 'test-key',
  });
  const venue = await readJson<VenueDetail>(await t.request('/api/horeca/venues/rotterdam/bistro-het-pleintje'));
  return { t, venue, context: { brand: 'hospitality' as const, page: 'venue' as const, placeId: venue.id } };
}

describe('an OpenAI-compatible model through a recorded server', () => {
  let server: RecordedAiServer;
  let app: Awaited<ReturnType<typeof appWith>>;
  beforeAll(async () => {
    server = await startRecordedAiServer();
    app = await appWith(server, 'openai-compatible');
  });
  afterAll(async () => {
    await app.t.close();
    await server.close();
  });

  it('completes a streamed tool call round trip over live data, and sends nothing that identifies the asker', async () => {
    const asker = await app.t.signUp();
    server.play(loadRecording('openai-streamed-tool-call'));
    const { response } = await ask(app.t, 'Welke gerechten zijn vegetarisch?', {
      assistantId: 'tastee',
      context: app.context,
      cookie: asker.cookie,
    });
    const answer = answerOf(await readUIStream(response));
    expect(answer.errors).toEqual([]);
    expect(answer.text).toBe('Vegetarisch zijn de gerechten die ik hierboven noem.');
    expect(server.pending).toBe(0);
    const [first, second] = server.requests;
    expect(first?.path).toBe('/v1/chat/completions');
    expect(first?.body.stream).toBe(true);
    // A signed-in asker is also offered Tastee's approval tool (it checks the asker's rights when confirmed).
    expect(first?.body.tools?.map((tool) => tool.function.name)).toEqual([
      'placeInfo',
      'findDishes',
      'courseMenus',
      'draftMenuItem',
    ]);
    // The tool ran on the venue's real menu: its result went back to the model.
    const vegetarian = app.venue.menu.flatMap((section) => section.dishes).filter((dish) => dish.diets.includes('vegetarian'));
    const toolResult = second?.body.messages.find((message) => message.role === 'tool');
    expect(toolResult?.tool_call_id).toBe('call_8fK2mQ7xT1vB4nR9');
    for (const dish of vegetarian) expect(JSON.stringify(toolResult?.content)).toContain(dish.name);
    expect(answer.sources.map((source) => source.title)).toEqual(vegetarian.map((dish) => dish.name));
    // AVG: no e-mail address, name or account id of the asker went to the model.
    const sent = JSON.stringify(server.requests.map((request) => request.body));
    expect(sent).not.toContain(asker.email);
    expect(sent).not.toContain(asker.firstName);
    expect(sent).not.toContain(asker.lastName);
    expect(sent).not.toContain(asker.userId);
    expect(first?.headers.authorization).toBe('Bearer test-key');
  });

  it('answers the spec’s error text when the model fails', async () => {
    const { response } = await ask(app.t, 'Welke gerechten zijn vegetarisch?', { assistantId: 'tastee', context: app.context });
    const answer = answerOf(await readUIStream(response));
    expect(answer.errors).toEqual([
      'Sorry, er ging iets mis met mijn cannabis database connectie. Probeer het opnieuw of stel een eenvoudigere vraag.',
    ]);
  });
});

describe('Mistral through a recorded server', () => {
  let server: RecordedAiServer;
  let app: Awaited<ReturnType<typeof appWith>>;
  beforeAll(async () => {
    server = await startRecordedAiServer({ mistral: true });
    app = await appWith(server, 'mistral');
  });
  afterAll(async () => {
    await app.t.close();
    await server.close();
  });

  it('maps tool-call ids of an earlier model to Mistral’s 9 characters', async () => {
    const asker = await app.t.signUp();
    const longId = 'call_8fK2mQ7xT1vB4nR9';
    const threadId = crypto.randomUUID();
    await app.t.db.insert(assistantThreads).values({
      id: threadId,
      userId: asker.userId,
      assistantId: 'tastee',
      context: app.context,
      title: 'Welke gerechten zijn vegetarisch?',
      disclosureShownAt: new Date(),
      messages: [
        { id: 'u1', role: 'user', parts: [{ type: 'text', text: 'Welke gerechten zijn vegetarisch?' }] },
        {
          id: 'a1',
          role: 'assistant',
          parts: [
            { type: 'step-start' },
            {
              type: 'tool-findDishes',
              toolCallId: longId,
              state: 'output-available',
              input: { diets: ['vegetarian'], avoid: [], terms: [] },
              output: { answer: 'Gerechten bij Bistro Het Pleintje (vegetarisch): …', sources: [] },
            },
            { type: 'step-start' },
            { type: 'text', text: 'Zie hierboven.', state: 'done' },
          ],
        },
      ],
    });
    server.play(loadRecording('mistral-tool-call'));
    const { response } = await ask(app.t, 'Wat zijn de openingstijden?', {
      assistantId: 'tastee',
      context: app.context,
      cookie: asker.cookie,
      threadId,
    });
    const answer = answerOf(await readUIStream(response));
    expect(answer.errors).toEqual([]);
    expect(answer.text).toBe('De openingstijden staan hierboven.');
    const ids = server.requests.flatMap((request) =>
      request.body.messages.flatMap((message) =>
        [...(message.tool_calls ?? []).map((call) => call.id), message.tool_call_id ?? []].flat(),
      ),
    );
    expect(ids).toContain(mistralToolCallId(longId));
    expect(ids).not.toContain(longId);
    expect(ids.every((id) => /^[A-Za-z0-9]{9}$/.test(id))).toBe(true);
  });

  it('keeps the same 9-character id for a call and its result', () => {
    expect(mistralToolCallId('call_8fK2mQ7xT1vB4nR9')).toMatch(/^[A-Za-z0-9]{9}$/);
    expect(mistralToolCallId('call_8fK2mQ7xT1vB4nR9')).toBe(mistralToolCallId('call_8fK2mQ7xT1vB4nR9'));
    expect(mistralToolCallId('Q7rT2kLm9')).toBe('Q7rT2kLm9');
  });
});

describe('Ollama through a recorded server', () => {
  let server: RecordedAiServer;
  let app: Awaited<ReturnType<typeof appWith>>;
  beforeAll(async () => {
    server = await startRecordedAiServer();
    app = await appWith(server, 'ollama');
  });
  afterAll(async () => {
    await app.t.close();
    await server.close();
  });

  it('calls without streaming while tools are present, and still streams the answer to the panel', async () => {
    server.play(loadRecording('ollama-tool-call'));
    const { response } = await ask(app.t, 'Wat is het adres?', { assistantId: 'tastee', context: app.context });
    const answer = answerOf(await readUIStream(response));
    expect(answer.errors).toEqual([]);
    expect(answer.text).toBe('Het adres staat hierboven.');
    expect(server.requests.map((request) => request.body.stream ?? false)).toEqual([false, false]);
    const toolResult = server.requests[1]?.body.messages.find((message) => message.role === 'tool');
    expect(JSON.stringify(toolResult?.content)).toContain(app.venue.address);
  });
});
