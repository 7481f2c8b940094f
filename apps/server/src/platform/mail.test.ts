import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailMessages } from '../db/schema/index.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

/** A real SMTP server on loopback catches what the platform sends with SMTP_URL set. */
const received: Array<{ to: string[]; raw: string }> = [];
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  onData(stream, session, callback) {
    let raw = '';
    stream.on('data', (chunk: Buffer) => {
      raw += chunk.toString('utf8');
    });
    stream.on('end', () => {
      // Undo quoted-printable soft line breaks so the body reads as sent.
      received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw: raw.replace(/=\r?\n/g, '') });
      callback();
    });
  },
});

let t: TestApp;
beforeAll(async () => {
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const address = smtp.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  t = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: 'Platform <no-reply@voorbeeld.nl>' });
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => smtp.close(resolve));
});

describe('e-mail through SMTP_URL', () => {
  it('delivers the password reset over SMTP and records it as sent', async () => {
    const person = await t.signUp();
    const response = await t.request('/api/auth/request-password-reset', { body: { email: person.email, redirectTo: '/auth' } });
    expect(response.status).toBe(200);
    await t.background.idle();
    const delivered = received.find((mail) => mail.to.includes(person.email));
    expect(delivered?.raw).toContain('Subject: Stel je wachtwoord opnieuw in');
    expect(delivered?.raw).toContain('/api/auth/reset-password/');
    const [row] = await t.db.select().from(mailMessages).where(eq(mailMessages.to, person.email));
    expect(row?.status).toBe('sent');
    expect(row?.sentAt).toBeInstanceOf(Date);
    // The recipient got the link over SMTP; the admin outbox shows the mail without it (ADR 017).
    const admin = await t.userWithRole('admin');
    const outbox = await t.request(`/api/admin/outbox?to=${encodeURIComponent(person.email)}`, { cookie: admin.cookie });
    const listed = await outbox.text();
    expect(listed).toContain('Stel je wachtwoord opnieuw in');
    expect(listed).not.toContain('/api/auth/reset-password/');
  });
});
