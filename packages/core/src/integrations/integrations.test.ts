import { describe, expect, it } from 'vitest';
import { CreateApiKeyInputSchema, looksLikeApiKey, scopesOutsideKind, visibleKeyPrefix } from './api-keys.ts';
import {
  nextWebhookAttempt,
  parseSignatureHeader,
  signedPayload,
  WEBHOOK_MAX_ATTEMPTS,
  WebhookEndpointInputSchema,
  webhookUrlProblem,
} from './webhooks.ts';

describe('API keys', () => {
  it('fills the default rate limit and drops a repeated scope', () => {
    expect(CreateApiKeyInputSchema.parse({ name: 'Kassa', scopes: ['menu:read', 'menu:read'] })).toEqual({
      name: 'Kassa',
      scopes: ['menu:read'],
      rateLimitPerMinute: 60,
    });
  });

  it('refuses an unknown scope, no scope and a limit out of range with Dutch messages', () => {
    const messages = (input: unknown) =>
      CreateApiKeyInputSchema.safeParse(input).error?.issues.map((issue) => issue.message) ?? [];
    expect(messages({ name: 'Kassa', scopes: ['admin'] })).toContain('Onbekend recht');
    expect(messages({ name: 'Kassa', scopes: [] })).toContain('Kies minstens één recht');
    expect(messages({ name: 'Kassa', scopes: ['menu:read'], rateLimitPerMinute: 5 })).toContain('Minimaal 10');
    expect(messages({ name: ' ', scopes: ['menu:read'] })).toContain('Naam is verplicht');
  });

  it('knows which scopes fit a kind of place', () => {
    expect(scopesOutsideKind('coffeeshop', ['menu:read', 'reservations:read'])).toEqual(['reservations:read']);
    expect(scopesOutsideKind('venue', ['reservations:write'])).toEqual([]);
    // A venue's menu can be read (ADR 080); stock and prices stay a coffeeshop's.
    expect(scopesOutsideKind('venue', ['menu:read', 'stock:write', 'prices:write'])).toEqual(['stock:write', 'prices:write']);
  });

  it('recognises the shape of a key and shows only its start', () => {
    const key = `plk_${'a'.repeat(43)}`;
    expect(looksLikeApiKey(key)).toBe(true);
    expect(looksLikeApiKey('Bearer abc')).toBe(false);
    expect(visibleKeyPrefix(key)).toBe('plk_aaaaaaaa');
  });
});

describe('webhook retries', () => {
  it('waits 1 min, 5 min, 30 min, 2 h and 6 h, then stops', () => {
    const at = new Date('2026-11-27T10:00:00Z');
    const waits = [1, 2, 3, 4, 5].map((attempts) => (nextWebhookAttempt(attempts, at)?.getTime() ?? 0) - at.getTime());
    expect(waits).toEqual([1, 5, 30, 120, 360].map((minutes) => minutes * 60_000));
    expect(nextWebhookAttempt(WEBHOOK_MAX_ATTEMPTS, at)).toBeNull();
  });
});

describe('webhook signatures', () => {
  it('signs the timestamp, a dot and the body', () => {
    expect(signedPayload(1764237600, '{"a":1}')).toBe('1764237600.{"a":1}');
  });

  it('reads the header, with several v1 values, and refuses a malformed one', () => {
    const v1 = 'a'.repeat(64);
    const v1b = 'b'.repeat(64);
    expect(parseSignatureHeader(`t=1764237600,v1=${v1},v1=${v1b}`)).toEqual({ timestamp: 1764237600, signatures: [v1, v1b] });
    expect(parseSignatureHeader(`v1=${v1}`)).toBeNull();
    expect(parseSignatureHeader('t=12,v1=xyz')).toBeNull();
  });
});

describe('webhook addresses', () => {
  it('takes HTTPS, and plain HTTP only to this machine where that is allowed', () => {
    expect(webhookUrlProblem('https://kassa.example.nl/hook', { allowLocal: false })).toBeNull();
    expect(webhookUrlProblem('http://kassa.example.nl/hook', { allowLocal: true })).toBe('Kies een openbaar HTTPS-adres');
    expect(webhookUrlProblem('http://127.0.0.1:4000/hook', { allowLocal: true })).toBeNull();
    expect(webhookUrlProblem('http://localhost:4000/hook', { allowLocal: false })).toBe('Kies een openbaar HTTPS-adres');
    expect(webhookUrlProblem('https://user:pw@example.nl/', { allowLocal: false })).toBe('Vul het webadres van de webhook in');
    expect(webhookUrlProblem('geen adres', { allowLocal: false })).toBe('Vul het webadres van de webhook in');
  });

  it('needs at least one known event', () => {
    const result = WebhookEndpointInputSchema.safeParse({ url: 'https://example.nl', events: ['order.paid'] });
    expect(result.error?.issues[0]?.message).toBe('Onbekende gebeurtenis');
  });
});
