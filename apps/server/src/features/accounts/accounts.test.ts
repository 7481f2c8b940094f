import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { ApiError, MailMessage, Me } from '@platform/core';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, identityDocuments, mailMessages, profiles, users } from '../../db/schema/index.ts';
import { createTestApp, readJson, TEST_ORIGIN, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const PDF = new TextEncoder().encode('%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

function postFile(pathname: string, cookie: string | undefined, bytes: Uint8Array, fields: Record<string, string> = {}) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  form.append('file', new File([bytes], 'bestand', { type: 'application/octet-stream' }));
  return t.app.request(pathname, {
    method: 'POST',
    body: form,
    headers: { origin: TEST_ORIGIN, ...(cookie ? { cookie } : {}) },
  });
}

const png = () =>
  sharp({ create: { width: 400, height: 400, channels: 3, background: '#10b981' } })
    .png()
    .toBuffer();

async function filesUnder(...parts: string[]): Promise<string[]> {
  return readdir(path.join(t.config.dataDir, 'uploads', ...parts)).catch(() => []);
}

describe('profile', () => {
  it('updates names and username, and the display name follows', async () => {
    const user = await t.signUp();
    const response = await t.request('/api/me/profile', {
      method: 'PATCH',
      cookie: user.cookie,
      body: { firstName: 'Sanne', lastName: 'de Vries', username: 'sanne.dv' },
    });
    expect(response.status).toBe(200);
    const me = await readJson<Me>(response);
    expect(me.profile).toMatchObject({ firstName: 'Sanne', lastName: 'de Vries', username: 'sanne.dv' });
    const [row] = await t.db.select().from(users).where(eq(users.id, user.userId));
    expect(row?.name).toBe('Sanne de Vries');
  });

  it('refuses bad input with Dutch messages and changes nothing', async () => {
    const user = await t.signUp({ firstName: 'Origineel' });
    const response = await t.request('/api/me/profile', {
      method: 'PATCH',
      cookie: user.cookie,
      body: { firstName: ' ', lastName: 'X', username: 'a b' },
    });
    expect(response.status).toBe(422);
    const error = await readJson<ApiError>(response);
    expect(error.issues).toEqual(
      expect.arrayContaining([
        { path: ['firstName'], message: 'Voornaam is verplicht' },
        {
          path: ['username'],
          message: 'Gebruikersnaam mag alleen letters, cijfers, punt, streepje en liggend streepje bevatten',
        },
      ]),
    );
    const [profile] = await t.db.select().from(profiles).where(eq(profiles.id, user.userId));
    expect(profile?.firstName).toBe('Origineel');
  });

  it('needs a session: 401 for anonymous requests on every account route', async () => {
    expect((await t.request('/api/me')).status).toBe(401);
    expect(
      (await t.request('/api/me/profile', { method: 'PATCH', body: { firstName: 'A', lastName: 'B', username: 'abc' } })).status,
    ).toBe(401);
    expect((await postFile('/api/me/avatar', undefined, await png())).status).toBe(401);
    expect((await t.request('/api/me/mails')).status).toBe(401);
    expect((await t.request('/api/me/export')).status).toBe(401);
    expect((await t.request('/api/me/delete', { body: { confirmEmail: 'x@example.nl' } })).status).toBe(401);
  });

  it('lets the demo account read but not write', async () => {
    const demo = await t.userWithRole('demo');
    expect((await t.request('/api/me', { cookie: demo.cookie })).status).toBe(200);
    expect((await t.request('/api/me/export', { cookie: demo.cookie })).status).toBe(200);
    const patch = await t.request('/api/me/profile', {
      method: 'PATCH',
      cookie: demo.cookie,
      body: { firstName: 'A', lastName: 'B', username: 'abc' },
    });
    expect(patch.status).toBe(403);
    expect((await readJson<ApiError>(patch)).message).toBe('Een demo-account kan niets wijzigen.');
    expect((await t.request('/api/me/delete', { cookie: demo.cookie, body: { confirmEmail: demo.email } })).status).toBe(403);
    expect(await t.db.select().from(users).where(eq(users.id, demo.userId))).toHaveLength(1);
  });
});

describe('avatar', () => {
  it('stores a resized WebP and replaces the previous one', async () => {
    const user = await t.signUp();
    const first = await readJson<Me>(await postFile('/api/me/avatar', user.cookie, await png()));
    expect(first.profile.avatarUrl).toMatch(/^\/api\/images\/[0-9a-f-]{36}\/mascot\.webp$/);
    const image = await t.request(first.profile.avatarUrl ?? '');
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/webp');
    const second = await readJson<Me>(await postFile('/api/me/avatar', user.cookie, await png()));
    expect(second.profile.avatarUrl).not.toBe(first.profile.avatarUrl);
    expect((await t.request(first.profile.avatarUrl ?? '')).status).toBe(404);
  });

  it('refuses a file that is not an image and keeps the old avatar', async () => {
    const user = await t.signUp();
    const before = await filesUnder('images');
    const response = await postFile('/api/me/avatar', user.cookie, PDF);
    expect(response.status).toBe(415);
    expect((await readJson<ApiError>(response)).message).toBe('Alleen JPEG-, PNG- of WebP-afbeeldingen zijn toegestaan.');
    expect(await filesUnder('images')).toEqual(before);
    const [profile] = await t.db.select().from(profiles).where(eq(profiles.id, user.userId));
    expect(profile?.avatarUrl).toBeNull();
  });
});

describe('my e-mails', () => {
  it('shows only the e-mails sent to me, newest first', async () => {
    const user = await t.signUp();
    const other = await t.signUp();
    await t.mailer.send({ to: user.email, subject: 'Eerste', text: 'Hallo', kind: 'verification_outcome', userId: user.userId });
    await t.mailer.send({ to: user.email, subject: 'Tweede', text: 'Hallo', kind: 'verification_outcome', userId: user.userId });
    await t.mailer.send({
      to: other.email,
      subject: 'Niet voor jou',
      text: 'Hallo',
      kind: 'verification_outcome',
      userId: other.userId,
    });
    const mails = await readJson<MailMessage[]>(await t.request('/api/me/mails', { cookie: user.cookie }));
    const subjects = mails.map((mail) => mail.subject);
    expect(subjects).toContain('Eerste');
    expect(subjects.indexOf('Tweede')).toBeLessThan(subjects.indexOf('Eerste'));
    expect(subjects).not.toContain('Niet voor jou');
  });

  it('downloads an attachment of my own e-mail only', async () => {
    const user = await t.signUp();
    const other = await t.signUp();
    const attachments = [
      { filename: 'reservering.ics', contentType: 'text/calendar; charset=utf-8', content: 'BEGIN:VCALENDAR' },
    ];
    await t.mailer.send({
      to: user.email,
      subject: 'Met bijlage',
      text: 'Hallo',
      kind: 'verification_outcome',
      userId: user.userId,
      attachments,
    });
    const [mail] = await readJson<MailMessage[]>(await t.request('/api/me/mails', { cookie: user.cookie }));
    expect(mail?.attachments).toEqual([{ filename: 'reservering.ics', contentType: 'text/calendar; charset=utf-8' }]);
    const mine = await t.request(`/api/me/mails/${mail?.id}/attachments/0`, { cookie: user.cookie });
    expect(await mine.text()).toBe('BEGIN:VCALENDAR');
    expect((await t.request(`/api/me/mails/${mail?.id}/attachments/0`, { cookie: other.cookie })).status).toBe(404);
    expect((await t.request(`/api/me/mails/${mail?.id}/attachments/x`, { cookie: user.cookie })).status).toBe(422);
  });
});

describe('privacy', () => {
  it('exports my data as a JSON download without file paths', async () => {
    const user = await t.signUp({ firstName: 'Export' });
    await postFile('/api/verification/documents', user.cookie, PDF, { kind: 'passport' });
    const response = await t.request('/api/me/export', { cookie: user.cookie });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="mijn-gegevens-\d{4}-\d{2}-\d{2}\.json"$/);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const data = await readJson<Record<string, unknown>>(response);
    expect(data.account).toMatchObject({ id: user.userId, email: user.email });
    expect(data.profile).toMatchObject({ firstName: 'Export' });
    expect(data.identityDocuments).toEqual([expect.objectContaining({ kind: 'passport', fileStored: true })]);
    expect(JSON.stringify(data)).not.toContain('storageKey');
    expect((data.sessions as unknown[]).length).toBeGreaterThan(0);
  });

  it('does not delete when the typed e-mail does not match', async () => {
    const user = await t.signUp();
    const response = await t.request('/api/me/delete', { cookie: user.cookie, body: { confirmEmail: 'iemand@anders.nl' } });
    expect(response.status).toBe(422);
    expect((await readJson<ApiError>(response)).issues?.[0]).toEqual({
      path: ['confirmEmail'],
      message: 'Het e-mailadres komt niet overeen met je account',
    });
    expect(await t.db.select().from(users).where(eq(users.id, user.userId))).toHaveLength(1);
  });

  it('deletes the account, its files and e-mails, and keeps the anonymised audit trail', async () => {
    const admin = await t.userWithRole('admin');
    const user = await t.signUp();
    const withAvatar = await readJson<Me>(await postFile('/api/me/avatar', user.cookie, await png()));
    const uploaded = await postFile('/api/verification/documents', user.cookie, PDF, { kind: 'id_card' });
    const { id: documentId } = await readJson<{ id: string }>(uploaded);
    await t.request(`/api/verification/documents/${documentId}/file`, { cookie: admin.cookie });
    await t.mailer.send({ to: user.email, subject: 'Welkom', text: 'Hallo', kind: 'verification_outcome', userId: user.userId });
    const auditBefore = await t.db.select().from(auditLog).where(eq(auditLog.actorId, admin.userId));
    expect(auditBefore.length).toBeGreaterThan(0);
    expect(await filesUnder('identity', user.userId)).toHaveLength(1);

    const response = await t.request('/api/me/delete', { cookie: user.cookie, body: { confirmEmail: user.email.toUpperCase() } });
    expect(response.status).toBe(204);
    expect(await t.db.select().from(users).where(eq(users.id, user.userId))).toEqual([]);
    expect(await t.db.select().from(profiles).where(eq(profiles.id, user.userId))).toEqual([]);
    expect(await t.db.select().from(identityDocuments).where(eq(identityDocuments.userId, user.userId))).toEqual([]);
    expect(await t.db.select().from(mailMessages).where(eq(mailMessages.to, user.email))).toEqual([]);
    expect(await filesUnder('identity', user.userId)).toEqual([]);
    expect((await t.request(withAvatar.profile.avatarUrl ?? '')).status).toBe(404);
    // The admin's view of the document stays in the audit log.
    expect(await t.db.select().from(auditLog).where(eq(auditLog.actorId, admin.userId))).toHaveLength(auditBefore.length);
    // The old cookie no longer signs anyone in.
    expect((await t.request('/api/me', { cookie: user.cookie })).status).toBe(401);
  });
});
