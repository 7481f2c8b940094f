import { and, eq, sql } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailMessages } from '../db/schema/index.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { SEND_MAIL_JOB } from './mail.ts';

/** A real SMTP server on loopback catches what the platform sends with SMTP_URL set. */
const received: Array<{ to: string[]; raw: string }> = [];
/** Recipients the server refuses (451, try again later) as many times as the count says. */
const refuse = new Map<string, number>();
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  onRcptTo(address, _session, callback) {
    const left = refuse.get(address.address) ?? 0;
    if (left > 0) {
      refuse.set(address.address, left - 1);
      callback(Object.assign(new Error('Probeer het later opnieuw'), { responseCode: 451 }));
      return;
    }
    callback();
  },
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
    // The sign-up's address confirmation (ADR 060) goes out first; this test is about the reset.
    await t.background.idle();
    await t.runJobs({ names: ['mail-send'] });
    received.length = 0;
    const response = await t.request('/api/auth/request-password-reset', { body: { email: person.email, redirectTo: '/auth' } });
    expect(response.status).toBe(200);
    await t.background.idle();
    expect(await t.runJobs({ names: ['mail-send'] })).toBe(1);
    const delivered = received.find((mail) => mail.to.includes(person.email));
    expect(delivered?.raw).toContain('Subject: Stel je wachtwoord opnieuw in');
    expect(delivered?.raw).toContain('/api/auth/reset-password/');
    const [row] = await t.db
      .select()
      .from(mailMessages)
      .where(and(eq(mailMessages.to, person.email), eq(mailMessages.kind, 'password_reset')));
    expect(row?.status).toBe('sent');
    expect(row?.sentAt).toBeInstanceOf(Date);
    // The recipient got the link over SMTP; the admin outbox shows the mail without it (ADR 017).
    const admin = await t.userWithRole('admin');
    const outbox = await t.request(`/api/admin/outbox?to=${encodeURIComponent(person.email)}`, { cookie: admin.cookie });
    const listed = await outbox.text();
    expect(listed).toContain('Stel je wachtwoord opnieuw in');
    expect(listed).not.toContain('/api/auth/reset-password/');
  });

  it('records nothing and queues nothing for a change that rolls back', async () => {
    const to = 'teruggedraaid@voorbeeld.nl';
    // Mails of earlier tests' accounts (their address confirmations) go out first.
    await t.background.idle();
    await t.runJobs({ names: [SEND_MAIL_JOB] });
    const queuedBefore = await t.jobs.queued(SEND_MAIL_JOB);
    await expect(
      t.db.transaction(async (tx) => {
        await t.mailer.send({ kind: 'password_reset', to, subject: 'Nooit verstuurd', text: 'x' }, { db: tx });
        // The mail and its job exist inside the transaction...
        expect(await tx.select().from(mailMessages).where(eq(mailMessages.to, to))).toHaveLength(1);
        throw new Error('de wijziging mislukt');
      }),
    ).rejects.toThrow('de wijziging mislukt');
    // ...and are gone with it.
    expect(await t.db.select().from(mailMessages).where(eq(mailMessages.to, to))).toEqual([]);
    expect(await t.jobs.queued(SEND_MAIL_JOB)).toBe(queuedBefore);
    expect(await t.runJobs({ names: [SEND_MAIL_JOB] })).toBe(0);
    expect(received.some((mail) => mail.to.includes(to))).toBe(false);
  });

  it('retries a send the SMTP server refuses, with back-off, and records it as sent when it goes through', async () => {
    const to = 'later.opnieuw@voorbeeld.nl';
    refuse.set(to, 1);
    await t.mailer.send({ kind: 'password_reset', to, subject: 'Tweede poging', text: 'Hallo' });
    expect(await t.runJobs({ names: [SEND_MAIL_JOB] })).toBe(1);
    const [failed] = await t.db.select().from(mailMessages).where(eq(mailMessages.to, to));
    expect(failed).toMatchObject({ status: 'pending', sentAt: null });
    expect(failed?.error).toContain('Probeer het later opnieuw');
    expect(received.some((mail) => mail.to.includes(to))).toBe(false);
    // Waiting for its back-off: not due yet, but still queued.
    expect(await t.runJobs({ names: [SEND_MAIL_JOB] })).toBe(0);
    expect(await t.jobs.queued(SEND_MAIL_JOB)).toBe(1);
    // Once the back-off has passed (taken now here), the second attempt delivers it.
    expect(await t.runJobs({ names: [SEND_MAIL_JOB], ignoreDelay: true })).toBe(1);
    const [sent] = await t.db.select().from(mailMessages).where(eq(mailMessages.to, to));
    expect(sent).toMatchObject({ status: 'sent', error: null });
    expect(received.filter((mail) => mail.to.includes(to))).toHaveLength(1);
  });

  it('marks a mail failed when the last retry is refused too', async () => {
    const to = 'nooit.bereikbaar@voorbeeld.nl';
    refuse.set(to, 100);
    await t.mailer.send({ kind: 'password_reset', to, subject: 'Geen gehoor', text: 'Hallo' });
    // The first attempt and its eight retries.
    expect(await t.runJobs({ names: [SEND_MAIL_JOB], ignoreDelay: true })).toBe(9);
    const [row] = await t.db.select().from(mailMessages).where(eq(mailMessages.to, to));
    expect(row).toMatchObject({ status: 'failed', sentAt: null });
    expect(row?.error).toContain('Probeer het later opnieuw');
    expect(await t.jobs.queued(SEND_MAIL_JOB)).toBe(0);
  });

  it('marks a mail failed when its last attempt times out, which pg-boss fails without calling the handler', async () => {
    const to = 'hangt.vast@voorbeeld.nl';
    await t.mailer.send({ kind: 'password_reset', to, subject: 'Blijft hangen', text: 'Hallo' });
    const [mail] = await t.db.select().from(mailMessages).where(eq(mailMessages.to, to));
    // The last attempt was claimed by a server that then hung or stopped, long ago.
    await t.db.execute(sql`
      UPDATE ${sql.identifier(t.jobs.schema)}.job
      SET state = 'active', retry_count = retry_limit, started_on = now() - interval '1 day'
      WHERE name = ${SEND_MAIL_JOB} AND data->>'mailId' = ${mail?.id}`);
    // And pg-boss's supervisor is due for its next pass (it runs at most once a minute per queue).
    await t.db.execute(
      sql`UPDATE ${sql.identifier(t.jobs.schema)}.queue SET monitor_claim_on = NULL, monitor_on = NULL WHERE name = ${SEND_MAIL_JOB}`,
    );

    await t.runJobs();
    const [row] = await t.db.select().from(mailMessages).where(eq(mailMessages.to, to));
    expect(row).toMatchObject({ status: 'failed', sentAt: null });
    expect(row?.error).toContain('afgebroken');
    expect(received.filter((sent) => sent.to.includes(to))).toEqual([]);
  });
});
