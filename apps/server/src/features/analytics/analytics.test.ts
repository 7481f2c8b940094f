import type { ApiError } from '@platform/core';
import { dutchDate } from '@platform/core';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyticsDaily, analyticsEvents, analyticsSalts } from '../../db/schema/index.ts';
import { createAddressWindow } from '../../platform/address-window.ts';
import { createTestApp, readJson, type TestApp } from '../../test/test-app.ts';
import { flushAnalyticsEvents, rollUpAnalytics } from './index.ts';

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36';
const PHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const send = (body: unknown, userAgent = BROWSER) =>
  t.request('/api/analytics/events', { body, headers: { 'user-agent': userAgent } });
const eventsOn = async (path: string) => {
  await flushAnalyticsEvents(t.db);
  return t.db.select().from(analyticsEvents).where(eq(analyticsEvents.path, path));
};
const count = async () => {
  await flushAnalyticsEvents(t.db);
  const [row] = await t.db.select({ n: sql<number>`count(*)::int` }).from(analyticsEvents);
  return row?.n ?? 0;
};

describe('analytics ingest', () => {
  it('stores the spec event without query string, address, browser or the ids that follow a person', async () => {
    const response = await send({
      name: 'page_engagement',
      properties: {
        sessionId: 'sessie-123',
        userId: 'gebruiker-9',
        url: 'http://localhost:3000/zoeken/ingest-test?q=amnesia',
        userAgent: BROWSER,
        referrer: 'https://www.google.nl/search?q=coffeeshop+utrecht',
        timestamp: '2026-11-27T10:00:00.000Z',
        durationMs: 5400,
        maxDepth: 75,
        contact: 'lisa@example.nl',
      },
      timestamp: '2026-11-27T10:00:00.000Z',
    });
    expect(response.status).toBe(202);
    expect(await readJson(response)).toEqual({ accepted: 1, dropped: 0 });
    const [row] = await eventsOn('/zoeken/ingest-test');
    expect(row).toMatchObject({
      name: 'page_engagement',
      referrerHost: 'www.google.nl',
      properties: { durationMs: 5400, maxDepth: 75 },
      day: dutchDate(new Date()),
    });
    expect(row?.visitor).toMatch(/^[\w-]{22}$/);
    expect(JSON.stringify(row)).not.toMatch(/127\.0\.0\.1|Chrome|sessie-123|gebruiker-9|lisa@example/);
  });

  it('gives one browser one hash for the day, another browser another', async () => {
    const body = (name: string) => ({ events: [{ name, properties: { url: '/horeca/hash-test' } }] });
    await send(body('page_view'));
    await send(body('scroll_depth'));
    await send(body('page_view'), PHONE);
    const rows = await eventsOn('/horeca/hash-test');
    expect(rows).toHaveLength(3);
    expect(new Set(rows.map((row) => row.visitor)).size).toBe(2);
  });

  it('drops bots whole and stores nothing of them', async () => {
    const before = await count();
    const response = await send(
      { events: [{ name: 'page_view', properties: { url: '/bot-test' } }] },
      'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    );
    expect(await readJson(response)).toEqual({ accepted: 0, dropped: 1 });
    expect(await count()).toBe(before);
  });

  it('stores every event of many requests at once (they share a few statements)', async () => {
    const responses = await Promise.all(
      Array.from({ length: 120 }, (_, index) =>
        send({ events: [{ name: 'page_view', properties: { url: '/burst-test', index } }] }),
      ),
    );
    expect(responses.every((response) => response.status === 202)).toBe(true);
    expect(await eventsOn('/burst-test')).toHaveLength(120);
  });

  it('refuses bad events in Dutch and stores nothing of the request', async () => {
    const before = await count();
    const cases: Array<[unknown, string]> = [
      [{ name: 'x'.repeat(51) }, 'Een gebeurtenisnaam is hoogstens 50 tekens'],
      [{ name: 'lisa@example.nl' }, 'Een gebeurtenisnaam bestaat uit letters, cijfers en _ . : -'],
      [{ events: [{ name: 'page_view' }, { name: 'y'.repeat(60) }] }, 'Een gebeurtenisnaam is hoogstens 50 tekens'],
      [{ events: Array.from({ length: 51 }, () => ({ name: 'page_view' })) }, 'Hoogstens 50 gebeurtenissen per keer'],
    ];
    for (const [body, message] of cases) {
      const response = await send(body);
      expect(response.status).toBe(422);
      expect(JSON.stringify((await readJson<ApiError>(response)).issues)).toContain(message);
    }
    expect(await count()).toBe(before);
  });
});

describe('analytics roll-up', () => {
  it('counts finished days per event and page, forgets their salts and drops events past retention', async () => {
    const now = new Date();
    const yesterday = dutchDate(new Date(now.getTime() - 86_400_000));
    const longAgo = dutchDate(new Date(now.getTime() - 40 * 86_400_000));
    const row = (day: string, visitor: string) => ({ day, name: 'page_view', path: '/rollup-test', visitor });
    await t.db.insert(analyticsEvents).values([row(yesterday, 'a'), row(yesterday, 'a'), row(yesterday, 'b'), row(longAgo, 'c')]);
    await t.db.insert(analyticsSalts).values({ day: yesterday, salt: 'oud' }).onConflictDoNothing();

    await rollUpAnalytics(t, now);

    const daily = await t.db.select().from(analyticsDaily).where(eq(analyticsDaily.path, '/rollup-test'));
    expect(daily.find((entry) => entry.day === yesterday)).toMatchObject({ events: 3, visitors: 2 });
    expect(await t.db.select().from(analyticsSalts).where(eq(analyticsSalts.day, yesterday))).toHaveLength(0);
    expect((await eventsOn('/rollup-test')).map((event) => event.day)).toEqual([yesterday, yesterday, yesterday]);
  });
});

describe('analytics rate limit', () => {
  it('refuses more events per address per minute than allowed, in Dutch, storing nothing of them', async () => {
    const limited = await createTestApp({ ANALYTICS_RATE_LIMIT_MAX: '3' });
    try {
      const post = (n: number) =>
        limited.request('/api/analytics/events', {
          body: { events: Array.from({ length: n }, () => ({ name: 'page_view', properties: { url: '/limit-test' } })) },
          headers: { 'user-agent': BROWSER },
        });
      expect((await post(3)).status).toBe(202);
      const refused = await post(1);
      expect(refused.status).toBe(429);
      expect((await readJson<ApiError>(refused)).message).toBe(
        'Te veel gebeurtenissen van dit adres. Probeer het over een minuut opnieuw.',
      );
      await flushAnalyticsEvents(limited.db);
      const stored = await limited.db.select().from(analyticsEvents).where(eq(analyticsEvents.path, '/limit-test'));
      expect(stored).toHaveLength(3);
    } finally {
      await limited.close();
    }
  });

  it('opens a new window after a minute', () => {
    let clock = 0;
    const window = createAddressWindow(2, () => clock);
    expect(window.take('1.2.3.4', 2)).toBe(true);
    expect(window.take('1.2.3.4', 1)).toBe(false);
    expect(window.take('5.6.7.8', 1)).toBe(true);
    clock = 60_000;
    expect(window.take('1.2.3.4', 2)).toBe(true);
  });
});
