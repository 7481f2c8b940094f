import type { ApiError } from '@platform/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, readJson, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '3', AUTH_RATE_LIMIT_WINDOW_S: '60' });
});
afterAll(() => t.close());

describe('sign-in rate limit', () => {
  it('refuses the attempt after the limit with 429 in Dutch, and a spoofed X-Forwarded-For does not reset it', async () => {
    const attempt = (headers: Record<string, string> = {}) =>
      t.request('/api/auth/sign-in/email', { body: { email: 'iemand@voorbeeld.nl', password: 'fout-wachtwoord' }, headers });
    for (let i = 0; i < 3; i++) expect((await attempt()).status).toBe(401);
    const limited = await attempt();
    expect(limited.status).toBe(429);
    const body = await readJson<ApiError>(limited);
    expect(body.code).toBe('RATE_LIMITED');
    expect(body.message).toMatch(/^Te veel pogingen\./);
    expect((await attempt({ 'x-forwarded-for': '203.0.113.9' })).status).toBe(429);
    expect((await attempt({ 'x-platform-client-ip': '203.0.113.10' })).status).toBe(429);
  });
});
