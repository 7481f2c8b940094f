import type { MailMessage, PlaceKindName } from '@platform/core';
import { and, asc, eq } from 'drizzle-orm';
import { coffeeshops, mailMessages, placeInvitations, venues } from '../../db/schema/index.ts';
import { readJson, type TestApp } from '../../test/test-app.ts';

type Account = Awaited<ReturnType<TestApp['signUp']>>;

/** A new account owning a seeded place of `kind` (the n-th by name, so test files take different ones). */
export async function ownedPlace(t: TestApp, kind: PlaceKindName, n: number): Promise<{ id: string; owner: Account }> {
  const owner = await t.signUp();
  const table = kind === 'coffeeshop' ? coffeeshops : venues;
  const rows = await t.db.select({ id: table.id }).from(table).where(eq(table.active, true)).orderBy(asc(table.name));
  const row = rows[n];
  if (!row) throw new Error(`seed heeft geen ${kind} nummer ${n}`);
  await t.db.update(table).set({ ownerId: owner.userId }).where(eq(table.id, row.id));
  return { id: row.id, owner };
}

export const staffPath = (kind: PlaceKindName, id: string) => `/api/places/${kind}/${id}/staff`;

/** Invites `email` as `cookie`'s user; the response. */
export function invite(t: TestApp, cookie: string | undefined, kind: PlaceKindName, id: string, body: unknown) {
  return t.request(`${staffPath(kind, id)}/invitations`, { cookie, body });
}

/** The token in the newest invitation mail to `email`, as the invitee reads it (the full mail, not the redacted outbox). */
export async function tokenFromMail(t: TestApp, email: string): Promise<string> {
  const rows = await t.db
    .select()
    .from(mailMessages)
    .where(and(eq(mailMessages.to, email), eq(mailMessages.kind, 'staff_invitation')))
    .orderBy(asc(mailMessages.createdAt));
  const text = rows.at(-1)?.text ?? '';
  const match = /\/uitnodiging\/([\w-]+)/.exec(text);
  if (!match?.[1]) throw new Error(`geen uitnodiging in de mail aan ${email}`);
  return match[1];
}

/** The invitee's own mails through the API (what /email-dashboard shows). */
export async function myMails(t: TestApp, cookie: string) {
  return readJson<MailMessage[]>(await t.request('/api/me/mails', { cookie }));
}

export async function countInvitations(t: TestApp, placeId: string) {
  return (await t.db.select({ id: placeInvitations.id }).from(placeInvitations).where(eq(placeInvitations.placeId, placeId)))
    .length;
}

/** Invites a new account with `permissions` and accepts as it: a manager of the place. */
export async function addManager(t: TestApp, owner: Account, kind: PlaceKindName, id: string, permissions: string[]) {
  const manager = await t.signUp();
  const response = await invite(t, owner.cookie, kind, id, { email: manager.email, permissions });
  if (response.status !== 201) throw new Error(`invite failed: ${response.status} ${await response.text()}`);
  const token = await tokenFromMail(t, manager.email.toLowerCase());
  const accepted = await t.request(`/api/invitations/${token}/accept`, { cookie: manager.cookie, method: 'POST' });
  if (accepted.status !== 200) throw new Error(`accept failed: ${accepted.status} ${await accepted.text()}`);
  return manager;
}
