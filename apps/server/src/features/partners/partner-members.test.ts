import type { ApiError, PartnerInvitation, PartnerMembers } from '@platform/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { partnerInvitations, partnerMembers } from '../../db/schema/index.ts';
import { createTestApp, readJson, type TestApp } from '../../test/test-app.ts';
import { LAST_OWNER, NOT_OWNER } from './partner-members.service.ts';
import { partnerTokenFromMail, partnerWithMember } from './partners-test-helpers.ts';

let t: TestApp;
let admin: Awaited<ReturnType<TestApp['userWithRole']>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.userWithRole('admin');
});
afterAll(() => t.close());

const message = async (response: Response) => (await readJson<ApiError>(response)).message;
const base = (partnerId: string) => `/api/partner-dashboard/${partnerId}`;
const membersOf = (partnerId: string) => t.db.select().from(partnerMembers).where(eq(partnerMembers.partnerId, partnerId));

/** A partner with its owner and a colleague the owner invited (a member). */
async function partnerWithTeam() {
  const { partner, member: owner } = await partnerWithMember(t, admin);
  const colleague = await t.signUp();
  const invited = await t.request(`${base(partner.id)}/invitations`, { cookie: owner.cookie, body: { email: colleague.email } });
  expect(invited.status).toBe(201);
  const token = await partnerTokenFromMail(t, colleague.email);
  expect((await t.request(`/api/partner-invitations/${token}/accept`, { cookie: colleague.cookie, method: 'POST' })).status).toBe(
    200,
  );
  return { partner, owner, colleague };
}

describe('partner members', () => {
  it('makes the first member the owner and invited colleagues members', async () => {
    const { partner, owner, colleague } = await partnerWithTeam();
    const list = await readJson<PartnerMembers>(await t.request(`${base(partner.id)}/members`, { cookie: owner.cookie }));
    expect(list.members.map((row) => [row.userId, row.role])).toEqual([
      [owner.userId, 'owner'],
      [colleague.userId, 'member'],
    ]);
    expect(list.canManage).toBe(true);
    const theirs = await readJson<PartnerMembers>(await t.request(`${base(partner.id)}/members`, { cookie: colleague.cookie }));
    expect(theirs.canManage).toBe(false);
  });

  it('lets owners and admins remove a member; members and strangers are refused and nothing changes', async () => {
    const { partner, owner, colleague } = await partnerWithTeam();
    const stranger = await t.signUp();
    const remove = (userId: string, cookie?: string) =>
      t.request(`${base(partner.id)}/members/${userId}`, { cookie, method: 'DELETE' });
    expect((await remove(owner.userId)).status).toBe(401);
    expect((await remove(owner.userId, stranger.cookie)).status).toBe(403);
    const byMember = await remove(owner.userId, colleague.cookie);
    expect(byMember.status).toBe(403);
    expect(await message(byMember)).toBe(NOT_OWNER);
    expect(await membersOf(partner.id)).toHaveLength(2);
    const unknown = await remove('onbekende-gebruiker', owner.cookie);
    expect(unknown.status).toBe(404);
    expect(await message(unknown)).toBe('Dit lid bestaat niet.');
    expect((await remove(colleague.userId, owner.cookie)).status).toBe(204);
    expect((await membersOf(partner.id)).map((row) => row.userId)).toEqual([owner.userId]);
    // The removed colleague has no access any more.
    expect((await t.request(base(partner.id), { cookie: colleague.cookie })).status).toBe(403);
  });

  it('never removes the last owner (Dutch 409), also not by an admin; a second owner makes it possible', async () => {
    const { partner, owner, colleague } = await partnerWithTeam();
    for (const cookie of [owner.cookie, admin.cookie]) {
      const refused = await t.request(`${base(partner.id)}/members/${owner.userId}`, { cookie, method: 'DELETE' });
      expect(refused.status).toBe(409);
      expect(await message(refused)).toBe(LAST_OWNER);
    }
    expect(await membersOf(partner.id)).toHaveLength(2);
    const demote = await t.request(`${base(partner.id)}/members/${owner.userId}/role`, {
      cookie: owner.cookie,
      method: 'PUT',
      body: { role: 'member' },
    });
    expect(demote.status).toBe(409);
    const badRole = await t.request(`${base(partner.id)}/members/${colleague.userId}/role`, {
      cookie: owner.cookie,
      method: 'PUT',
      body: { role: 'baas' },
    });
    expect(badRole.status).toBe(422);
    expect((await readJson<ApiError>(badRole)).issues?.[0]?.message).toBe('Kies eigenaar of lid');
    const promote = await t.request(`${base(partner.id)}/members/${colleague.userId}/role`, {
      cookie: owner.cookie,
      method: 'PUT',
      body: { role: 'owner' },
    });
    expect(promote.status).toBe(204);
    expect(
      (await t.request(`${base(partner.id)}/members/${owner.userId}`, { cookie: admin.cookie, method: 'DELETE' })).status,
    ).toBe(204);
    expect((await membersOf(partner.id)).map((row) => [row.userId, row.role])).toEqual([[colleague.userId, 'owner']]);
  });

  it('lets owners and admins revoke a pending invitation; the link stops working; others are refused', async () => {
    const { partner, owner, colleague } = await partnerWithTeam();
    const invitee = await t.signUp();
    const invited = await t.request(`${base(partner.id)}/invitations`, { cookie: owner.cookie, body: { email: invitee.email } });
    const invitation = await readJson<PartnerInvitation>(invited);
    const revoke = (cookie?: string, id = invitation.id) =>
      t.request(`${base(partner.id)}/invitations/${id}`, { cookie, method: 'DELETE' });
    expect((await revoke()).status).toBe(401);
    const byMember = await revoke(colleague.cookie);
    expect(byMember.status).toBe(403);
    expect(await message(byMember)).toBe(NOT_OWNER);
    const [still] = await t.db.select().from(partnerInvitations).where(eq(partnerInvitations.id, invitation.id));
    expect(still?.revokedAt).toBeNull();
    expect((await revoke(owner.cookie, '00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await revoke(owner.cookie)).status).toBe(204);
    const again = await revoke(admin.cookie);
    expect(again.status).toBe(404);
    expect(await message(again)).toBe('Deze uitnodiging bestaat niet of staat niet meer open.');
    const token = await partnerTokenFromMail(t, invitee.email);
    const accept = await t.request(`/api/partner-invitations/${token}/accept`, { cookie: invitee.cookie, method: 'POST' });
    expect(accept.status).toBe(409);
    expect(await membersOf(partner.id)).toHaveLength(2);
  });
});
