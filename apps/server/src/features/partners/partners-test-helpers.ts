import type { AdminPartner } from '@platform/core';
import { and, asc, eq } from 'drizzle-orm';
import { mailMessages } from '../../db/schema/index.ts';
import { readJson, type TestApp } from '../../test/test-app.ts';

type Account = Awaited<ReturnType<TestApp['signUp']>>;

/** The token in the newest partner invitation mail to `email` (the full mail, as the invitee reads it). */
export async function partnerTokenFromMail(t: TestApp, email: string): Promise<string> {
  const rows = await t.db
    .select()
    .from(mailMessages)
    .where(and(eq(mailMessages.to, email.toLowerCase()), eq(mailMessages.kind, 'partner_invitation')))
    .orderBy(asc(mailMessages.createdAt));
  const match = /\/partner-uitnodiging\/([\w-]+)/.exec(rows.at(-1)?.text ?? '');
  if (!match?.[1]) throw new Error(`geen partneruitnodiging in de mail aan ${email}`);
  return match[1];
}

/** An admin invites a new partner and a new account accepts: the partner (pending) and its first member. */
export async function partnerWithMember(t: TestApp, admin: Account, name = `Partner ${Date.now()}`) {
  const member = await t.signUp();
  const invited = await t.request('/api/admin/partners', {
    cookie: admin.cookie,
    body: { name, kind: 'kassasysteem', email: member.email },
  });
  if (invited.status !== 201) throw new Error(`invite failed: ${invited.status} ${await invited.text()}`);
  const partner = await readJson<AdminPartner>(invited);
  const token = await partnerTokenFromMail(t, member.email);
  const accepted = await t.request(`/api/partner-invitations/${token}/accept`, { cookie: member.cookie, method: 'POST' });
  if (accepted.status !== 200) throw new Error(`accept failed: ${accepted.status} ${await accepted.text()}`);
  return { partner, member };
}

export function approve(t: TestApp, admin: Account, partnerId: string) {
  return t.request(`/api/admin/partners/${partnerId}/status`, {
    cookie: admin.cookie,
    method: 'PUT',
    body: { status: 'approved' },
  });
}
