import type { ApiError, Application, AuditPage, ReviewItem } from '@platform/core';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coffeeshops, mailMessages, placeApplications } from '../../db/schema/index.ts';
import { insertShop } from '../../db/seed/factories.ts';
import { createTestApp, readJson, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const DAY = [{ open: '10:00', close: '23:00' }];
let kvk = 50000000;

/** A new applicant with a complete, submitted application for a shop in Lelystad. */
async function submitted(name: string, options: { kvkNumber?: string; houseNumber?: string } = {}) {
  const user = await t.signUp();
  const steps = [
    { step: 'business', name, kvkNumber: options.kvkNumber ?? String(kvk++) },
    { step: 'address', street: 'Agorabaan', houseNumber: options.houseNumber ?? '7', postcode: '8224 JR' },
    { step: 'contact', phone: '0320 654321', email: 'info@voorbeeld.nl' },
    { step: 'hours', openingHours: { ma: DAY, di: DAY, wo: DAY, do: DAY, vr: DAY, za: DAY, zo: [] } },
    { step: 'licence', licenceNumber: 'LS-2026-7' },
    { step: 'rules', residentsOnly: false, wietexperiment: true },
  ];
  for (const body of steps) {
    expect((await t.request('/api/onboarding/coffeeshop', { method: 'PUT', cookie: user.cookie, body })).status).toBe(200);
  }
  const response = await t.request('/api/onboarding/coffeeshop/submit', { method: 'POST', cookie: user.cookie });
  expect(response.status).toBe(200);
  return { user, application: await readJson<Application>(response) };
}

const decide = (cookie: string | undefined, id: string, body: unknown) =>
  t.request(`/api/admin/onboarding/${id}/decision`, { cookie, body });

async function mailsTo(userId: string) {
  return t.db
    .select()
    .from(mailMessages)
    .where(and(eq(mailMessages.userId, userId), eq(mailMessages.kind, 'onboarding_outcome')));
}

describe('reviewing applications', () => {
  it('approves: the shop goes live in its town with its hours, owned by the applicant; mailed and audited', async () => {
    const admin = await t.userWithRole('admin');
    const { user, application } = await submitted('Coffeeshop Batavia');
    const queue = await readJson<ReviewItem[]>(await t.request('/api/admin/onboarding', { cookie: admin.cookie }));
    expect(queue.find((item) => item.id === application.id)).toMatchObject({
      applicant: { id: user.userId },
      duplicates: [],
    });
    const response = await decide(admin.cookie, application.id, { decision: 'approve' });
    expect(response.status).toBe(200);
    const approved = await readJson<Application>(response);
    expect(approved).toMatchObject({ status: 'approved', place: { plaatsSlug: 'lelystad', slug: 'coffeeshop-batavia' } });
    const [shop] = await t.db.select().from(coffeeshops).where(eq(coffeeshops.slug, 'coffeeshop-batavia'));
    expect(shop).toMatchObject({ ownerId: user.userId, active: true, menuVisibility: 'in_store', wietexperiment: true });
    expect(shop?.openingHours.ma).toEqual(DAY);
    expect((await t.request('/api/coffeeshops/lelystad/coffeeshop-batavia')).status).toBe(200);
    expect((await mailsTo(user.userId)).map((mail) => mail.subject)).toEqual([
      'Je aanmelding van Coffeeshop Batavia is goedgekeurd',
    ]);
    const superadmin = await t.userWithRole('superadmin');
    const audit = await readJson<AuditPage>(await t.request('/api/admin/audit', { cookie: superadmin.cookie }));
    expect(audit.items.find((row) => row.action === 'onboarding.approve' && row.targetId === application.id)).toMatchObject({
      actor: { id: admin.userId },
      subject: { name: 'Coffeeshop Batavia' },
    });
    const again = await decide(admin.cookie, application.id, { decision: 'reject', note: 'Toch niet' });
    expect(again.status).toBe(409);
  });

  it('asks for changes with a note; the applicant edits and submits again', async () => {
    const admin = await t.userWithRole('admin');
    const { user, application } = await submitted('De Polderbloem');
    const noNote = await decide(admin.cookie, application.id, { decision: 'changes' });
    expect(noNote.status).toBe(422);
    expect((await readJson<ApiError>(noNote)).issues?.[0]?.message).toBe(
      'Schrijf de aanvrager wat er moet veranderen of waarom je afwijst',
    );
    const changes = await decide(admin.cookie, application.id, {
      decision: 'changes',
      note: 'Vul het juiste vergunningnummer in.',
    });
    expect(await readJson<Application>(changes)).toMatchObject({
      status: 'changes_requested',
      reviewNote: 'Vul het juiste vergunningnummer in.',
    });
    expect((await mailsTo(user.userId))[0]?.text).toContain('Vul het juiste vergunningnummer in.');
    const edit = await t.request('/api/onboarding/coffeeshop', {
      method: 'PUT',
      cookie: user.cookie,
      body: { step: 'licence', licenceNumber: 'LS-2026-8' },
    });
    expect(await readJson<Application>(edit)).toMatchObject({ id: application.id, status: 'changes_requested' });
    const resubmitted = await t.request('/api/onboarding/coffeeshop/submit', { method: 'POST', cookie: user.cookie });
    expect(await readJson<Application>(resubmitted)).toMatchObject({ id: application.id, status: 'submitted' });
  });

  it('rejects with a reason; the applicant may start again', async () => {
    const admin = await t.userWithRole('admin');
    const { user, application } = await submitted('Het Dijkhuis');
    const rejected = await decide(admin.cookie, application.id, { decision: 'reject', note: 'Geen gedoogbeschikking gevonden.' });
    expect(await readJson<Application>(rejected)).toMatchObject({ status: 'rejected' });
    expect((await mailsTo(user.userId))[0]?.subject).toBe('Je aanmelding van Het Dijkhuis is afgewezen');
    const fresh = await t.request('/api/onboarding/coffeeshop', {
      method: 'PUT',
      cookie: user.cookie,
      body: { step: 'business', name: 'Het Dijkhuis 2', kvkNumber: '61111111' },
    });
    expect(await readJson<Application>(fresh)).toMatchObject({ status: 'draft' });
    expect(await t.db.select().from(coffeeshops).where(eq(coffeeshops.slug, 'het-dijkhuis'))).toHaveLength(0);
  });

  it('flags duplicates and refuses a second shop with a KvK number already live, storing nothing', async () => {
    const admin = await t.userWithRole('admin');
    const first = await submitted('Lelie', { kvkNumber: '70000001' });
    const twin = await submitted('Lelie', { kvkNumber: '70000001' });
    const queue = await readJson<ReviewItem[]>(await t.request('/api/admin/onboarding', { cookie: admin.cookie }));
    expect(queue.find((item) => item.id === twin.application.id)?.duplicates).toEqual(['same_kvk', 'same_name_address']);
    expect((await decide(admin.cookie, first.application.id, { decision: 'approve' })).status).toBe(200);
    const duplicate = await decide(admin.cookie, twin.application.id, { decision: 'approve' });
    expect(duplicate.status).toBe(409);
    expect((await readJson<ApiError>(duplicate)).message).toBe('Er staat al een coffeeshop met dit KvK-nummer op het platform.');
    const [row] = await t.db.select().from(placeApplications).where(eq(placeApplications.id, twin.application.id));
    expect(row?.status).toBe('submitted');
    expect(await mailsTo(twin.user.userId)).toHaveLength(0);
  });

  it('grants a claim, and flags and refuses a claim of a shop that found an owner meanwhile', async () => {
    const admin = await t.userWithRole('admin');
    const claimant = await t.signUp();
    const shop = await insertShop(t.db, { name: 'Wachtend', plaats: 'Zwolle', plaatsSlug: 'zwolle' });
    const body = { coffeeshopId: shop.id, kvkNumber: '80000001', phone: '038 1234567' };
    const claim = await readJson<Application>(
      await t.request('/api/onboarding/coffeeshop/claim', { cookie: claimant.cookie, body }),
    );
    const rival = await t.signUp();
    const rivalClaim = await readJson<Application>(
      await t.request('/api/onboarding/coffeeshop/claim', { cookie: rival.cookie, body: { ...body, kvkNumber: '80000002' } }),
    );
    expect((await decide(admin.cookie, claim.id, { decision: 'approve' })).status).toBe(200);
    const [owned] = await t.db.select().from(coffeeshops).where(eq(coffeeshops.id, shop.id));
    expect(owned?.ownerId).toBe(claimant.userId);
    const queue = await readJson<ReviewItem[]>(await t.request('/api/admin/onboarding', { cookie: admin.cookie }));
    expect(queue.find((item) => item.id === rivalClaim.id)?.duplicates).toEqual(['claimed_shop_has_owner']);
    const refused = await decide(admin.cookie, rivalClaim.id, { decision: 'approve' });
    expect(refused.status).toBe(409);
    expect((await readJson<ApiError>(refused)).message).toBe('Deze coffeeshop heeft al een eigenaar.');
  });

  it('is for admins only', async () => {
    const { application } = await submitted('Alleen Admins');
    const user = await t.signUp();
    const demo = await t.userWithRole('demo');
    expect((await t.request('/api/admin/onboarding')).status).toBe(401);
    expect((await t.request('/api/admin/onboarding', { cookie: user.cookie })).status).toBe(403);
    expect((await t.request('/api/admin/onboarding', { cookie: demo.cookie })).status).toBe(403);
    expect((await decide(undefined, application.id, { decision: 'approve' })).status).toBe(401);
    expect((await decide(user.cookie, application.id, { decision: 'approve' })).status).toBe(403);
    expect((await decide(demo.cookie, application.id, { decision: 'approve' })).status).toBe(403);
    const admin = await t.userWithRole('admin');
    expect((await decide(admin.cookie, '00000000-0000-4000-8000-000000000000', { decision: 'approve' })).status).toBe(404);
    const [row] = await t.db.select().from(placeApplications).where(eq(placeApplications.id, application.id));
    expect(row?.status).toBe('submitted');
  });
});
