import { type ApiError, CONTROL_CHARACTER_MESSAGE } from '@platform/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles, users, venues } from '../db/schema/index.ts';
import { createTestVenue } from '../features/horeca/horeca-test-helpers.ts';
import { createTestApp, readJson, TEST_ORIGIN, type TestApp } from '../test/test-app.ts';

let t: TestApp;
let user: Awaited<ReturnType<TestApp['signUp']>>;
beforeAll(async () => {
  t = await createTestApp();
  user = await t.signUp();
});
afterAll(() => t.close());

const CONTROL = 'Dit veld bevat ongeldige tekens (stuurtekens zoals een nul-byte).';

describe("Better Auth's user-writing endpoints are closed; the profile route is the editor", () => {
  it.each([
    ['/api/auth/update-user', { name: '<script>alert(1)</script>', birthDate: '2015-01-01', image: 'javascript:alert(1)' }],
    ['/api/auth/change-email', { newEmail: 'ander@voorbeeld.nl' }],
    ['/api/auth/delete-user', {}],
    ['/api/auth/update-session', { token: 'x' }],
    ['/api/auth/sign-in/social', { provider: 'github' }],
  ])('%s answers 404 in Dutch and changes nothing', async (path, body) => {
    const [before] = await t.db.select().from(users).where(eq(users.id, user.userId));
    const response = await t.request(path, { cookie: user.cookie, body });
    expect(response.status).toBe(404);
    expect((await readJson<ApiError>(response)).message).toBe('Deze API-route bestaat niet.');
    const [after] = await t.db.select().from(users).where(eq(users.id, user.userId));
    expect(after).toEqual(before);
  });

  it('refuses markup and control characters in names on the profile route', async () => {
    const patch = (body: unknown) => t.request('/api/me/profile', { method: 'PATCH', cookie: user.cookie, body });
    const script = await patch({ firstName: '<script>alert(1)</script>', lastName: 'Jansen', username: 'sanne' });
    expect(script.status).toBe(422);
    expect((await readJson<ApiError>(script)).issues).toEqual([
      { path: ['firstName'], message: 'Voornaam mag geen < of > bevatten' },
    ]);
    const nul = await patch({ firstName: 'Sanne', lastName: 'Jan\u0000sen', username: 'sanne' });
    expect(nul.status).toBe(422);
    expect((await readJson<ApiError>(nul)).issues).toEqual([{ path: ['lastName'], message: CONTROL }]);
    const [profile] = await t.db.select().from(profiles).where(eq(profiles.id, user.userId));
    expect(profile?.firstName).toBe(user.firstName);
  });
});

describe('control characters', () => {
  it('gives a Dutch 422, not a 500, on the anonymous password reset', async () => {
    const response = await t.request('/api/auth/reset-password', {
      body: { token: 'abc\u0000def', newPassword: 'Nieuw-wachtwoord-1' },
    });
    expect(response.status).toBe(422);
    const body = await readJson<ApiError>(response);
    expect(body.code).toBe('VALIDATION_ERROR');
    expect(body.issues).toEqual([{ path: ['token'], message: CONTROL }]);
  });

  it('refuses them in nested values, keys and the query string', async () => {
    const nested = await t.request('/api/favorites', { cookie: user.cookie, body: { kind: 'venue', extra: [{ a: 'x\u0007' }] } });
    expect(nested.status).toBe(422);
    expect((await readJson<ApiError>(nested)).issues).toEqual([{ path: ['extra', 0, 'a'], message: CONTROL }]);
    const key = await t.request('/api/favorites', { cookie: user.cookie, body: { 'k\u0000': 1 } });
    expect(key.status).toBe(422);
    const query = await t.request('/api/search?q=a%00b');
    expect(query.status).toBe(422);
    expect((await readJson<ApiError>(query)).issues).toEqual([{ path: ['query', 'q'], message: CONTROL }]);
  });

  it('lets tab and line breaks through to the route (multi-line fields keep them)', async () => {
    const response = await t.request('/api/auth/sign-in/email', { body: { email: user.email, password: 'fout\twachtwoord\n' } });
    expect(response.status).toBe(401);
  });

  it('answers malformed JSON with a Dutch 400', async () => {
    const response = await t.app.request('/api/favorites', {
      method: 'POST',
      headers: { origin: TEST_ORIGIN, cookie: user.cookie, 'content-type': 'application/json' },
      body: '{"kind": ',
    });
    expect(response.status).toBe(400);
    expect((await readJson<ApiError>(response)).message).toBe('Het verzoek bevat geen geldige JSON.');
  });
});

describe('body size limit', () => {
  const big = JSON.stringify({ code: 'x'.repeat(2 * 1024 * 1024) });

  it('answers 413 in Dutch for a body over 1 MB with Content-Length, anonymous', async () => {
    const response = await t.app.request('/api/screens/pair', {
      method: 'POST',
      headers: { origin: TEST_ORIGIN, 'content-type': 'application/json', 'content-length': String(big.length) },
      body: big,
    });
    expect(response.status).toBe(413);
    expect((await readJson<ApiError>(response)).message).toBe('Het verzoek is te groot: maximaal 1 MB.');
  });

  it('stops a chunked body without Content-Length too', async () => {
    const chunk = new TextEncoder().encode('x'.repeat(64 * 1024));
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        // 20 MB offered; the limit must stop reading long before.
        if (sent >= 20 * 1024 * 1024) return controller.close();
        sent += chunk.length;
        controller.enqueue(chunk);
      },
    });
    const response = await t.app.request('/api/auth/sign-in/email', {
      method: 'POST',
      headers: { origin: TEST_ORIGIN, 'content-type': 'application/json', 'transfer-encoding': 'chunked' },
      body: stream,
      duplex: 'half',
    } as RequestInit);
    expect(response.status).toBe(413);
    expect(sent).toBeLessThan(2 * 1024 * 1024);
  });

  it('refuses a control character in an upload’s text field, and stores nothing', async () => {
    const form = new FormData();
    form.append('kind', 'id_card\u0000');
    form.append('file', new File([new TextEncoder().encode('%PDF-1.7\n%%EOF\n')], 'id.pdf', { type: 'application/pdf' }));
    const response = await t.app.request('/api/verification/documents', {
      method: 'POST',
      headers: { origin: TEST_ORIGIN, cookie: user.cookie },
      body: form,
    });
    expect(response.status).toBe(422);
    expect((await readJson<ApiError>(response)).issues).toEqual([{ path: ['kind'], message: CONTROL_CHARACTER_MESSAGE }]);
  });

  it('leaves uploads their own limit', async () => {
    const form = new FormData();
    form.append('file', new File([new Uint8Array(2 * 1024 * 1024)], 'foto.jpg', { type: 'image/jpeg' }));
    const response = await t.app.request('/api/me/avatar', {
      method: 'POST',
      headers: { origin: TEST_ORIGIN, cookie: user.cookie },
      body: form,
    });
    // Not 413: the 2 MB file reaches the image check, which refuses zeros as no image.
    expect(response.status).not.toBe(413);
    expect(response.status).toBeLessThan(500);
  });
});

describe('language of messages', () => {
  it("gives Zod's own messages in Dutch by default and in English when the client asks", async () => {
    const dutch = await t.request('/api/favorites', { cookie: user.cookie, body: [] });
    expect(dutch.status).toBe(422);
    const nl = await readJson<ApiError>(dutch);
    expect(nl.message).toBe('De invoer is ongeldig. Controleer de gemarkeerde velden.');
    expect(nl.issues?.[0]?.message).toMatch(/^Ongeldige invoer: verwacht object/);

    const english = await t.request('/api/favorites', {
      cookie: user.cookie,
      body: [],
      headers: { 'accept-language': 'en-GB,en;q=0.9' },
    });
    const en = await readJson<ApiError>(english);
    expect(en.message).toBe('The input is invalid. Check the marked fields.');
    expect(en.issues?.[0]?.message).toMatch(/^Invalid input: expected object/);
    expect(english.headers.get('vary')).toContain('Accept-Language');
  });

  it('translates our own and Better Auth messages to English, and keeps Dutch for a Dutch or unknown language', async () => {
    const signIn = (language: string) =>
      t.request('/api/auth/sign-in/email', {
        body: { email: user.email, password: 'fout-wachtwoord' },
        headers: { 'accept-language': language },
      });
    expect((await readJson<ApiError>(await signIn('en'))).message).toBe('Incorrect e-mail address or password.');
    expect((await readJson<ApiError>(await signIn('nl-NL,en;q=0.5'))).message).toBe('Onjuist e-mailadres of wachtwoord.');
    expect((await readJson<ApiError>(await signIn('fr-FR'))).message).toBe('Onjuist e-mailadres of wachtwoord.');
    const anonymous = await t.request('/api/me', { headers: { 'accept-language': 'en' } });
    expect((await readJson<ApiError>(anonymous)).message).toBe('You are not signed in. Sign in to continue.');
    const field = await t.request('/api/me/profile', {
      method: 'PATCH',
      cookie: user.cookie,
      body: { firstName: '', lastName: 'Jansen', username: 'sanne' },
      headers: { 'accept-language': 'en' },
    });
    expect((await readJson<ApiError>(field)).issues).toContainEqual({ path: ['firstName'], message: 'First name is required' });
  });

  it("puts Better Auth's English answer to a reset request in Dutch", async () => {
    const response = await t.request('/api/auth/request-password-reset', {
      body: { email: 'niemand@voorbeeld.nl', redirectTo: '/auth' },
    });
    const body = await readJson<{ message?: string }>(response);
    expect(response.status).toBeLessThan(500);
    expect(body.message ?? '').not.toMatch(/If this email exists/);
  });
});

describe('web links', () => {
  it('refuses a javascript: website for a venue and stores nothing', async () => {
    const { venue } = await createTestVenue(t.db, { tables: [{ seats: 4 }], ownerId: user.userId });
    const edit = await readJson<{ venue: Record<string, unknown> }>(
      await t.request(`/api/horeca/manage/venues/${venue.id}/edit`, { cookie: user.cookie }),
    );
    const response = await t.request(`/api/horeca/manage/venues/${venue.id}`, {
      method: 'PATCH',
      cookie: user.cookie,
      body: { ...edit.venue, website: 'javascript:alert(document.domain)//' },
    });
    expect(response.status).toBe(422);
    expect((await readJson<ApiError>(response)).issues).toEqual([
      { path: ['website'], message: 'Vul een volledig webadres in, beginnend met https:// of http://' },
    ]);
    const [row] = await t.db.select().from(venues).where(eq(venues.id, venue.id));
    expect(row?.website ?? null).toBeNull();
  });
});

describe('caching of session-bound answers', () => {
  it.each(['/api/me', '/api/me/mails', '/api/verification'])('%s is private, no-store', async (path) => {
    const response = await t.request(path, { cookie: user.cookie });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
  });

  it('marks a sign-in (Set-Cookie) and a 401 with a stale cookie, not an anonymous public read', async () => {
    const signIn = await t.signIn(user.email, user.password);
    expect(signIn.response.headers.get('cache-control')).toBe('private, no-store');
    const stale = await t.request('/api/me', { cookie: 'better-auth.session_token=verlopen' });
    expect(stale.headers.get('cache-control')).toBe('private, no-store');
    const anonymous = await t.request('/api/health');
    expect(anonymous.headers.get('cache-control')).toBeNull();
  });

  it("keeps a route's own caching", async () => {
    const response = await t.request('/api/docs/assets/swagger-ui.css', { cookie: user.cookie });
    expect(response.headers.get('cache-control')).toBe('public, max-age=86400');
  });
});
