import type { ApiError, VenueDetail } from '@platform/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assistantThreads, coffeeshops } from '../../db/schema/index.ts';
import { createTestApp, readJson, type TestApp } from '../../test/test-app.ts';
import { UNKNOWN_PARTNER } from './spec-calls.service.ts';

let t: TestApp;
let venue: VenueDetail;
beforeAll(async () => {
  t = await createTestApp();
  venue = await readJson<VenueDetail>(await t.request('/api/horeca/venues/rotterdam/bistro-het-pleintje'));
});
afterAll(() => t.close());

const post = (path: string, body: unknown, cookie?: string) =>
  t.request(`/api/ai/${path}`, { body, ...(cookie ? { cookie } : {}) });

describe('the spec’s four chat calls (§7)', () => {
  it('foodee-ai-chat answers { threadId, response } and keeps the thread', async () => {
    const response = await post('foodee-ai-chat', { message: 'Wat is het adres?', threadId: null, establishmentId: venue.id });
    expect(response.status).toBe(200);
    const body = await readJson<{ threadId: string; response: string }>(response);
    expect(body.response).toContain(venue.address);
    const cookie = response.headers.get('set-cookie')?.split(';')[0] ?? '';
    const next = await readJson<{ threadId: string; response: string }>(
      await post(
        'foodee-ai-chat',
        { message: 'Welke gerechten zijn vegetarisch?', threadId: body.threadId, establishmentId: venue.id },
        cookie,
      ),
    );
    expect(next.threadId).toBe(body.threadId);
    const [thread] = await t.db.select().from(assistantThreads).where(eq(assistantThreads.id, body.threadId));
    expect(thread?.messages).toHaveLength(4);
  });

  it('partner-assistant-chat says plainly that it does not know an unknown partner', async () => {
    const body = await readJson<{ threadId: string; response: string }>(
      await post('partner-assistant-chat', {
        partnerId: 'partner-42',
        partnerType: 'business_establishment',
        message: 'Wat doen jullie?',
        sessionId: null,
      }),
    );
    expect(body).toEqual({ threadId: expect.any(String), response: UNKNOWN_PARTNER });
    const venueAsPartner = await readJson<{ response: string }>(
      await post('partner-assistant-chat', {
        partnerId: venue.id,
        partnerType: 'business_establishment',
        message: 'Wat zijn de openingstijden?',
      }),
    );
    expect(venueAsPartner.response).toContain(`Openingstijden van ${venue.name}`);
  });

  it('ai-cannabis-knowledge answers { success, reply, response }', async () => {
    const [shop] = await t.db.select().from(coffeeshops).limit(1);
    const body = await readJson<{ success: boolean; reply: string; response: string }>(
      await post('ai-cannabis-knowledge', { query: 'Wat is het adres?', context: 'general', coffeeshopId: shop?.id }),
    );
    expect(body).toMatchObject({ success: true });
    expect(body.reply).toContain(shop?.address ?? '?');
    expect(body.response).toBe(body.reply);
  });

  it('openai-threads-assistant creates a thread, then answers in it; another visitor’s thread is a 404', async () => {
    const [shop] = await t.db.select().from(coffeeshops).limit(1);
    const created = await post('openai-threads-assistant', { action: 'create_thread', coffeeshopId: shop?.id });
    const cookie = created.headers.get('set-cookie')?.split(';')[0] ?? '';
    const body = await readJson<{ success: boolean; thread: { thread_id: string } }>(created);
    expect(body.success).toBe(true);
    const sent = await readJson<{ success: boolean; reply: string }>(
      await post(
        'openai-threads-assistant',
        {
          action: 'send_message',
          threadId: body.thread.thread_id,
          message: 'Wat zijn de openingstijden?',
          coffeeshopId: shop?.id,
        },
        cookie,
      ),
    );
    expect(sent.success).toBe(true);
    expect(sent.reply).toContain(`Openingstijden van ${shop?.name}`);
    const stranger = await post('openai-threads-assistant', {
      action: 'send_message',
      threadId: body.thread.thread_id,
      message: 'Hoi',
    });
    expect(stranger.status).toBe(404);
    expect((await readJson<ApiError>(stranger)).message).toBe('Dit gesprek bestaat niet.');
  });

  it('refuses an empty message and an unknown action in Dutch', async () => {
    const empty = await post('foodee-ai-chat', { message: '  ' });
    expect(empty.status).toBe(422);
    expect((await readJson<ApiError>(empty)).issues?.[0]?.message).toBe('Typ eerst een vraag.');
    const action = await post('openai-threads-assistant', { action: 'delete_thread' });
    expect(action.status).toBe(422);
  });
});
