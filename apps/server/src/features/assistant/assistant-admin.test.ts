import type { ApiError, AssistantCard, AssistantConfig, AssistantPrivacy, AssistantThread } from '@platform/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assistantConfigs, auditLog, reservations } from '../../db/schema/index.ts';
import { createTestApp, readJson, type TestApp } from '../../test/test-app.ts';
import { createTestVenue } from '../horeca/horeca-test-helpers.ts';
import { answerOf, ask, readUIStream } from './assistant-test-helpers.ts';

type Account = Awaited<ReturnType<TestApp['userWithRole']>>;
let t: TestApp;
let superadmin: Account;
let admin: Account;
let user: Account;
let demo: Account;
let venueId: string;
beforeAll(async () => {
  t = await createTestApp();
  [superadmin, admin, user, demo] = await Promise.all([
    t.userWithRole('superadmin'),
    t.userWithRole('admin'),
    t.userWithRole('user'),
    t.userWithRole('demo'),
  ]);
  venueId = (await createTestVenue(t.db, { tables: [{ seats: 4 }, { seats: 4 }] })).venue.id;
});
afterAll(() => t.close());

const issue = async (response: Response) => (await readJson<ApiError>(response)).issues?.[0]?.message;
const venue = () => ({ brand: 'hospitality' as const, page: 'venue' as const, placeId: venueId });
const stored = () => t.db.select().from(assistantConfigs);
const TASTEE = {
  instructions: 'Je bent Tastee, de smaakcoach. Noem altijd eerst de vegetarische gerechten.',
  suggestions: {
    venue: { nl: ['Wat is het gerecht van de dag?', 'Welke gerechten zijn vegetarisch?'], en: ['What is the dish of the day?'] },
  },
  tools: ['placeInfo', 'findDishes', 'courseMenus', 'draftMenuItem'],
};
const put = (cookie: string | undefined, body: unknown, id = 'tastee') =>
  t.request(`/api/admin/assistants/${id}`, { method: 'PUT', body, ...(cookie ? { cookie } : {}) });

describe('GET /api/admin/assistants', () => {
  it('lists every assistant with its default instructions, questions and tools for admins only', async () => {
    expect((await t.request('/api/admin/assistants')).status).toBe(401);
    for (const account of [user, demo]) {
      expect((await t.request('/api/admin/assistants', { cookie: account.cookie })).status).toBe(403);
    }
    for (const account of [admin, superadmin]) {
      const response = await t.request('/api/admin/assistants', { cookie: account.cookie });
      expect(response.status).toBe(200);
      const list = await readJson<AssistantConfig[]>(response);
      expect(list).toHaveLength(7);
      const tablee = list.find((config) => config.id === 'tablee');
      expect(tablee?.instructions).toContain('Je bent Tablee');
      expect(tablee?.tools.find((tool) => tool.name === 'bookTable')).toEqual({
        name: 'bookTable',
        enabled: true,
        changesData: true,
      });
      expect(tablee?.suggestions.venue?.nl).toContain('Is er morgen om 19:00 plek voor 4?');
      expect(tablee?.fixedRules.join(' ')).toContain('art. 3b Opiumwet');
    }
  });
});

describe('PUT /api/admin/assistants/{id}', () => {
  it('refuses anonymous visitors, users, demo accounts, unknown assistants and bad input, storing nothing', async () => {
    expect((await put(undefined, TASTEE)).status).toBe(401);
    expect((await put(user.cookie, TASTEE)).status).toBe(403);
    expect((await put(demo.cookie, TASTEE)).status).toBe(403);
    expect((await put(admin.cookie, TASTEE, 'chefkok')).status).toBe(404);
    const cases: Array<[unknown, string]> = [
      [{ ...TASTEE, instructions: 'Kort.' }, 'Schrijf instructies van minimaal 20 tekens'],
      [{ ...TASTEE, tools: ['placeInfo', 'bookTable'] }, 'Tastee heeft geen hulpmiddel “bookTable”.'],
      [{ ...TASTEE, suggestions: { venue: { nl: ['Hé'], en: [] } } }, 'Een voorgestelde vraag heeft minimaal 3 tekens'],
      [{ ...TASTEE, suggestions: { keuken: { nl: [], en: [] } } }, 'Onbekende context'],
      [
        { ...TASTEE, suggestions: { venue: { nl: ['Twee\nregels'], en: [] } } },
        'Dit veld moet op één regel staan, zonder tabs of regeleinden.',
      ],
    ];
    for (const [body, text] of cases) {
      const response = await put(admin.cookie, body);
      expect(response.status, text).toBe(422);
      expect(await issue(response), text).toBe(text);
    }
    expect(await stored()).toEqual([]);
  });

  it('saves and is used at once: the card’s questions, the tools; audited; reset restores the defaults', async () => {
    const response = await put(admin.cookie, TASTEE);
    expect(response.status).toBe(200);
    const saved = await readJson<AssistantConfig>(response);
    expect(saved).toMatchObject({ instructions: TASTEE.instructions, customised: true });
    const card = await readJson<AssistantCard>(await t.request(`/api/assistant/assistants/tastee?page=venue&placeId=${venueId}`));
    expect(card.suggestions).toEqual(['Wat is het gerecht van de dag?', 'Welke gerechten zijn vegetarisch?']);
    const english = await t.request('/api/assistant/assistants/tastee?page=venue', { headers: { 'accept-language': 'en' } });
    expect((await readJson<AssistantCard>(english)).suggestions).toEqual(['What is the dish of the day?']);
    const [audit] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'assistant.config'));
    expect(audit).toMatchObject({ actorId: admin.userId, targetType: 'assistant', targetId: 'tastee' });
    expect(audit?.details).toEqual({ name: 'Tastee', changed: ['instructions', 'suggestions'] });

    // Without findDishes, the built-in Tastee can no longer list dishes.
    expect((await put(superadmin.cookie, { ...TASTEE, tools: ['placeInfo'] })).status).toBe(200);
    const { response: answer } = await ask(t, 'Welke gerechten zijn vegetarisch?', { assistantId: 'tastee', context: venue() });
    expect(answerOf(await readUIStream(answer)).text).toMatch(/^Die vraag kan ik niet beantwoorden/);

    const reset = await t.request('/api/admin/assistants/tastee', { method: 'DELETE', cookie: admin.cookie });
    expect(reset.status).toBe(200);
    const restored = await readJson<AssistantConfig>(reset);
    expect(restored.customised).toBe(false);
    expect(restored.tools.every((tool) => tool.enabled)).toBe(true);
    const back = await readJson<AssistantCard>(await t.request('/api/assistant/assistants/tastee?page=venue'));
    expect(back.suggestions).toContain('Wat zijn de voorgerechten?');
    expect((await t.request('/api/admin/assistants/tastee', { method: 'DELETE', cookie: demo.cookie })).status).toBe(403);
    expect((await t.request('/api/admin/assistants/tastee', { method: 'DELETE' })).status).toBe(401);
  });
});

describe('the demo account and the chat', () => {
  it('may ask questions, but tools that change data stay out; a user gets the booking to confirm', async () => {
    const booking = 'Boek morgen om 19:00 voor 4, mijn nummer is 06 12345678';
    const asDemo = await ask(t, booking, { assistantId: 'tablee', context: venue(), cookie: demo.cookie });
    expect(asDemo.response.status).toBe(200);
    const refused = answerOf(await readUIStream(asDemo.response));
    expect(refused.approvals).toEqual([]);
    expect(refused.text).toMatch(/^Die vraag kan ik niet beantwoorden/);
    const free = await ask(t, 'Is er morgen om 19:00 plek voor 4?', {
      assistantId: 'tablee',
      context: venue(),
      cookie: demo.cookie,
    });
    expect(answerOf(await readUIStream(free.response)).text).toMatch(/^Ja, bij .+ om 19:00 plek voor 4 personen\.$/);
    const asUser = await ask(t, booking, { assistantId: 'tablee', context: venue(), cookie: user.cookie });
    expect(answerOf(await readUIStream(asUser.response)).approvals).toHaveLength(1);
    expect(await t.db.select().from(reservations).where(eq(reservations.venueId, venueId))).toEqual([]);
    // The spec's calls are chat too.
    const knowledge = await t.request('/api/ai/ai-cannabis-knowledge', {
      body: { query: 'Wat is een sativa?' },
      cookie: demo.cookie,
    });
    expect(knowledge.status).toBe(200);
    expect(await readJson<{ success: boolean }>(knowledge)).toMatchObject({ success: true });
  });
});

describe('message times and the privacy statement', () => {
  it('keeps each message’s time in a reopened thread', async () => {
    const before = Date.now();
    const { id, response } = await ask(t, 'Wat zijn de openingstijden?', { context: venue(), cookie: user.cookie });
    await readUIStream(response);
    const thread = await readJson<AssistantThread>(await t.request(`/api/assistant/threads/${id}`, { cookie: user.cookie }));
    expect(thread.messages.map((message) => message.role)).toEqual(['user', 'assistant']);
    for (const message of thread.messages) {
      const at = Date.parse((message.metadata as { createdAt: string }).createdAt);
      expect(at).toBeGreaterThanOrEqual(before - 1000);
      expect(at).toBeLessThanOrEqual(Date.now());
    }
  });

  it('names no external provider when every assistant answers on the platform', async () => {
    const response = await t.request('/api/assistant/privacy');
    expect(response.status).toBe(200);
    expect(await readJson<AssistantPrivacy>(response)).toEqual({ external: null, killSwitch: false });
  });
});
