import type { ApiError } from '@platform/core';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONFIRM_EMAIL_FIRST, VERIFICATION_MAILS_PER_HOUR } from '../../auth/email-verification.ts';
import { coffeeshopManagers, coffeeshops, mailMessages, users } from '../../db/schema/index.ts';
import { buildSignUp, insertEmployee, insertShop } from '../../db/seed/factories.ts';
import { createTestApp, readJson, sessionCookie, type TestApp } from '../../test/test-app.ts';
import { invite, tokenFromMail } from '../staff/staff-test-helpers.ts';

/* Sign-up proves an address only through the mailed link (ADR 060). */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const verificationMails = (email: string) =>
  t.db
    .select()
    .from(mailMessages)
    .where(and(eq(mailMessages.kind, 'email_verification'), eq(mailMessages.to, email.toLowerCase())))
    .orderBy(desc(mailMessages.createdAt));
const linkIn = (text: string | undefined) => /http\S+\/api\/auth\/verify-email\S+/.exec(text ?? '')?.[0] ?? '';
const isVerified = async (email: string) =>
  (await t.db.select({ v: users.emailVerified }).from(users).where(eq(users.email, email.toLowerCase())))[0]?.v;

async function signUpUnconfirmed() {
  const input = buildSignUp();
  expect((await t.request('/api/auth/sign-up/email', { body: input })).status).toBe(200);
  await t.background.idle();
  return input;
}

describe('confirming the address', () => {
  it('mails a link at sign-up (never in-app) and refuses sign-in until it is followed', async () => {
    const input = await signUpUnconfirmed();
    const [mail] = await verificationMails(input.email);
    expect(mail).toMatchObject({ subject: 'Bevestig je e-mailadres', userId: null });
    const link = linkIn(mail?.text);
    expect(link).toContain('callbackURL=%2Fauth%3Fbevestigd%3D1');
    const refused = await t.signIn(input.email, input.password);
    expect(refused.response.status).toBe(403);
    const body = await readJson<ApiError>(refused.response);
    expect(body).toMatchObject({
      code: 'EMAIL_NOT_VERIFIED',
      message: 'Bevestig eerst je e-mailadres met de link die we je hebben gemaild.',
    });
    expect(refused.cookie).toBe('');
    // A wrong password is told apart from nothing: it is simply wrong.
    expect((await t.signIn(input.email, 'Fout-wachtwoord-1')).response.status).toBe(401);

    const followed = await t.request(new URL(link).pathname + new URL(link).search);
    expect(followed.status).toBe(302);
    expect(followed.headers.get('location')).toBe('/auth?bevestigd=1');
    // Following the link confirms only: whoever else can read the link (an admin's outbox) gets no session.
    expect(sessionCookie(followed)).toBe('');
    expect(await isVerified(input.email)).toBe(true);
    expect((await t.signIn(input.email, input.password)).response.status).toBe(200);
  });

  it('sends a new link on "opnieuw sturen", at most a few an hour per address, and answers alike for any address', async () => {
    const input = await signUpUnconfirmed();
    const resend = (email: string) => t.request('/api/auth/send-verification-email', { body: { email } });
    expect((await resend(input.email)).status).toBe(200);
    await t.background.idle();
    expect(await verificationMails(input.email)).toHaveLength(2);
    for (let i = 0; i < VERIFICATION_MAILS_PER_HOUR; i++) expect((await resend(input.email)).status).toBe(200);
    await t.background.idle();
    expect(await verificationMails(input.email)).toHaveLength(VERIFICATION_MAILS_PER_HOUR);
    expect((await resend('niemand.bekend@voorbeeld.nl')).status).toBe(200);
    expect(await verificationMails('niemand.bekend@voorbeeld.nl')).toHaveLength(0);
    const bad = await resend('geen-adres');
    expect(bad.status).toBe(422);
    expect((await readJson<ApiError>(bad)).issues?.[0]).toEqual({ path: ['email'], message: 'Vul een geldig e-mailadres in' });
  });

  it('refuses a broken link, confirming nothing', async () => {
    const input = await signUpUnconfirmed();
    const broken = await t.request('/api/auth/verify-email?token=kapot&callbackURL=%2Fauth%3Fbevestigd%3D1');
    expect(broken.status).toBe(302);
    expect(broken.headers.get('location')).toBe('/auth?bevestigd=1&error=INVALID_TOKEN');
    expect(sessionCookie(broken)).toBe('');
    expect(await isVerified(input.email)).toBe(false);
  });
});

describe('what is matched by e-mail reaches only a confirmed address', () => {
  it('keeps a staff invitation out of an unconfirmed account’s in-app mailbox and refuses its accept', async () => {
    const owner = await t.signUp();
    const shop = await insertShop(t.db, { ownerId: owner.userId });
    // An older session of an account that never confirmed its address (from before ADR 060).
    const squatter = await t.signUp({}, { emailVerified: false });
    expect((await invite(t, owner.cookie, 'coffeeshop', shop.id, { email: squatter.email, permissions: ['menu'] })).status).toBe(
      201,
    );
    const [sent] = await t.db
      .select()
      .from(mailMessages)
      .where(and(eq(mailMessages.kind, 'staff_invitation'), eq(mailMessages.to, squatter.email.toLowerCase())));
    expect(sent?.userId).toBeNull();
    const token = await tokenFromMail(t, squatter.email.toLowerCase());
    const accept = await t.request(`/api/invitations/${token}/accept`, { cookie: squatter.cookie, method: 'POST' });
    expect(accept.status).toBe(403);
    expect((await readJson<ApiError>(accept)).message).toBe(CONFIRM_EMAIL_FIRST);
    expect(await t.db.select().from(coffeeshopManagers).where(eq(coffeeshopManagers.userId, squatter.userId))).toEqual([]);

    const confirmed = await t.signUp();
    await invite(t, owner.cookie, 'coffeeshop', shop.id, { email: confirmed.email, permissions: ['menu'] });
    const [inApp] = await t.db
      .select()
      .from(mailMessages)
      .where(and(eq(mailMessages.kind, 'staff_invitation'), eq(mailMessages.to, confirmed.email.toLowerCase())));
    expect(inApp?.userId).toBe(confirmed.userId);
  });

  it('mails a roster to an unconfirmed account’s address only, not into its in-app mailbox', async () => {
    const owner = await t.signUp();
    const shop = await insertShop(t.db, { ownerId: owner.userId });
    const squatter = await t.signUp({}, { emailVerified: false });
    const employee = await insertEmployee(t.db, {
      placeKind: 'coffeeshop',
      placeId: shop.id,
      email: squatter.email.toLowerCase(),
    });
    const week = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
    const base = `/api/staff-planner/places/coffeeshop/${shop.id}`;
    await t.request(`${base}/shifts`, {
      cookie: owner.cookie,
      body: { employeeId: employee.id, start: `${week}T12:00`, end: `${week}T16:00` },
    });
    expect((await t.request(`${base}/publish`, { cookie: owner.cookie, body: { week } })).status).toBe(200);
    const [roster] = await t.db
      .select()
      .from(mailMessages)
      .where(and(eq(mailMessages.kind, 'staff_roster'), eq(mailMessages.to, squatter.email.toLowerCase())));
    expect(roster).toBeDefined();
    expect(roster?.userId).toBeNull();
  });

  it('lets an admin give a new place only to an account that confirmed its address', async () => {
    const admin = await t.userWithRole('admin');
    const squatter = await t.signUp({}, { emailVerified: false });
    const place = {
      name: 'De Onbevestigde',
      address: 'Oudegracht 14',
      postcode: '3511 AP',
      plaats: 'Utrecht',
      province: 'Utrecht',
      latitude: 52.09,
      longitude: 5.12,
      openingHours: { ma: [], di: [], wo: [], do: [], vr: [{ open: '10:00', close: '23:00' }], za: [], zo: [] },
    };
    const refused = await t.request('/api/admin/coffeeshops', {
      cookie: admin.cookie,
      body: { ...place, ownerEmail: squatter.email },
    });
    expect(refused.status).toBe(422);
    expect((await readJson<ApiError>(refused)).issues?.[0]).toEqual({
      path: ['ownerEmail'],
      message: 'Dit account heeft zijn e-mailadres nog niet bevestigd',
    });
    expect(await t.db.select().from(coffeeshops).where(eq(coffeeshops.name, 'De Onbevestigde'))).toEqual([]);
  });
});

describe('during maintenance (ADR 058)', () => {
  it('answers the confirmation link with the notice as a page and confirms nothing; the link works once lifted', async () => {
    const input = await signUpUnconfirmed();
    const link = new URL(linkIn((await verificationMails(input.email))[0]?.text));
    const superadmin = await t.userWithRole('superadmin');
    const notice = 'Vanavond tussen 22:00 en 23:00 werken we aan het platform. Tot zo!';
    const settings = (body: Record<string, unknown>) =>
      t.request('/api/admin/settings', { method: 'PUT', cookie: superadmin.cookie, body });
    expect((await settings({ maintenanceEnabled: true, maintenanceMessage: notice })).status).toBe(200);
    try {
      const refused = await t.request(link.pathname + link.search);
      expect(refused.status).toBe(503);
      expect(refused.headers.get('content-type')).toContain('text/html');
      expect(await refused.text()).toContain(notice);
      expect(await isVerified(input.email)).toBe(false);
    } finally {
      expect((await settings({ maintenanceEnabled: false })).status).toBe(200);
    }
    expect((await t.request(link.pathname + link.search)).status).toBe(302);
    expect(await isVerified(input.email)).toBe(true);
  });
});
