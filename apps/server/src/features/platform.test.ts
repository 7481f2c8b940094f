import type { ApiError } from '@platform/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, readJson, type TestApp } from '../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('API conventions', () => {
  it('reports health with the database kind', async () => {
    const response = await t.request('/api/health');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok', database: t.config.databaseUrl ? 'postgres' : 'pglite' });
  });

  it('publishes an OpenAPI document and a docs page', async () => {
    const doc = await readJson<{ openapi: string; paths: Record<string, unknown> }>(await t.request('/api/openapi.json'));
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/health', '/api/me', '/api/admin/outbox']));
    const docs = await t.request('/api/docs');
    expect(docs.status).toBe(200);
    expect(await docs.text()).toContain('/api/docs/assets/swagger-ui-bundle.js');
    expect((await t.request('/api/docs/assets/swagger-ui-bundle.js')).status).toBe(200);
  });

  it('answers an unknown API path with 404 in the error shape', async () => {
    const response = await t.request('/api/bestaat-niet');
    expect(response.status).toBe(404);
    const body = await readJson<ApiError>(response);
    expect(body).toMatchObject({ code: 'NOT_FOUND', message: 'Deze API-route bestaat niet.' });
    expect(body.requestId).toBe(response.headers.get('x-request-id'));
  });

  it('sends security headers with a same-origin CSP', async () => {
    const response = await t.request('/api/health');
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it("lets only the service worker connect to other https hosts (it fetches the pages' images)", async () => {
    const worker = (await t.request('/sw.js')).headers.get('content-security-policy') ?? '';
    expect(worker).toContain("connect-src 'self' https:;");
    expect(worker).toContain("script-src 'self';");
    const page = (await t.request('/api/health')).headers.get('content-security-policy') ?? '';
    expect(page).toContain("connect-src 'self';");
  });

  it('refuses a cross-site form post (CSRF) with 403 and signs nobody up', async () => {
    const before = await t.countUsers();
    const response = await t.app.request('/api/auth/sign-up/email', {
      method: 'POST',
      headers: { origin: 'https://kwaadaardig.example', 'content-type': 'application/x-www-form-urlencoded' },
      body: 'email=a%40b.nl&password=12345678',
    });
    expect(response.status).toBe(403);
    expect((await readJson<ApiError>(response)).message).toBe('Verzoek geweigerd: het komt niet van dit platform.');
    expect(await t.countUsers()).toBe(before);
  });

  it('refuses a JSON sign-in from another origin', async () => {
    const account = await t.signUp();
    const response = await t.app.request('/api/auth/sign-in/email', {
      method: 'POST',
      headers: { origin: 'https://kwaadaardig.example', 'content-type': 'application/json' },
      body: JSON.stringify({ email: account.email, password: account.password }),
    });
    expect(response.status).toBe(403);
    expect(response.headers.getSetCookie()).toHaveLength(0);
  });
});

describe('demo accounts are read-only', () => {
  it('refuses every write by a demo account with 403 and lets it sign out', async () => {
    const demo = await t.userWithRole('demo');
    const change = await t.request('/api/auth/change-password', {
      body: { currentPassword: demo.password, newPassword: 'Ander-wachtwoord-9' },
      cookie: demo.cookie,
    });
    expect(change.status).toBe(403);
    expect((await readJson<ApiError>(change)).message).toBe('Een demo-account kan niets wijzigen.');
    expect((await t.signIn(demo.email, demo.password)).response.status).toBe(200);
    expect((await t.request('/api/me', { cookie: demo.cookie })).status).toBe(200);
    expect((await t.request('/api/auth/sign-out', { body: {}, cookie: demo.cookie })).status).toBe(200);
  });

  it('lets a normal user change the password', async () => {
    const user = await t.signUp();
    const change = await t.request('/api/auth/change-password', {
      body: { currentPassword: user.password, newPassword: 'Ander-wachtwoord-9' },
      cookie: user.cookie,
    });
    expect(change.status).toBe(200);
  });
});

describe('the web app shell', () => {
  it('serves the shell for app routes with the page title, or a clear message when not built', async () => {
    const response = await t.request('/auth');
    const html = await response.text();
    if (response.status === 200) {
      expect(html).toContain('<title>Inloggen — Kaartwijs</title>');
      expect(response.headers.get('cache-control')).toBe('no-cache');
    } else {
      expect(response.status).toBe(503);
      expect(html).toContain('npm run build');
    }
  });
});

describe('malformed requests', () => {
  it('answers a sign-up with a body that is not JSON with a Dutch 400 (ADR 018)', async () => {
    const response = await t.app.request('/api/auth/sign-up/email', {
      method: 'POST',
      headers: { origin: 'http://localhost:3000', 'content-type': 'application/json' },
      body: '{kapot',
    });
    expect(response.status).toBe(400);
    expect((await readJson<ApiError>(response)).message).toBe('Het verzoek bevat geen geldige JSON.');
  });
});
