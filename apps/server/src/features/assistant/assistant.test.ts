import type { ApiError, AssistantThread, VenueDetail } from '@platform/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assistantThreads, venues } from '../../db/schema/index.ts';
import { createTestApp, readJson, type TestApp } from '../../test/test-app.ts';
import { answerOf, ask, readUIStream } from './assistant-test-helpers.ts';

let t: TestApp;
let pleintje: VenueDetail;
beforeAll(async () => {
  t = await createTestApp();
  pleintje = await readJson<VenueDetail>(await t.request('/api/horeca/venues/rotterdam/bistro-het-pleintje'));
});
afterAll(() => t.close());

const venueContext = (placeId: string) => ({ brand: 'hospitality' as const, page: 'venue' as const, placeId });

describe('the built-in assistant on a venue page', () => {
  it('names the venue’s vegetarian dishes from its menu, citing each dish', async () => {
    const { id, response } = await ask(t, 'Welke gerechten zijn vegetarisch?', {
      assistantId: 'tastee',
      context: venueContext(pleintje.id),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/event-stream');
    const answer = answerOf(await readUIStream(response));
    const vegetarian = pleintje.menu.flatMap((section) => section.dishes).filter((dish) => dish.diets.includes('vegetarian'));
    expect(vegetarian.length).toBeGreaterThan(0);
    for (const dish of vegetarian) expect(answer.text).toContain(dish.name);
    const others = pleintje.menu.flatMap((section) => section.dishes).filter((dish) => !dish.diets.includes('vegetarian'));
    for (const dish of others) expect(answer.text).not.toContain(dish.name);
    expect(answer.sources).toContainEqual({
      url: `/horeca/rotterdam/bistro-het-pleintje#gerecht-${vegetarian[0]?.id}`,
      title: vegetarian[0]?.name,
    });
    // The thread is kept with the question, the answer and the moment the AI notice was shown.
    const [thread] = await t.db.select().from(assistantThreads).where(eq(assistantThreads.id, id));
    expect(thread?.messages.map((message) => message.role)).toEqual(['user', 'assistant']);
    expect(thread?.disclosureShownAt).toBeInstanceOf(Date);
    // The visitor's cookie came before the question (visitor-race.test.ts); the answer sets none.
    expect(response.headers.get('set-cookie')).toBeNull();
  });

  it('says plainly what it cannot answer', async () => {
    const { response } = await ask(t, 'Wat vind jij van het weer?', {
      assistantId: 'tastee',
      context: venueContext(pleintje.id),
    });
    const answer = answerOf(await readUIStream(response));
    expect(answer.text).toContain('Die vraag kan ik niet beantwoorden');
    expect(answer.text).toContain('gerechten per dieet');
  });
});

describe('bad input stores nothing', () => {
  it('refuses an empty question, an unknown assistant and an unknown place in Dutch', async () => {
    const before = (await t.db.select({ id: assistantThreads.id }).from(assistantThreads)).length;
    const empty = await ask(t, '   ', { context: venueContext(pleintje.id) });
    expect(empty.response.status).toBe(422);
    expect((await readJson<ApiError>(empty.response)).issues?.[0]?.message).toBe('Typ eerst een vraag.');
    const unknownAssistant = await t.request('/api/assistant/chat', {
      body: {
        id: crypto.randomUUID(),
        messages: [{ id: 'm1', role: 'user', parts: [{ type: 'text', text: 'Hoi' }] }],
        assistantId: 'henk',
        context: venueContext(pleintje.id),
      },
    });
    expect(unknownAssistant.status).toBe(422);
    expect((await readJson<ApiError>(unknownAssistant)).issues?.[0]?.message).toBe('Onbekende assistent');
    const unknownPlace = await ask(t, 'Wat is het adres?', { context: venueContext(crypto.randomUUID()) });
    expect(unknownPlace.response.status).toBe(404);
    expect((await readJson<ApiError>(unknownPlace.response)).message).toBe('Deze horecazaak bestaat niet.');
    const card = await t.request('/api/assistant/assistants/henk');
    expect(card.status).toBe(404);
    expect((await readJson<ApiError>(card)).message).toBe('Deze assistent bestaat niet.');
    expect((await t.db.select({ id: assistantThreads.id }).from(assistantThreads)).length).toBe(before);
  });
});

describe('threads', () => {
  it('lists, reads and deletes a signed-in person’s threads; others get a 404', async () => {
    const owner = await t.signUp();
    const other = await t.signUp();
    const { id, response } = await ask(t, 'Wat is het adres?', { context: venueContext(pleintje.id), cookie: owner.cookie });
    const answer = answerOf(await readUIStream(response));
    expect(answer.text).toContain(pleintje.address);
    const list = await readJson<Array<{ id: string; title: string }>>(
      await t.request('/api/assistant/threads', { cookie: owner.cookie }),
    );
    expect(list).toEqual([expect.objectContaining({ id, title: 'Wat is het adres?', assistantId: 'general' })]);
    const thread = await readJson<AssistantThread>(await t.request(`/api/assistant/threads/${id}`, { cookie: owner.cookie }));
    expect(thread.messages).toHaveLength(2);
    expect((await t.request(`/api/assistant/threads/${id}`, { cookie: other.cookie })).status).toBe(404);
    expect((await t.request(`/api/assistant/threads/${id}`, { method: 'DELETE', cookie: other.cookie })).status).toBe(404);
    expect((await t.request('/api/assistant/threads')).status).toBe(401);
    expect((await t.request(`/api/assistant/threads/${id}`, { method: 'DELETE', cookie: owner.cookie })).status).toBe(204);
    expect(await t.db.select().from(assistantThreads).where(eq(assistantThreads.id, id))).toEqual([]);
  });

  it('shows the assistant card in Dutch and English', async () => {
    const card = await readJson<{ name: string; welcome: string; suggestions: string[]; disclosure: string }>(
      await t.request(`/api/assistant/assistants/tablee?page=venue&placeId=${pleintje.id}`),
    );
    expect(card.name).toBe('Tablee');
    expect(card.suggestions).toContain('Is er morgen om 19:00 plek voor 4?');
    expect(card.welcome).toContain('Bistro Het Pleintje');
    expect(card.disclosure).toContain('AI-assistent');
    const english = await readJson<{ disclosure: string }>(
      await t.request('/api/assistant/assistants/tablee', { headers: { 'accept-language': 'en' } }),
    );
    expect(english.disclosure).toContain('AI assistant');
    void venues;
  });
});
