import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { partnerInvitations } from '../../db/schema/index.ts';
import { createTestApp, readJson, type TestApp } from '../../test/test-app.ts';
import { MEMBER_INVITATIONS_PER_DAY } from './partner-dashboard.service.ts';
import { partnerWithMember } from './partners-test-helpers.ts';

let t: TestApp;
let admin: Awaited<ReturnType<TestApp['userWithRole']>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.userWithRole('admin');
});
afterAll(() => t.close());

describe('partner routes by role', () => {
  it('answers anonymous 401, other users 403 and members and admins 2xx on every dashboard route', async () => {
    const { partner, member } = await partnerWithMember(t, admin);
    const stranger = await t.signUp();
    const base = `/api/partner-dashboard/${partner.id}`;
    const routes: Array<{ path: string; method?: string; body?: unknown; ok: number }> = [
      { path: base, ok: 200 },
      { path: `${base}/members`, ok: 200 },
      { path: `${base}/services`, body: { title: 'Advies', description: 'Een uur advies.', priceText: '' }, ok: 201 },
    ];
    for (const route of routes) {
      const call = (cookie?: string) => t.request(route.path, { cookie, method: route.method, body: route.body });
      expect((await call()).status, route.path).toBe(401);
      expect((await call(stranger.cookie)).status, route.path).toBe(403);
      expect((await call(member.cookie)).status, route.path).toBe(route.ok);
      expect((await call(admin.cookie)).status, route.path).toBe(route.ok);
    }
    expect((await t.request('/api/partner-dashboard')).status).toBe(401);
  });

  it('keeps the admin routes to admins and answers an unknown partner or status in Dutch', async () => {
    const { partner, member } = await partnerWithMember(t, admin);
    const status = (id: string, cookie?: string, body: unknown = { status: 'approved' }) =>
      t.request(`/api/admin/partners/${id}/status`, { cookie, method: 'PUT', body });
    expect((await status(partner.id)).status).toBe(401);
    expect((await status(partner.id, member.cookie)).status).toBe(403);
    expect((await t.request('/api/admin/partners', { cookie: member.cookie })).status).toBe(403);
    expect((await status('00000000-0000-4000-8000-000000000000', admin.cookie)).status).toBe(404);
    const bad = await status(partner.id, admin.cookie, { status: 'pending' });
    expect(bad.status).toBe(422);
    expect(((await bad.json()) as { issues: Array<{ message: string }> }).issues[0]?.message).toBe(
      'Kies goedkeuren of offline halen',
    );
  });
});

describe('member invitations', () => {
  it('allow a partner a day’s allowance of invitations, then refuse in Dutch and send nothing more', async () => {
    const { partner, member } = await partnerWithMember(t, admin);
    const invite = (n: number) =>
      t.request(`/api/partner-dashboard/${partner.id}/invitations`, {
        cookie: member.cookie,
        body: { email: `collega.${n}.${partner.id.slice(0, 8)}@voorbeeld.nl` },
      });
    for (let n = 1; n <= MEMBER_INVITATIONS_PER_DAY; n++) expect((await invite(n)).status).toBe(201);
    const refused = await invite(MEMBER_INVITATIONS_PER_DAY + 1);
    expect(refused.status).toBe(429);
    expect((await readJson<{ message: string }>(refused)).message).toBe(
      `Er zijn vandaag al ${MEMBER_INVITATIONS_PER_DAY} uitnodigingen verstuurd voor deze partner. Probeer het morgen opnieuw.`,
    );
    const stored = await t.db.select().from(partnerInvitations).where(eq(partnerInvitations.partnerId, partner.id));
    // The first member's own (accepted) invitation, and the day's allowance.
    expect(stored).toHaveLength(MEMBER_INVITATIONS_PER_DAY + 1);
  });
});
