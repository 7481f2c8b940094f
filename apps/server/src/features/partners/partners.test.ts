// Long file: one story (invite, accept, fill, approve, show) whose cases share the admin and its partners.
import type {
  AdminPartner,
  ApiError,
  ManagedPartner,
  PartnerInvitationPreview,
  PartnerPage,
  PartnerService,
  PartnerServicePage,
  PartnerSummary,
} from '@platform/core';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, partnerInvitations, partnerMembers, partners } from '../../db/schema/index.ts';
import { createTestApp, readJson, TEST_ORIGIN, type TestApp } from '../../test/test-app.ts';
import { approve, partnerTokenFromMail, partnerWithMember } from './partners-test-helpers.ts';

let t: TestApp;
let admin: Awaited<ReturnType<TestApp['userWithRole']>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.userWithRole('admin');
});
afterAll(() => t.close());

const message = async (response: Response) => (await readJson<ApiError>(response)).message;
const dashboard = (id: string) => `/api/partner-dashboard/${id}`;
const membersOf = (partnerId: string) => t.db.select().from(partnerMembers).where(eq(partnerMembers.partnerId, partnerId));
const PROFILE = {
  name: 'Kassa Noord',
  kind: 'kassasysteem',
  description: 'Kassasystemen voor horeca en coffeeshops.',
  website: 'https://kassanoord.nl',
  contactEmail: 'info@kassanoord.nl',
  contactPhone: '020 123 4567',
  region: 'Noord-Holland',
};

describe('admins invite a partner', () => {
  it('refuses anonymous visitors and users, and a partner without a name, storing nothing', async () => {
    const before = (await t.db.select().from(partners)).length;
    const body = { name: 'Beveiliging BV', kind: 'beveiliging', email: 'a@voorbeeld.nl' };
    expect((await t.request('/api/admin/partners', { body })).status).toBe(401);
    const user = await t.signUp();
    expect((await t.request('/api/admin/partners', { cookie: user.cookie, body })).status).toBe(403);
    const bad = await t.request('/api/admin/partners', { cookie: admin.cookie, body: { ...body, name: ' ' } });
    expect(bad.status).toBe(422);
    expect((await readJson<ApiError>(bad)).issues?.[0]?.message).toBe('Naam is verplicht');
    expect((await t.db.select().from(partners)).length).toBe(before);
  });

  it('creates a pending partner, mails the link (secret) and audits; the invitee accepts once', async () => {
    const invitee = await t.signUp();
    const response = await t.request('/api/admin/partners', {
      cookie: admin.cookie,
      body: { name: 'Schermen & Co', kind: 'schermen', email: invitee.email },
    });
    expect(response.status).toBe(201);
    const partner = await readJson<AdminPartner>(response);
    expect(partner).toMatchObject({ name: 'Schermen & Co', slug: 'schermen-co', status: 'pending', openInvitations: 1 });
    const token = await partnerTokenFromMail(t, invitee.email);
    const [stored] = await t.db.select().from(partnerInvitations).where(eq(partnerInvitations.partnerId, partner.id));
    expect(stored?.tokenHash).not.toContain(token);
    const audits = await t.db.select().from(auditLog).where(eq(auditLog.targetId, partner.id));
    expect(audits.map((row) => row.action)).toEqual(['partner.invite']);

    const preview = await t.request(`/api/partner-invitations/${token}`);
    expect(await readJson<PartnerInvitationPreview>(preview)).toMatchObject({ partnerName: 'Schermen & Co' });
    const accept = (cookie?: string) => t.request(`/api/partner-invitations/${token}/accept`, { cookie, method: 'POST' });
    expect((await accept()).status).toBe(401);
    const other = await t.signUp();
    const wrong = await accept(other.cookie);
    expect(wrong.status).toBe(403);
    expect(await message(wrong)).toBe(
      'Deze uitnodiging is voor een ander e-mailadres. Log in met het adres waarop je de uitnodiging kreeg.',
    );
    expect((await accept(invitee.cookie)).status).toBe(200);
    expect((await membersOf(partner.id)).map((row) => row.userId)).toEqual([invitee.userId]);
    const reused = await accept(invitee.cookie);
    expect(reused.status).toBe(409);
    expect(await message(reused)).toBe('Deze uitnodiging is al gebruikt.');
    // Not public before approval.
    expect((await t.request(`/api/partners/${partner.slug}`)).status).toBe(404);
  });

  it('refuses an expired invitation in Dutch and adds no member', async () => {
    const invitee = await t.signUp();
    const response = await t.request('/api/admin/partners', {
      cookie: admin.cookie,
      body: { name: 'Accountants Oost', kind: 'accountant', email: invitee.email },
    });
    const partner = await readJson<AdminPartner>(response);
    const token = await partnerTokenFromMail(t, invitee.email);
    await t.db
      .update(partnerInvitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(partnerInvitations.partnerId, partner.id));
    const expired = await t.request(`/api/partner-invitations/${token}/accept`, { cookie: invitee.cookie, method: 'POST' });
    expect(expired.status).toBe(409);
    expect(await message(expired)).toBe('Deze uitnodiging is verlopen. Vraag om een nieuwe uitnodiging.');
    expect(await membersOf(partner.id)).toEqual([]);
    expect((await t.request('/api/partner-invitations/onbekend-token-dat-niet-bestaat')).status).toBe(404);
  });
});

describe('the partner dashboard', () => {
  it('lets members and admins edit the page; others get 401/403, an unknown partner 404', async () => {
    const { partner, member } = await partnerWithMember(t, admin);
    const mine = await t.request('/api/partner-dashboard', { cookie: member.cookie });
    expect((await readJson<Array<{ id: string }>>(mine)).map((row) => row.id)).toEqual([partner.id]);

    expect((await t.request(dashboard(partner.id))).status).toBe(401);
    const stranger = await t.signUp();
    const refused = await t.request(dashboard(partner.id), { cookie: stranger.cookie, method: 'PUT', body: PROFILE });
    expect(refused.status).toBe(403);
    expect(await message(refused)).toBe('Je beheert deze partner niet.');
    const unknown = await t.request(dashboard('00000000-0000-4000-8000-000000000000'), { cookie: member.cookie });
    expect(unknown.status).toBe(404);
    expect(await message(unknown)).toBe('Deze partner bestaat niet.');

    const saved = await t.request(dashboard(partner.id), { cookie: member.cookie, method: 'PUT', body: PROFILE });
    expect(saved.status).toBe(200);
    expect(await readJson<ManagedPartner>(saved)).toMatchObject({ ...PROFILE, status: 'pending', slug: partner.slug });
    const byAdmin = await t.request(dashboard(partner.id), {
      cookie: admin.cookie,
      method: 'PUT',
      body: { ...PROFILE, region: 'Utrecht' },
    });
    expect(byAdmin.status).toBe(200);

    const bad = await t.request(dashboard(partner.id), {
      cookie: member.cookie,
      method: 'PUT',
      body: { ...PROFILE, name: 'Nieuwe naam', website: 'javascript:alert(1)' },
    });
    expect(bad.status).toBe(422);
    const [row] = await t.db.select().from(partners).where(eq(partners.id, partner.id));
    expect(row?.name).toBe('Kassa Noord');
  });

  it('stores a logo through the image pipeline and refuses a file that is no image', async () => {
    const { partner, member } = await partnerWithMember(t, admin);
    const png = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#2a7' } })
      .png()
      .toBuffer();
    const upload = (body: Uint8Array, cookie?: string) => {
      const form = new FormData();
      form.append('file', new File([body], 'logo.png', { type: 'image/png' }));
      return t.app.request(`${dashboard(partner.id)}/logo`, {
        method: 'POST',
        body: form,
        headers: { origin: TEST_ORIGIN, ...(cookie ? { cookie } : {}) },
      });
    };
    expect((await upload(new Uint8Array(png))).status).toBe(401);
    const stored = await upload(new Uint8Array(png), member.cookie);
    expect(stored.status).toBe(201);
    const { url } = await readJson<{ url: string }>(stored);
    expect((await t.request(url)).status).toBe(200);
    expect((await upload(new TextEncoder().encode('geen afbeelding'), member.cookie)).status).toBe(415);
    const [row] = await t.db.select().from(partners).where(eq(partners.id, partner.id));
    expect(row?.logoUrl).toBe(url);
  });

  it('keeps services, and members invite colleagues (one open invitation per address)', async () => {
    const { partner, member } = await partnerWithMember(t, admin);
    const service = { title: 'Kassa-installatie', description: 'Wij installeren je kassa.', priceText: 'vanaf € 499' };
    const added = await t.request(`${dashboard(partner.id)}/services`, { cookie: member.cookie, body: service });
    expect(added.status).toBe(201);
    const { id } = await readJson<PartnerService>(added);
    const stranger = await t.signUp();
    expect((await t.request(`${dashboard(partner.id)}/services`, { cookie: stranger.cookie, body: service })).status).toBe(403);
    const empty = await t.request(`${dashboard(partner.id)}/services`, {
      cookie: member.cookie,
      body: { ...service, description: '' },
    });
    expect(empty.status).toBe(422);
    const changed = await t.request(`${dashboard(partner.id)}/services/${id}`, {
      cookie: member.cookie,
      method: 'PUT',
      body: { ...service, priceText: 'op aanvraag' },
    });
    expect(await readJson<PartnerService>(changed)).toMatchObject({ priceText: 'op aanvraag' });

    const colleague = await t.signUp();
    const invite = () =>
      t.request(`${dashboard(partner.id)}/invitations`, { cookie: member.cookie, body: { email: colleague.email } });
    expect((await invite()).status).toBe(201);
    const twice = await invite();
    expect(twice.status).toBe(409);
    expect(await message(twice)).toBe('Er staat al een uitnodiging open voor dit e-mailadres.');
    expect(
      (await t.request(`${dashboard(partner.id)}/invitations`, { cookie: stranger.cookie, body: { email: 'x@voorbeeld.nl' } }))
        .status,
    ).toBe(403);
    const token = await partnerTokenFromMail(t, colleague.email);
    expect(
      (await t.request(`/api/partner-invitations/${token}/accept`, { cookie: colleague.cookie, method: 'POST' })).status,
    ).toBe(200);
    const members = await t.request(`${dashboard(partner.id)}/members`, { cookie: colleague.cookie });
    expect((await readJson<{ members: unknown[] }>(members)).members).toHaveLength(2);

    const removed = await t.request(`${dashboard(partner.id)}/services/${id}`, { cookie: member.cookie, method: 'DELETE' });
    expect(removed.status).toBe(204);
    expect((await t.request(`${dashboard(partner.id)}/services/${id}`, { cookie: member.cookie, method: 'DELETE' })).status).toBe(
      404,
    );
  });
});

describe('approval and the public pages', () => {
  it('shows a partner only once approved, with filter and search, and hides it again offline', async () => {
    const { partner, member } = await partnerWithMember(t, admin, 'Groeiservice Zuid');
    await t.request(dashboard(partner.id), {
      cookie: member.cookie,
      method: 'PUT',
      body: { ...PROFILE, name: 'Groeiservice Zuid', kind: 'teeltdiensten', description: 'Advies voor telers.' },
    });
    const added = await t.request(`${dashboard(partner.id)}/services`, {
      cookie: member.cookie,
      body: { title: 'Teeltadvies', description: 'Een dag advies op locatie.', priceText: '' },
    });
    const service = await readJson<PartnerService>(added);
    const listed = async (query: string) =>
      (await readJson<PartnerSummary[]>(await t.request(`/api/partners${query}`))).map((row) => row.id);
    expect(await listed('')).not.toContain(partner.id);
    expect((await t.request(`/api/partners/${partner.slug}/services/${service.id}`)).status).toBe(404);

    expect((await approve(t, member, partner.id)).status).toBe(403);
    expect((await approve(t, admin, partner.id)).status).toBe(204);
    expect(await listed('')).toContain(partner.id);
    expect(await listed('?kind=teeltdiensten')).toContain(partner.id);
    expect(await listed('?kind=accountant')).not.toContain(partner.id);
    expect(await listed('?q=advies')).toContain(partner.id);
    expect(await listed('?q=bestaatniet')).not.toContain(partner.id);
    expect((await t.request('/api/partners?kind=bakker')).status).toBe(422);

    const page = await readJson<PartnerPage>(await t.request(`/api/partners/${partner.slug}`));
    expect(page).toMatchObject({ name: 'Groeiservice Zuid', services: [{ title: 'Teeltadvies' }] });
    const one = await t.request(`/api/partners/${partner.slug}/services/${service.id}`);
    expect(await readJson<PartnerServicePage>(one)).toMatchObject({ service: { title: 'Teeltadvies' } });
    expect((await t.request(`/api/partners/${partner.slug}/services/niet-een-id`)).status).toBe(404);

    const admins = await readJson<AdminPartner[]>(await t.request('/api/admin/partners', { cookie: admin.cookie }));
    expect(admins.find((row) => row.id === partner.id)).toMatchObject({ status: 'approved', members: 1 });

    await t.request(`/api/admin/partners/${partner.id}/status`, {
      cookie: admin.cookie,
      method: 'PUT',
      body: { status: 'offline' },
    });
    const gone = await t.request(`/api/partners/${partner.slug}`);
    expect(gone.status).toBe(404);
    expect(await message(gone)).toBe('Deze partner bestaat niet.');
  });
});
