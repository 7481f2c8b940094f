// Long file: the sign-up, sign-in, reset and session cases of one route family; each case is short.
import type { ApiError, Me } from '@platform/core';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailMessages, profiles, sessions, users, verifications } from '../../db/schema/index.ts';
import { buildSignUp } from '../../db/seed/factories.ts';
import { createTestApp, readJson, sessionCookie, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type ErrorBody = ApiError;
type SignUpAnswer = { token: string | null; user: Record<string, unknown> & { id: string } };

describe('sign-up', () => {
  it('creates the account, a session cookie, an unverified profile and the user role', async () => {
    const account = await t.signUp({ email: 'Sanne.Test@Voorbeeld.nl' });
    expect(account.cookie).toContain('better-auth.session_token=');
    const me = await t.request('/api/me', { cookie: account.cookie });
    expect(me.status).toBe(200);
    const body = await readJson<Me>(me);
    expect(body.user.email).toBe('sanne.test@voorbeeld.nl');
    expect(body.role).toBe('user');
    expect(body.profile).toMatchObject({
      username: 'sanne.test',
      firstName: account.firstName,
      lastName: account.lastName,
      birthDate: account.birthDate,
      ageVerified: false,
      verificationStatus: 'pending',
      accountStatus: 'pending_verification',
    });
  });

  it('sets the session cookie httpOnly', async () => {
    const input = buildSignUp();
    await t.request('/api/auth/sign-up/email', { body: input });
    await t.db.update(users).set({ emailVerified: true }).where(eq(users.email, input.email.toLowerCase()));
    const response = await t.request('/api/auth/sign-in/email', { body: { email: input.email, password: input.password } });
    const cookie = response.headers.getSetCookie().find((c) => c.startsWith('better-auth.session_token='));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
  });

  const today = new Date();
  const seventeen = `${today.getUTCFullYear() - 17}-01-01`;
  const cases: Array<[string, Record<string, unknown>, string, string]> = [
    ['a short password', { password: 'kort' }, 'password', 'Wachtwoord moet minimaal 8 tekens hebben'],
    ['a bad e-mail', { email: 'geen-email' }, 'email', 'Vul een geldig e-mailadres in'],
    ['someone under 18', { birthDate: seventeen }, 'birthDate', 'Je moet 18 jaar of ouder zijn om een account aan te maken'],
    ['a missing first name', { firstName: '' }, 'firstName', 'Voornaam is verplicht'],
    ['an impossible birth date', { birthDate: '2000-13-45' }, 'birthDate', 'Vul een geldige geboortedatum in'],
  ];
  it.each(cases)('refuses %s with a Dutch 422 and writes nothing', async (_label, override, field, message) => {
    const before = await t.countUsers();
    const response = await t.request('/api/auth/sign-up/email', { body: { ...buildSignUp(), ...override } });
    expect(response.status).toBe(422);
    const body = (await response.json()) as ErrorBody;
    expect(body.code).toBe('VALIDATION_ERROR');
    expect(body.requestId).toBeTruthy();
    expect(body.issues).toContainEqual({ path: [field], message });
    expect(await t.countUsers()).toBe(before);
  });

  it('answers a known address as a new one, changes nothing, and tells the holder by e-mail', async () => {
    const holder = await t.signUp();
    const fresh = await t.request('/api/auth/sign-up/email', { body: buildSignUp() });
    const before = await t.countUsers();
    const known = await t.request('/api/auth/sign-up/email', {
      body: buildSignUp({ email: holder.email.toUpperCase(), password: 'Ander-wachtwoord-9' }),
    });
    // Alike: the status, the shape of the body, and no session for either.
    expect(known.status).toBe(200);
    expect(fresh.status).toBe(200);
    const [freshBody, knownBody] = [await readJson<SignUpAnswer>(fresh), await readJson<SignUpAnswer>(known)];
    expect(knownBody.token).toBeNull();
    expect(freshBody.token).toBeNull();
    expect(Object.keys(knownBody.user).toSorted()).toEqual(Object.keys(freshBody.user).toSorted());
    expect(knownBody.user.id).not.toBe(holder.userId);
    expect(sessionCookie(known)).toBe('');
    expect(sessionCookie(fresh)).toBe('');
    expect(await t.countUsers()).toBe(before);

    await t.background.idle();
    const [mail] = await t.db.select().from(mailMessages).where(eq(mailMessages.to, holder.email));
    expect(mail).toMatchObject({
      kind: 'sign_up_attempt',
      userId: holder.userId,
      subject: 'Iemand probeerde een account te maken met je e-mailadres',
    });
    expect(mail?.text).toContain('Was jij dat? Log dan in, of stel je wachtwoord opnieuw in');
    // The attempt's password opens nothing; the holder's still works.
    expect((await t.signIn(holder.email, 'Ander-wachtwoord-9')).response.status).toBe(401);
    expect((await t.signIn(holder.email, holder.password)).response.status).toBe(200);
  });

  it('ignores fields a client may not set', async () => {
    const input = buildSignUp();
    const response = await t.request('/api/auth/sign-up/email', { body: { ...input, emailVerified: true, role: 'admin' } });
    expect(response.status).toBe(200);
    // `emailVerified: true` was ignored: the address still has to be confirmed (ADR 060).
    const unconfirmed = await t.signIn(input.email, input.password);
    expect(unconfirmed.response.status).toBe(403);
    expect((await readJson<ApiError>(unconfirmed.response)).code).toBe('EMAIL_NOT_VERIFIED');
    await t.db.update(users).set({ emailVerified: true }).where(eq(users.email, input.email.toLowerCase()));
    const me = await readJson<Me>(await t.request('/api/me', { cookie: (await t.signIn(input.email, input.password)).cookie }));
    expect(me.role).toBe('user');
  });
});

describe('sign-in and sign-out', () => {
  it('signs in with the right password and refuses a wrong one in Dutch', async () => {
    const account = await t.signUp();
    const wrong = await t.signIn(account.email, 'verkeerd-wachtwoord');
    expect(wrong.response.status).toBe(401);
    expect(((await wrong.response.json()) as ErrorBody).message).toBe('Onjuist e-mailadres of wachtwoord.');
    const right = await t.signIn(account.email, account.password);
    expect(right.response.status).toBe(200);
    expect((await t.request('/api/me', { cookie: right.cookie })).status).toBe(200);
  });

  it('ends the session on sign-out', async () => {
    const account = await t.signUp();
    const out = await t.request('/api/auth/sign-out', { body: {}, cookie: account.cookie });
    expect(out.status).toBe(200);
    expect((await t.request('/api/me', { cookie: account.cookie })).status).toBe(401);
    const left = await t.db.select().from(sessions).where(eq(sessions.userId, account.userId));
    expect(left).toHaveLength(0);
  });

  it('answers /api/me without a session with 401 in Dutch', async () => {
    const response = await t.request('/api/me');
    expect(response.status).toBe(401);
    expect(((await response.json()) as ErrorBody).message).toBe('Je bent niet ingelogd. Log in om verder te gaan.');
  });
});

describe('password change and other sessions', () => {
  const change = (cookie: string, body: unknown) => t.request('/api/auth/change-password', { cookie, body });

  it('checks the input in Dutch and refuses a wrong current password, changing nothing', async () => {
    const account = await t.signUp();
    const short = await change(account.cookie, { currentPassword: account.password, newPassword: 'kort' });
    expect(short.status).toBe(422);
    expect((await readJson<ErrorBody>(short)).issues?.[0]).toEqual({
      path: ['newPassword'],
      message: 'Wachtwoord moet minimaal 8 tekens hebben',
    });
    const same = await change(account.cookie, { currentPassword: account.password, newPassword: account.password });
    expect((await readJson<ErrorBody>(same)).issues?.[0]?.message).toBe('Kies een ander wachtwoord dan je huidige');
    const wrong = await change(account.cookie, { currentPassword: 'niet-mijn-wachtwoord', newPassword: 'Nieuw-wachtwoord-1' });
    expect(wrong.status).toBe(400);
    expect((await readJson<ErrorBody>(wrong)).message).toBe('Onjuist wachtwoord.');
    expect((await t.signIn(account.email, account.password)).response.status).toBe(200);
  });

  it('changes the password and ends the other sessions', async () => {
    const account = await t.signUp();
    const other = await t.signIn(account.email, account.password);
    const response = await change(account.cookie, {
      currentPassword: account.password,
      newPassword: 'Nieuw-wachtwoord-1',
      revokeOtherSessions: true,
    });
    expect(response.status).toBe(200);
    expect((await t.request('/api/me', { cookie: other.cookie })).status).toBe(401);
    expect((await t.signIn(account.email, account.password)).response.status).toBe(401);
    expect((await t.signIn(account.email, 'Nieuw-wachtwoord-1')).response.status).toBe(200);
  });

  it('signs out other sessions and keeps this one', async () => {
    const account = await t.signUp();
    const other = await t.signIn(account.email, account.password);
    const response = await t.request('/api/auth/revoke-other-sessions', { cookie: account.cookie, body: {} });
    expect(response.status).toBe(200);
    expect((await t.request('/api/me', { cookie: other.cookie })).status).toBe(401);
    expect((await t.request('/api/me', { cookie: account.cookie })).status).toBe(200);
  });

  it('lets the demo account change neither', async () => {
    const demo = await t.userWithRole('demo');
    const response = await change(demo.cookie, { currentPassword: demo.password, newPassword: 'Nieuw-wachtwoord-1' });
    expect(response.status).toBe(403);
    expect((await t.request('/api/auth/revoke-other-sessions', { cookie: demo.cookie, body: {} })).status).toBe(403);
  });
});

describe('password reset', () => {
  it('mails a link that leads to /auth with a token, and the token sets a new password', async () => {
    const account = await t.signUp();
    const requested = await t.request('/api/auth/request-password-reset', {
      body: { email: account.email, redirectTo: '/auth' },
    });
    expect(requested.status).toBe(200);
    await t.background.idle();
    // Recorded at once, delivered to the outbox by the send job.
    const [pending] = await t.db.select().from(mailMessages).where(eq(mailMessages.to, account.email));
    expect(pending).toMatchObject({ kind: 'password_reset', status: 'pending', userId: account.userId });
    await t.runJobs({ names: ['mail-send'] });
    const [mail] = await t.db.select().from(mailMessages).where(eq(mailMessages.to, account.email));
    expect(mail).toMatchObject({ kind: 'password_reset', status: 'outbox', userId: account.userId });
    const link = mail?.text.match(/http\S+/)?.[0];
    expect(link).toBeDefined();
    const follow = await t.request(new URL(link as string).pathname + new URL(link as string).search);
    expect(follow.status).toBe(302);
    const location = new URL(follow.headers.get('location') as string, 'http://localhost:3000');
    expect(location.pathname).toBe('/auth');
    const token = location.searchParams.get('token');
    expect(token).toBeTruthy();

    const reset = await t.request('/api/auth/reset-password', { body: { token, newPassword: 'Nieuw-wachtwoord-42' } });
    expect(reset.status).toBe(200);
    expect((await t.signIn(account.email, account.password)).response.status).toBe(401);
    expect((await t.signIn(account.email, 'Nieuw-wachtwoord-42')).response.status).toBe(200);
  });

  /** Asks a reset for the address and returns the token of the link it mailed. */
  async function resetToken(email: string): Promise<string> {
    const asked = await t.request('/api/auth/request-password-reset', { body: { email, redirectTo: '/auth' } });
    expect(asked.status).toBe(200);
    await t.background.idle();
    const [mail] = await t.db
      .select()
      .from(mailMessages)
      .where(eq(mailMessages.to, email))
      .orderBy(desc(mailMessages.createdAt))
      .limit(1);
    const token = mail?.text.match(/\/reset-password\/([^?\s]+)/)?.[1];
    if (!token) throw new Error('no reset link mailed');
    return token;
  }
  const resetWith = (token: string, newPassword: string) =>
    t.request('/api/auth/reset-password', { body: { token, newPassword } });
  const expiredLink = 'Deze link is ongeldig of verlopen. Vraag een nieuwe aan.';

  it('answers a known and an unknown address alike, before the mail is written', async () => {
    const account = await t.signUp();
    const mailsTo = (email: string) => t.db.select().from(mailMessages).where(eq(mailMessages.to, email));
    // Hold every mail until the answers are in: an answer that waited for its mail would never come.
    const send = t.mailer.send;
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    t.mailer.send = async (mail) => {
      await held;
      await send(mail);
    };
    try {
      const known = await t.request('/api/auth/request-password-reset', { body: { email: account.email, redirectTo: '/auth' } });
      const unknown = await t.request('/api/auth/request-password-reset', {
        body: { email: 'onbekend-adres@voorbeeld.nl', redirectTo: '/auth' },
      });
      expect(known.status).toBe(200);
      expect(unknown.status).toBe(200);
      expect(await known.json()).toEqual(await unknown.json());
      expect(await mailsTo(account.email)).toEqual([]);
    } finally {
      t.mailer.send = send;
      release();
    }
    await t.background.idle();
    expect(await mailsTo(account.email)).toHaveLength(1);
    expect(await mailsTo('onbekend-adres@voorbeeld.nl')).toEqual([]);
  });

  it('ends an older link when a newer one is issued', async () => {
    const account = await t.signUp();
    const first = await resetToken(account.email);
    const second = await resetToken(account.email);
    expect(second).not.toBe(first);
    const old = await resetWith(first, 'Nieuw-wachtwoord-51');
    expect(old.status).toBe(400);
    expect((await readJson<ErrorBody>(old)).message).toBe(expiredLink);
    expect((await t.signIn(account.email, account.password)).response.status).toBe(200);
    expect((await resetWith(second, 'Nieuw-wachtwoord-52')).status).toBe(200);
  });

  it('ends every other open link when the password is reset', async () => {
    const account = await t.signUp();
    const used = await resetToken(account.email);
    // A second open link, as one issued before this rule or in a race, is still in the table.
    await t.db.insert(verifications).values({
      id: 'oude-link',
      identifier: 'reset-password:oude-link-token',
      value: account.userId,
      expiresAt: new Date(Date.now() + 3_600_000),
    });
    expect((await resetWith(used, 'Nieuw-wachtwoord-53')).status).toBe(200);
    const again = await resetWith('oude-link-token', 'Nieuw-wachtwoord-54');
    expect(again.status).toBe(400);
    expect((await readJson<ErrorBody>(again)).message).toBe(expiredLink);
    expect((await t.signIn(account.email, 'Nieuw-wachtwoord-53')).response.status).toBe(200);
    const left = await t.db.select().from(verifications).where(eq(verifications.value, account.userId));
    expect(left).toEqual([]);
  });

  it('refuses an unknown token in Dutch', async () => {
    const reset = await t.request('/api/auth/reset-password', {
      body: { token: 'bestaat-niet', newPassword: 'Nieuw-wachtwoord-42' },
    });
    expect(reset.status).toBe(400);
    expect(((await reset.json()) as ErrorBody).message).toBe('Deze link is ongeldig of verlopen. Vraag een nieuwe aan.');
  });
});

describe('profiles', () => {
  it('creates the profile only once, however many sessions start', async () => {
    const account = await t.signUp();
    await t.signIn(account.email, account.password);
    await t.signIn(account.email, account.password);
    const rows = await t.db.select().from(profiles).where(eq(profiles.id, account.userId));
    expect(rows).toHaveLength(1);
  });
});
