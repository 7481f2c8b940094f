import type { AdminUser, ApiError, AuditPage, UserPage } from '@platform/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findRole } from '../../auth/profiles.ts';
import { profiles, sessions, userRoles } from '../../db/schema/index.ts';
import { createTestApp, readJson, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let admin: Awaited<ReturnType<TestApp['userWithRole']>>;
let superadmin: Awaited<ReturnType<TestApp['userWithRole']>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.userWithRole('admin');
  superadmin = await t.userWithRole('superadmin');
});
afterAll(() => t.close());

const setRole = (cookie: string, userId: string, role: string) =>
  t.request(`/api/admin/users/${userId}/role`, { cookie, body: { role } });
const setStatus = (cookie: string, userId: string, body: unknown) =>
  t.request(`/api/admin/users/${userId}/status`, { cookie, body });

describe('user management', () => {
  it('lists, searches and filters users for admins', async () => {
    const user = await t.signUp({ firstName: 'Zoekbare', lastName: 'Gebruiker' });
    const found = await readJson<UserPage>(await t.request('/api/admin/users?q=zoekbare', { cookie: admin.cookie }));
    expect(found.items.map((item) => item.id)).toEqual([user.userId]);
    expect(found.items[0]).toMatchObject({ role: 'user', accountStatus: 'pending_verification' });
    const admins = await readJson<UserPage>(await t.request('/api/admin/users?role=admin', { cookie: admin.cookie }));
    expect(admins.items.every((item) => item.role === 'admin')).toBe(true);
    expect(admins.items.map((item) => item.id)).toContain(admin.userId);
    const bad = await t.request('/api/admin/users?role=koning', { cookie: admin.cookie });
    expect(bad.status).toBe(422);
    expect((await readJson<ApiError>(bad)).issues?.[0]?.message).toBe('Onbekende rol');
  });

  it('lets an admin change a user to demo, but only a superadmin grants admin', async () => {
    const user = await t.signUp();
    expect((await setRole(admin.cookie, user.userId, 'demo')).status).toBe(200);
    expect(await findRole(t.db, user.userId)).toBe('demo');
    const refused = await setRole(admin.cookie, user.userId, 'admin');
    expect(refused.status).toBe(403);
    expect((await readJson<ApiError>(refused)).message).toBe('Alleen een superadmin kan iemand admin of superadmin maken.');
    expect(await findRole(t.db, user.userId)).toBe('demo');
    const granted = await setRole(superadmin.cookie, user.userId, 'admin');
    expect((await readJson<AdminUser>(granted)).role).toBe('admin');
    // History stays: every change is a new row.
    expect((await t.db.select().from(userRoles).where(eq(userRoles.userId, user.userId))).length).toBe(3);
    // An admin cannot touch another admin, nor themselves.
    expect((await setRole(admin.cookie, user.userId, 'user')).status).toBe(403);
    expect((await setStatus(admin.cookie, admin.userId, { status: 'suspended', reason: 'x' })).status).toBe(403);
  });

  it('suspends with a reason: all sessions end and sign-in shows the reason', async () => {
    const user = await t.signUp();
    expect((await t.request('/api/me', { cookie: user.cookie })).status).toBe(200);
    const missing = await setStatus(admin.cookie, user.userId, { status: 'suspended' });
    expect(missing.status).toBe(422);
    expect((await readJson<ApiError>(missing)).issues?.[0]?.message).toBe('Geef een reden op: de gebruiker krijgt die te zien');
    const suspended = await setStatus(admin.cookie, user.userId, { status: 'suspended', reason: 'Herhaalde spam' });
    expect((await readJson<AdminUser>(suspended)).accountStatus).toBe('suspended');
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, user.userId))).toEqual([]);
    expect((await t.request('/api/me', { cookie: user.cookie })).status).toBe(401);
    const signIn = await t.signIn(user.email, user.password);
    expect(signIn.response.status).toBe(403);
    expect((await readJson<ApiError>(signIn.response)).message).toBe('Je account is geschorst. Reden: Herhaalde spam');
    // Reinstated: signing in works again.
    expect((await setStatus(admin.cookie, user.userId, { status: 'active' })).status).toBe(200);
    const [profile] = await t.db.select().from(profiles).where(eq(profiles.id, user.userId));
    expect(profile).toMatchObject({ accountStatus: 'pending_verification', statusReason: null });
    expect((await t.signIn(user.email, user.password)).response.status).toBe(200);
  });

  it('bans with a reason shown at sign-in', async () => {
    const user = await t.signUp();
    await setStatus(superadmin.cookie, user.userId, { status: 'banned', reason: 'Fraude' });
    const signIn = await t.signIn(user.email, user.password);
    expect((await readJson<ApiError>(signIn.response)).message).toBe('Je account is verbannen. Reden: Fraude');
  });

  it('refuses users, demo and anonymous on every route', async () => {
    const user = await t.userWithRole('user', { verified: true });
    const demo = await t.userWithRole('demo');
    for (const cookie of [user.cookie, demo.cookie]) {
      expect((await t.request('/api/admin/users', { cookie })).status).toBe(403);
      expect((await t.request('/api/admin/admins', { cookie })).status).toBe(403);
      expect((await t.request('/api/admin/audit', { cookie })).status).toBe(403);
      expect((await setRole(cookie, admin.userId, 'user')).status).toBe(403);
      expect((await setStatus(cookie, admin.userId, { status: 'banned', reason: 'x' })).status).toBe(403);
    }
    expect((await t.request('/api/admin/users')).status).toBe(401);
    expect((await setRole('', admin.userId, 'user')).status).toBe(401);
    expect(await findRole(t.db, admin.userId)).toBe('admin');
  });

  it('keeps the admins list and the audit log for superadmins, with every admin action', async () => {
    expect((await t.request('/api/admin/admins', { cookie: admin.cookie })).status).toBe(403);
    expect((await t.request('/api/admin/audit', { cookie: admin.cookie })).status).toBe(403);
    const admins = await readJson<AdminUser[]>(await t.request('/api/admin/admins', { cookie: superadmin.cookie }));
    expect(admins.map((item) => item.id)).toEqual(expect.arrayContaining([admin.userId, superadmin.userId]));
    const audit = await readJson<AuditPage>(await t.request('/api/admin/audit', { cookie: superadmin.cookie }));
    const actions = audit.items.map((item) => item.action);
    expect(actions).toContain('user.role');
    expect(actions).toContain('user.status');
    expect(audit.items.find((item) => item.action === 'user.status')?.actor.email).toBeTruthy();
  });
});
