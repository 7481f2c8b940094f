import type { ApiError } from '@platform/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventSignups, mailMessages } from '../../db/schema/index.ts';
import { insertEvent } from '../../db/seed/factories/content.ts';
import { createTestApp, readJson, type TestApp } from '../../test/test-app.ts';
import { SIGNUPS_PER_HOUR } from './signup-limit.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: '1' });
});
afterAll(() => t.close());

const signUp = (eventId: string, n: number, address: string) =>
  t.request(`/api/events/${eventId}/signups`, {
    headers: { 'x-forwarded-for': address },
    body: { name: `Gast ${n}`, email: `gast${n}.${Math.random().toString(36).slice(2, 7)}@voorbeeld.nl` },
  });

describe('event sign-up limit per address', () => {
  it('refuses more sign-ups from one address (an IPv6 /64 counts as one) in Dutch, storing and mailing nothing', async () => {
    const event = await insertEvent(t.db, { title: 'Proeverij', capacity: 100 });
    for (let n = 1; n <= SIGNUPS_PER_HOUR; n++) {
      expect((await signUp(event.id, n, `2001:db8:5:5::${n}`)).status).toBe(201);
    }
    const mailsBefore = (await t.db.select().from(mailMessages).where(eq(mailMessages.kind, 'event_signup'))).length;
    const refused = await signUp(event.id, 99, '2001:db8:5:5:abcd::1');
    expect(refused.status).toBe(429);
    expect((await readJson<ApiError>(refused)).message).toBe(
      'Er zijn vanaf dit adres te veel aanmeldingen verstuurd. Probeer het over een uur opnieuw.',
    );
    const stored = await t.db.select().from(eventSignups).where(eq(eventSignups.eventId, event.id));
    expect(stored).toHaveLength(SIGNUPS_PER_HOUR);
    expect((await t.db.select().from(mailMessages).where(eq(mailMessages.kind, 'event_signup'))).length).toBe(mailsBefore);
    // Another subscriber is not affected.
    expect((await signUp(event.id, 100, '198.51.100.20')).status).toBe(201);
  });
});
