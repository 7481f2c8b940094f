import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { ApiError, IdentityDocument, VerificationOverview, VerificationQueueItem } from '@platform/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, identityDocuments, mailMessages, profiles } from '../../db/schema/index.ts';
import { createTestApp, readJson, TEST_ORIGIN, type TestApp } from '../../test/test-app.ts';
import { purgeExpiredDocuments, RETENTION_JOB } from './index.ts';

let t: TestApp;
let admin: Awaited<ReturnType<TestApp['userWithRole']>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.userWithRole('admin');
});
afterAll(() => t.close());

const PDF = new TextEncoder().encode('%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, 74, 70, 73, 70, 0, 1]);

function upload(cookie: string | undefined, body: Uint8Array, kind = 'id_card', name = 'id.pdf') {
  const form = new FormData();
  form.append('kind', kind);
  form.append('file', new File([body], name, { type: 'application/pdf' }));
  return t.app.request('/api/verification/documents', {
    method: 'POST',
    body: form,
    headers: { origin: TEST_ORIGIN, ...(cookie ? { cookie } : {}) },
  });
}

async function storedFiles(userId: string): Promise<number> {
  return readdir(path.join(t.config.dataDir, 'uploads', 'identity', userId)).then(
    (entries) => entries.length,
    () => 0,
  );
}

const decide = (cookie: string, id: string, body: unknown) =>
  t.request(`/api/admin/verifications/${id}/decision`, { cookie, body });

describe('identity verification', () => {
  it('stores an upload privately and sets the account to pending verification', async () => {
    const user = await t.signUp();
    const response = await upload(user.cookie, PDF);
    expect(response.status).toBe(201);
    const document = await readJson<IdentityDocument>(response);
    expect(document).toMatchObject({ kind: 'id_card', mimeType: 'application/pdf', status: 'pending', fileAvailable: true });
    expect(await storedFiles(user.userId)).toBe(1);
    const [profile] = await t.db.select().from(profiles).where(eq(profiles.id, user.userId));
    expect(profile?.accountStatus).toBe('pending_verification');
    expect(profile?.identityDocuments.id_card).toBe(`/api/verification/documents/${document.id}/file`);
    // Not reachable through any public path: the image endpoint only serves images/.
    expect((await t.request(`/api/images/${document.id}/thumbnail.webp`)).status).toBe(404);
  });

  it('refuses a wrong type, a missing kind and a file over 10 MB, storing nothing', async () => {
    const user = await t.signUp();
    const html = await upload(user.cookie, new TextEncoder().encode('<html>hallo</html>'), 'passport', 'id.pdf');
    expect(html.status).toBe(415);
    expect((await readJson<ApiError>(html)).message).toBe(
      'Dit bestandstype wordt niet ondersteund. Upload een JPEG, PNG of PDF.',
    );
    const kind = await upload(user.cookie, PDF, 'bibliotheekpas');
    expect(kind.status).toBe(422);
    expect((await readJson<ApiError>(kind)).issues?.[0]).toEqual({
      path: ['kind'],
      message: 'Kies paspoort, identiteitskaart of rijbewijs',
    });
    const big = new Uint8Array(10 * 1024 * 1024 + 1);
    big.set(PDF);
    const tooLarge = await upload(user.cookie, big);
    expect(tooLarge.status).toBe(413);
    expect((await readJson<ApiError>(tooLarge)).message).toBe('Het bestand is te groot: maximaal 10 MB.');
    expect(await storedFiles(user.userId)).toBe(0);
    expect(await t.db.select().from(identityDocuments).where(eq(identityDocuments.userId, user.userId))).toEqual([]);
  });

  it('serves a document to its owner and admins only, and logs every view', async () => {
    const owner = await t.signUp();
    const other = await t.signUp();
    const document = await readJson<IdentityDocument>(await upload(owner.cookie, JPEG, 'passport', 'pas.jpg'));
    const url = `/api/verification/documents/${document.id}/file`;
    expect((await t.request(url)).status).toBe(401);
    const foreign = await t.request(url, { cookie: other.cookie });
    expect(foreign.status).toBe(403);
    expect((await readJson<ApiError>(foreign)).message).toBe('Je mag alleen je eigen documenten bekijken.');
    const own = await t.request(url, { cookie: owner.cookie });
    expect(own.status).toBe(200);
    expect(own.headers.get('content-type')).toBe('image/jpeg');
    expect(own.headers.get('cache-control')).toBe('private, no-store');
    expect(new Uint8Array(await own.arrayBuffer())).toEqual(JPEG);
    expect((await t.request(url, { cookie: admin.cookie })).status).toBe(200);
    const views = await t.db.select().from(auditLog).where(eq(auditLog.targetId, document.id));
    expect(views.map((view) => view.actorId).sort()).toEqual([owner.userId, admin.userId].sort());
  });

  it('lets an admin approve: the profile is verified and the user gets an e-mail', async () => {
    const user = await t.signUp();
    const document = await readJson<IdentityDocument>(await upload(user.cookie, PDF));
    const queue = await readJson<VerificationQueueItem[]>(await t.request('/api/admin/verifications', { cookie: admin.cookie }));
    expect(queue.find((item) => item.id === document.id)?.user.email).toBe(user.email);
    const approved = await decide(admin.cookie, document.id, { decision: 'approve' });
    expect(approved.status).toBe(200);
    const [profile] = await t.db.select().from(profiles).where(eq(profiles.id, user.userId));
    expect(profile).toMatchObject({
      ageVerified: true,
      verificationStatus: 'verified',
      accountStatus: 'active',
      verifiedBy: admin.userId,
    });
    expect(profile?.verifiedAt).toBeInstanceOf(Date);
    const mails = await t.db.select().from(mailMessages).where(eq(mailMessages.userId, user.userId));
    expect(mails.map((mail) => mail.subject)).toContain('Je account is geverifieerd');
    // Deciding twice is a conflict.
    expect((await decide(admin.cookie, document.id, { decision: 'reject', notes: 'x' })).status).toBe(409);
  });

  it('lets an admin reject with notes the user sees; notes are required', async () => {
    const user = await t.signUp();
    const document = await readJson<IdentityDocument>(await upload(user.cookie, PDF));
    const missing = await decide(admin.cookie, document.id, { decision: 'reject' });
    expect(missing.status).toBe(422);
    expect((await readJson<ApiError>(missing)).issues?.[0]?.message).toBe('Schrijf bij een afwijzing wat de gebruiker moet doen');
    expect((await decide(admin.cookie, document.id, { decision: 'reject', notes: 'Foto onleesbaar' })).status).toBe(200);
    const overview = await readJson<VerificationOverview>(await t.request('/api/verification', { cookie: user.cookie }));
    expect(overview).toMatchObject({ verificationStatus: 'rejected', ageVerified: false, notes: 'Foto onleesbaar' });
    expect(overview.documents[0]).toMatchObject({ status: 'rejected', notes: 'Foto onleesbaar' });
  });

  it('keeps the queue and decisions for admins: users and demo get 403, anonymous 401', async () => {
    const user = await t.userWithRole('user', { verified: true });
    const demo = await t.userWithRole('demo');
    expect((await t.request('/api/admin/verifications')).status).toBe(401);
    expect((await t.request('/api/admin/verifications', { cookie: user.cookie })).status).toBe(403);
    expect((await t.request('/api/admin/verifications', { cookie: demo.cookie })).status).toBe(403);
    const target = await t.signUp();
    const document = await readJson<IdentityDocument>(await upload(target.cookie, PDF));
    expect((await decide(user.cookie, document.id, { decision: 'approve' })).status).toBe(403);
    expect((await upload(demo.cookie, PDF)).status).toBe(403);
    expect((await upload(undefined, PDF)).status).toBe(401);
    expect((await t.request('/api/verification')).status).toBe(401);
    const [row] = await t.db.select().from(identityDocuments).where(eq(identityDocuments.id, document.id));
    expect(row?.status).toBe('pending');
  });

  it('deletes files after the retention period and keeps the decision', async () => {
    const user = await t.signUp();
    const document = await readJson<IdentityDocument>(await upload(user.cookie, PDF));
    await decide(admin.cookie, document.id, { decision: 'approve' });
    const deps = { db: t.db, storage: t.storage, logger: t.logger, retentionDays: 30 };
    const decidedAt = new Date();
    expect(await purgeExpiredDocuments(deps, new Date(decidedAt.getTime() + 29 * 86_400_000))).toBe(0);
    expect(await storedFiles(user.userId)).toBe(1);
    expect(await purgeExpiredDocuments(deps, new Date(decidedAt.getTime() + 31 * 86_400_000))).toBeGreaterThanOrEqual(1);
    expect(await storedFiles(user.userId)).toBe(0);
    const [row] = await t.db.select().from(identityDocuments).where(eq(identityDocuments.id, document.id));
    expect(row).toMatchObject({ status: 'approved', storageKey: null });
    expect(row?.filesDeletedAt).toBeInstanceOf(Date);
    const [profile] = await t.db.select().from(profiles).where(eq(profiles.id, user.userId));
    expect(profile).toMatchObject({ verificationStatus: 'verified', ageVerified: true });
    expect(profile?.identityDocuments.id_card).toBeUndefined();
    const gone = await t.request(`/api/verification/documents/${document.id}/file`, { cookie: user.cookie });
    expect(gone.status).toBe(404);
  });

  it('runs the retention purge as a queued job', async () => {
    const user = await t.signUp();
    const document = await readJson<IdentityDocument>(await upload(user.cookie, PDF));
    await decide(admin.cookie, document.id, { decision: 'approve' });
    const longAgo = new Date(Date.now() - (t.config.documentRetentionDays + 1) * 86_400_000);
    await t.db.update(identityDocuments).set({ decidedAt: longAgo }).where(eq(identityDocuments.id, document.id));
    await t.jobs.enqueue(RETENTION_JOB, {});
    expect(await t.runJobs({ names: [RETENTION_JOB] })).toBe(1);
    expect(await storedFiles(user.userId)).toBe(0);
    const [row] = await t.db.select().from(identityDocuments).where(eq(identityDocuments.id, document.id));
    expect(row).toMatchObject({ status: 'approved', storageKey: null });
  });
});
