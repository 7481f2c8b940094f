import type { ApiError } from '@platform/core';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lockSeconds } from '../../auth/sign-in-throttle.ts';
import { mailMessages } from '../../db/schema/index.ts';
import { createRuntime } from '../../runtime.ts';
import { createTestApp, readJson, TEST_ORIGIN, type TestApp } from '../../test/test-app.ts';

// The locks read this clock; the test moves it instead of waiting.
let clock = new Date('2026-11-25T09:00:00Z');
const advance = (seconds: number) => {
  clock = new Date(clock.getTime() + seconds * 1000);
};

let t: TestApp;
beforeAll(async () => {
  // Behind a trusted proxy, each attempt comes from another client address; 3 per address per minute.
  t = await createTestApp({ TRUST_PROXY: '1', AUTH_RATE_LIMIT_MAX: '3' }, { now: () => clock });
});
afterAll(() => t.close());

let address = 0;
/** A sign-in from a fresh client address, so the per-address limit never applies. */
const signInFromNewAddress = (email: string, password: string) => {
  address += 1;
  return t.request('/api/auth/sign-in/email', {
    body: { email, password },
    headers: { 'x-forwarded-for': `198.51.${Math.floor(address / 250)}.${(address % 250) + 1}` },
  });
};

async function wrongPasswords(email: string, times: number) {
  for (let i = 0; i < times; i++) {
    const response = await signInFromNewAddress(email, `fout-wachtwoord-${i}`);
    expect(response.status).toBe(401);
    expect((await readJson<ApiError>(response)).message).toBe('Onjuist e-mailadres of wachtwoord.');
  }
}

async function expectLocked(response: Response, message: string) {
  expect(response.status).toBe(429);
  const body = await readJson<ApiError>(response);
  expect(body.code).toBe('ACCOUNT_LOCKED');
  expect(body.message).toBe(message);
}

describe('lockSeconds', () => {
  it('is free for five wrong passwords, then doubles from 30 s up to an hour', () => {
    expect([1, 4, 5, 6, 7, 10, 20].map(lockSeconds)).toEqual([0, 0, 30, 60, 120, 960, 3600]);
  });
});

describe('sign-in limit per account', () => {
  it('lets no more than five of a burst of simultaneous guesses from many addresses reach the password check', async () => {
    // An address without an account locks alike (and needs no sign-up, which has its own per-address limit).
    const email = 'gelijktijdig@voorbeeld.nl';
    const burst = await Promise.all(Array.from({ length: 20 }, (_, i) => signInFromNewAddress(email, `gelijktijdig-fout-${i}`)));
    const statuses = burst.map((response) => response.status).sort();
    expect(statuses.filter((status) => status === 401)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(15);
    expect((await signInFromNewAddress(email, 'nog-een-poging')).status).toBe(429);
    advance(31);
  });

  it('locks the account after wrong passwords from many addresses, for a growing time, and lets the right password in after it', async () => {
    const account = await t.signUp();
    await wrongPasswords(account.email, 5);

    // Locked: even the right password is refused, from yet another address.
    await expectLocked(
      await signInFromNewAddress(account.email, account.password),
      'Te veel mislukte inlogpogingen voor dit account. Probeer het over 30 seconden opnieuw, of stel je wachtwoord opnieuw in.',
    );
    advance(20);
    const stillLocked = await signInFromNewAddress(account.email, account.password);
    expect(stillLocked.headers.get('retry-after')).toBe('10');
    await expectLocked(
      stillLocked,
      'Te veel mislukte inlogpogingen voor dit account. Probeer het over 10 seconden opnieuw, of stel je wachtwoord opnieuw in.',
    );

    // After the lock, the next wrong password locks it twice as long.
    advance(11);
    await wrongPasswords(account.email, 1);
    await expectLocked(
      await signInFromNewAddress(account.email, account.password),
      'Te veel mislukte inlogpogingen voor dit account. Probeer het over 1 minuut opnieuw, of stel je wachtwoord opnieuw in.',
    );
    advance(59);
    expect((await signInFromNewAddress(account.email, account.password)).status).toBe(429);

    // When it has passed, the right password works and the count starts afresh.
    advance(2);
    expect((await signInFromNewAddress(account.email, account.password)).status).toBe(200);
    await wrongPasswords(account.email, 4);
    expect((await signInFromNewAddress(account.email, account.password)).status).toBe(200);
  });

  it('shares the lock between server processes: the count is in the database', async () => {
    // A second server on the same database, as behind a load balancer.
    const other = await createRuntime(t.config, { database: t.database, now: () => clock });
    try {
      const account = await t.signUp();
      await wrongPasswords(account.email, 5);
      const elsewhere = await other.app.request('/api/auth/sign-in/email', {
        method: 'POST',
        headers: { origin: TEST_ORIGIN, 'content-type': 'application/json', 'x-forwarded-for': '192.0.2.77' },
        body: JSON.stringify({ email: account.email, password: account.password }),
      });
      expect(elsewhere.status).toBe(429);
      expect((await readJson<ApiError>(elsewhere)).code).toBe('ACCOUNT_LOCKED');
    } finally {
      await other.jobs.stop();
      await other.realtime.close();
    }
  });

  it('locks an unknown address the same way, so a lock does not tell whether an account exists', async () => {
    await wrongPasswords('niemand@voorbeeld.nl', 5);
    await expectLocked(
      await signInFromNewAddress('Niemand@Voorbeeld.nl', 'wat-dan-ook-1'),
      'Te veel mislukte inlogpogingen voor dit account. Probeer het over 30 seconden opnieuw, of stel je wachtwoord opnieuw in.',
    );
  });

  it('ends the lock when the owner resets the password through the mailed link', async () => {
    const account = await t.signUp();
    await wrongPasswords(account.email, 5);
    expect((await signInFromNewAddress(account.email, account.password)).status).toBe(429);
    const asked = await t.request('/api/auth/request-password-reset', {
      body: { email: account.email, redirectTo: '/auth' },
      headers: { 'x-forwarded-for': '203.0.113.50' },
    });
    expect(asked.status).toBe(200);
    await t.background.idle();
    const [mail] = await t.db
      .select()
      .from(mailMessages)
      .where(eq(mailMessages.to, account.email))
      .orderBy(desc(mailMessages.createdAt));
    const token = mail?.text.match(/\/reset-password\/([^?\s]+)/)?.[1];
    const reset = await t.request('/api/auth/reset-password', {
      body: { token, newPassword: 'Nieuw-wachtwoord-61' },
      headers: { 'x-forwarded-for': '203.0.113.51' },
    });
    expect(reset.status).toBe(200);
    expect((await signInFromNewAddress(account.email, 'Nieuw-wachtwoord-61')).status).toBe(200);
  });
});
