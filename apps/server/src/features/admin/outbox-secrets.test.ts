import type { MailMessage, OutboxPage } from '@platform/core';
import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailMessages, verifications } from '../../db/schema/index.ts';
import { REDACTED_SECRET } from '../../platform/mail.ts';
import { runMigrationFile } from '../../test/run-migration.ts';
import { createTestApp, readJson, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const outboxFor = async (cookie: string, to: string) =>
  readJson<OutboxPage>(await t.request(`/api/admin/outbox?to=${encodeURIComponent(to)}`, { cookie }));

describe('secrets in the admin outbox (ADR 017)', () => {
  it('an admin cannot read a superadmin’s reset link, so cannot take the account over', async () => {
    const victim = await t.userWithRole('superadmin');
    const admin = await t.userWithRole('admin');
    // Anyone may ask for a reset of any address.
    const asked = await t.request('/api/auth/request-password-reset', { body: { email: victim.email, redirectTo: '/auth' } });
    expect(asked.status).toBe(200);
    await t.background.idle();
    const tokens = (await t.db.select().from(verifications).where(like(verifications.identifier, 'reset-password:%'))).map(
      (row) => row.identifier.slice('reset-password:'.length),
    );
    expect(tokens).toHaveLength(1);

    const response = await t.request(`/api/admin/outbox?to=${encodeURIComponent(victim.email)}`, { cookie: admin.cookie });
    const raw = await response.text();
    expect(raw).not.toContain(tokens[0]);
    expect(raw).not.toContain('/api/auth/reset-password/');
    const [mail] = (JSON.parse(raw) as OutboxPage).items;
    expect(mail).toMatchObject({ kind: 'password_reset', to: victim.email });
    expect(mail?.text).toContain(REDACTED_SECRET);

    // The recipient reads the whole link on their own e-mail page, and it works.
    const own = await readJson<MailMessage[]>(await t.request('/api/me/mails', { cookie: victim.cookie }));
    const link = own.find((item) => item.kind === 'password_reset')?.text.match(/http\S+/)?.[0];
    expect(link).toContain(`/api/auth/reset-password/${tokens[0]}`);
  });

  it('a shared demo account reads its own reset link redacted: its password is public, so whoever signs in is not its owner', async () => {
    const demo = await t.userWithRole('demo');
    const asked = await t.request('/api/auth/request-password-reset', { body: { email: demo.email, redirectTo: '/auth' } });
    expect(asked.status).toBe(200);
    await t.background.idle();
    const raw = await (await t.request('/api/me/mails', { cookie: demo.cookie })).text();
    expect(raw).toContain('password_reset');
    expect(raw).not.toContain('/api/auth/reset-password/');
    expect(raw).toContain(REDACTED_SECRET);
  });

  it('hides a secret link in the text and in a folded calendar attachment, for admins only', async () => {
    const guest = await t.signUp();
    const admin = await t.userWithRole('admin');
    const link = `http://localhost:3000/reservering/${'k'.repeat(32)}`;
    // RFC 5545 folds lines at 75 octets: the link is split over two lines.
    const ics = `BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nURL:${link.slice(0, 40)}\r\n ${link.slice(40)}\r\nEND:VEVENT\r\nEND:VCALENDAR`;
    await t.mailer.send({
      kind: 'reservation_confirmation',
      userId: guest.userId,
      to: guest.email,
      subject: 'Reservering bij De Kade',
      text: `Wijzigen of annuleren via je persoonlijke link:\n${link}\n\nTot ziens.`,
      secrets: [link],
      attachments: [{ filename: 'reservering.ics', contentType: 'text/calendar; charset=utf-8', content: ics }],
    });

    const [mail] = (await outboxFor(admin.cookie, guest.email)).items;
    expect(mail?.text).toBe(`Wijzigen of annuleren via je persoonlijke link:\n${REDACTED_SECRET}\n\nTot ziens.`);
    const download = await (await t.request(`/api/admin/outbox/${mail?.id}/attachments/0`, { cookie: admin.cookie })).text();
    expect(download).toContain('BEGIN:VEVENT');
    expect(download).toContain(`URL:${REDACTED_SECRET}`);
    expect(download).not.toContain('k'.repeat(20));

    const [mine] = await readJson<MailMessage[]>(await t.request('/api/me/mails', { cookie: guest.cookie }));
    expect(mine?.text).toContain(link);
    const own = await (await t.request(`/api/me/mails/${mine?.id}/attachments/0`, { cookie: guest.cookie })).text();
    expect(own).toBe(ics);
  });

  it('leaves a mail without secrets as it was', async () => {
    const person = await t.signUp();
    const admin = await t.userWithRole('admin');
    await t.mailer.send({
      kind: 'verification_outcome',
      userId: person.userId,
      to: person.email,
      subject: 'Je account is geverifieerd',
      text: 'Zie http://localhost:3000/profile',
    });
    const [mail] = (await outboxFor(admin.cookie, person.email)).items;
    expect(mail?.text).toBe('Zie http://localhost:3000/profile');
  });

  it('marks the links of mails sent before the secrets column as secret (migration 0018)', async () => {
    const admin = await t.userWithRole('admin');
    const link = 'http://localhost:3000/api/auth/reset-password/oudtoken123?callbackURL=%2Fauth';
    const [old] = await t.db
      .insert(mailMessages)
      .values({
        kind: 'password_reset',
        to: 'oud@voorbeeld.nl',
        subject: 'Stel je wachtwoord opnieuw in',
        text: `Open deze link binnen een uur:\n\n${link}\n\nHeb je dit niet gevraagd?`,
        status: 'outbox',
      })
      .returning();
    await runMigrationFile(t.db, '0018_mail_secrets_backfill.sql');
    const [row] = await t.db
      .select()
      .from(mailMessages)
      .where(eq(mailMessages.id, old?.id ?? ''));
    expect(row?.secrets).toEqual([link]);
    const [mail] = (await outboxFor(admin.cookie, 'oud@voorbeeld.nl')).items;
    expect(mail?.text).not.toContain('oudtoken123');
  });
});
