import { randomUUID } from 'node:crypto';
import type { ApiError, AssistantThread, VenueDetail } from '@platform/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assistantThreads } from '../../db/schema/index.ts';
import { createTestApp, readJson, type TestApp } from '../../test/test-app.ts';
import { answerOf, question, readUIStream, visitorCookie } from './assistant-test-helpers.ts';

let t: TestApp;
let context: { brand: 'hospitality'; page: 'venue'; placeId: string };
beforeAll(async () => {
  t = await createTestApp();
  const venue = await readJson<VenueDetail>(await t.request('/api/horeca/venues/rotterdam/bistro-het-pleintje'));
  context = { brand: 'hospitality', page: 'venue', placeId: venue.id };
});
afterAll(() => t.close());

const body = (id: string, text: string) => ({ id, messages: [question(text)], assistantId: 'general', context });
const threadRow = async (id: string) => (await t.db.select().from(assistantThreads).where(eq(assistantThreads.id, id)))[0];

/** A question the person stops at once: its answer, and any header in it, never reaches the browser. */
async function stoppedQuestion(id: string, text: string, cookie?: string) {
  const stop = new AbortController();
  stop.abort();
  const response = await t.request('/api/assistant/chat', {
    body: body(id, text),
    signal: stop.signal,
    ...(cookie ? { cookie } : {}),
  });
  await response.body?.cancel();
}

/**
 * The panel's stop can end a question before its answer's headers reach the browser. So the chat
 * stores a visitor's thread only under a cookie the browser already holds (ADR 081).
 */
describe('a visitor who stops their first question before the answer arrives', () => {
  it('is never told that the chat does not exist when asking again without cookie', async () => {
    const id = randomUUID();
    await stoppedQuestion(id, 'Wat is het adres?');
    // Nothing was stored under a cookie the browser never received.
    expect(await threadRow(id)).toBeUndefined();
    const again = await t.request('/api/assistant/chat', { body: body(id, 'Wat zijn de openingstijden?') });
    expect(again.status).toBe(401);
    const refusal = await readJson<ApiError>(again);
    expect(refusal).toMatchObject({
      code: 'ASSISTANT_VISITOR_MISSING',
      message:
        'De assistent heeft een cookie nodig om je gesprek bij te houden. Sta cookies toe voor deze site en probeer het opnieuw.',
    });
    expect(again.headers.get('set-cookie')).toBeNull();
    expect(await threadRow(id)).toBeUndefined();
  });

  it('continues the same chat with the cookie the panel got when it opened', async () => {
    const visitor = await t.request('/api/assistant/visitor', { method: 'POST' });
    expect(visitor.status).toBe(204);
    expect(visitor.headers.get('set-cookie')).toMatch(/^assistant_visitor=[\w-]{43}; Path=\/api; HttpOnly; SameSite=Lax/);
    expect(visitor.headers.get('cache-control')).toBe('no-store');
    const cookie = await visitorCookie(t);
    const id = randomUUID();
    await stoppedQuestion(id, 'Wat is het adres?', cookie);
    // The stopped question was stored, under the cookie the browser holds.
    expect(await threadRow(id)).toBeDefined();
    const again = await t.request('/api/assistant/chat', { body: body(id, 'Wat zijn de openingstijden?'), cookie });
    expect(again.status).toBe(200);
    expect(answerOf(await readUIStream(again)).errors).toEqual([]);
    const thread = await readJson<AssistantThread>(await t.request(`/api/assistant/threads/${id}`, { cookie }));
    expect(thread.messages.at(-1)?.role).toBe('assistant');
    expect(JSON.stringify(thread.messages)).toContain('Wat zijn de openingstijden?');
  });

  it('keeps the thread its own visitor’s: another visitor, or none, cannot read or continue it', async () => {
    const owner = await visitorCookie(t);
    const other = await visitorCookie(t);
    const id = randomUUID();
    await readUIStream(await t.request('/api/assistant/chat', { body: body(id, 'Wat is het adres?'), cookie: owner }));
    const before = await threadRow(id);
    const continued = await t.request('/api/assistant/chat', { body: body(id, 'Wat zijn de openingstijden?'), cookie: other });
    expect(continued.status).toBe(404);
    expect((await readJson<ApiError>(continued)).message).toBe('Dit gesprek bestaat niet.');
    expect((await t.request('/api/assistant/chat', { body: body(id, 'Wat zijn de openingstijden?') })).status).toBe(401);
    expect((await t.request(`/api/assistant/threads/${id}`, { cookie: other })).status).toBe(404);
    expect((await t.request(`/api/assistant/threads/${id}`)).status).toBe(404);
    expect((await threadRow(id))?.messages).toEqual(before?.messages);
  });

  it('gives a signed-in person no visitor cookie; they ask as themselves', async () => {
    const person = await t.signUp();
    const visitor = await t.request('/api/assistant/visitor', { method: 'POST', cookie: person.cookie });
    expect(visitor.status).toBe(204);
    expect(visitor.headers.get('set-cookie')).toBeNull();
    const id = randomUUID();
    const answer = await t.request('/api/assistant/chat', { body: body(id, 'Wat is het adres?'), cookie: person.cookie });
    expect(answer.status).toBe(200);
    await readUIStream(answer);
    expect((await threadRow(id))?.userId).toBe(person.userId);
  });
});
