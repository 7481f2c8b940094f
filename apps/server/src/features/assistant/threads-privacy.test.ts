import type { ApiError, VenueDetail } from '@platform/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assistantThreads } from '../../db/schema/index.ts';
import { createTestApp, readJson, type TestApp } from '../../test/test-app.ts';
import { answerOf, ask, readUIStream } from './assistant-test-helpers.ts';
import { purgeVisitorThreads, VISITOR_THREADS_JOB } from './index.ts';

let t: TestApp;
let context: { brand: 'hospitality'; page: 'venue'; placeId: string };
beforeAll(async () => {
  t = await createTestApp({ ASSISTANT_RATE_LIMIT_MAX: '3' });
  const venue = await readJson<VenueDetail>(await t.request('/api/horeca/venues/rotterdam/bistro-het-pleintje'));
  context = { brand: 'hospitality', page: 'venue', placeId: venue.id };
});
afterAll(() => t.close());

const threadsOf = (userId: string) => t.db.select().from(assistantThreads).where(eq(assistantThreads.userId, userId));

describe('threads and the person’s data', () => {
  it('puts threads in the data export and deletes them with the account', async () => {
    const person = await t.signUp();
    const { id, response } = await ask(t, 'Wat is het adres?', {
      context,
      cookie: person.cookie,
      headers: { 'x-forwarded-for': '10.0.0.1' },
    });
    await readUIStream(response);
    const exported = await readJson<{ assistantThreads: Array<{ id: string; messages: unknown[] }> }>(
      await t.request('/api/me/export', { cookie: person.cookie }),
    );
    expect(exported.assistantThreads).toEqual([expect.objectContaining({ id, messages: expect.any(Array) })]);
    const deleted = await t.request('/api/me/delete', { body: { confirmEmail: person.email }, cookie: person.cookie });
    expect(deleted.status).toBe(204);
    expect(await threadsOf(person.userId)).toEqual([]);
  });

  it('deletes an anonymous visitor’s threads 24 hours after they started, not a signed-in person’s', async () => {
    const person = await t.signUp();
    const visitor = await ask(t, 'Wat is het adres?', { context });
    await readUIStream(visitor.response);
    const kept = await ask(t, 'Wat is het adres?', { context, cookie: person.cookie });
    await readUIStream(kept.response);
    const later = new Date(Date.now() + 25 * 3_600_000);
    expect(await purgeVisitorThreads({ db: t.db, logger: t.logger }, new Date())).toBe(0);
    expect(await purgeVisitorThreads({ db: t.db, logger: t.logger }, later)).toBeGreaterThanOrEqual(1);
    expect(await t.db.select().from(assistantThreads).where(eq(assistantThreads.id, visitor.id))).toEqual([]);
    expect(await threadsOf(person.userId)).toHaveLength(1);
    expect(VISITOR_THREADS_JOB).toBe('assistant-visitor-threads');
  });

  it('refuses the fourth question in the window per person with a Dutch 429, storing nothing', async () => {
    const person = await t.signUp();
    for (const n of [1, 2, 3]) {
      const { response } = await ask(t, `Wat is het adres? (${n})`, { context, cookie: person.cookie });
      expect(response.status).toBe(200);
      expect(answerOf(await readUIStream(response)).text).toContain('Bistro Het Pleintje zit aan');
    }
    const refused = await ask(t, 'Wat is het adres?', { context, cookie: person.cookie });
    expect(refused.response.status).toBe(429);
    expect((await readJson<ApiError>(refused.response)).message).toBe(
      'Je stelt te veel vragen achter elkaar. Probeer het over 5 minuten opnieuw.',
    );
    expect(await t.db.select().from(assistantThreads).where(eq(assistantThreads.id, refused.id))).toEqual([]);
  });

  it('answers 404 for a thread id that is not a uuid, never a 500', async () => {
    const user = await t.signUp();
    for (const method of ['GET', 'DELETE']) {
      const response = await t.request('/api/assistant/threads/x', { method, cookie: user.cookie });
      expect(response.status).toBe(404);
      expect((await readJson<ApiError>(response)).message).toBeTruthy();
    }
  });
});
