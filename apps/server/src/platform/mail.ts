import type { MailKind, MailMessage } from '@platform/core';
import { and, eq } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { mailMessages } from '../db/schema/index.ts';
import type { JobAttemptInfo, Jobs } from './jobs.ts';
import type { Logger } from './logger.ts';

export interface MailAttachment {
  filename: string;
  content: string;
  contentType: string;
}

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** What the mail is about; shown in the admin outbox and on /email-dashboard. */
  kind: MailKind;
  userId?: string | null;
  attachments?: MailAttachment[];
  /**
   * Links or tokens in this mail that only its recipient may see (a reset
   * link, a guest's manage link): stored with the mail so every other reader
   * gets them redacted (ADR 017). They still go to SMTP and the operator's log.
   */
  secrets?: string[];
}

export interface Mailer {
  /**
   * Records the mail (status pending) and enqueues the job that sends it, both
   * in `options.db` when given (the caller's transaction: no mail for a change
   * that rolls back, none lost when the process stops after the commit) and in
   * one transaction of their own otherwise.
   */
  send(mail: OutgoingMail, options?: { db?: Database }): Promise<void>;
}

/** A mailer whose mails are written in `db` (a transaction), for code that takes a plain Mailer. */
export function mailerIn(mailer: Mailer, db: Database): Mailer {
  return { send: (mail, options) => mailer.send(mail, { db: options?.db ?? db }) };
}

export const SEND_MAIL_JOB = 'mail-send';

export interface MailerDeps {
  config: Pick<Config, 'smtpUrl' | 'mailFrom'>;
  db: Database;
  logger: Logger;
  jobs: Jobs;
  /** Seconds before the first retry of a failed SMTP send (doubled for each next one). */
  retryDelaySeconds?: number;
}

/**
 * The send job delivers through SMTP when SMTP_URL is set, retried with
 * back-off until it goes through (the last failure marks the row failed);
 * otherwise the stored row is the delivery (an outbox admins can read) and the
 * log prints it. Either way the message is recorded, so users can see what the
 * platform sent them.
 */
export function createMailer(deps: MailerDeps): Mailer {
  const transport = deps.config.smtpUrl ? nodemailer.createTransport(deps.config.smtpUrl) : null;

  async function deliver(mailId: string, attempt: JobAttemptInfo) {
    const [row] = await deps.db.select().from(mailMessages).where(eq(mailMessages.id, mailId));
    // Delivered already (or deleted with its account): nothing to send again.
    if (row?.status !== 'pending') return;
    if (!transport) {
      await deps.db.update(mailMessages).set({ status: 'outbox' }).where(eq(mailMessages.id, mailId));
      deps.logger.info({ to: row.to, subject: row.subject, text: row.text }, 'e-mail in outbox (geen SMTP_URL)');
      return;
    }
    try {
      await transport.sendMail({
        from: deps.config.mailFrom,
        to: row.to,
        subject: row.subject,
        text: row.text,
        ...(row.html ? { html: row.html } : {}),
        ...(row.attachments.length > 0 ? { attachments: row.attachments } : {}),
      });
    } catch (error) {
      await deps.db
        .update(mailMessages)
        .set({ status: attempt.lastAttempt ? 'failed' : 'pending', error: String(error) })
        .where(eq(mailMessages.id, mailId));
      deps.logger.error({ err: error, to: row.to, attempt: attempt.retryCount + 1 }, 'e-mail verzenden mislukt');
      throw error;
    }
    await deps.db
      .update(mailMessages)
      .set({ status: 'sent', sentAt: new Date(), error: null })
      .where(eq(mailMessages.id, mailId));
  }

  /** A mail whose send job failed for good and that is still waiting: it will not be sent any more. */
  async function markUndelivered(mailId: string) {
    await deps.db
      .update(mailMessages)
      .set({ status: 'failed', error: 'verzenden afgebroken: geen pogingen meer over' })
      .where(and(eq(mailMessages.id, mailId), eq(mailMessages.status, 'pending')));
  }

  deps.jobs.define<{ mailId: string }>({
    name: SEND_MAIL_JOB,
    handler: ({ mailId }, attempt) => deliver(mailId, attempt),
    // The last attempt timed out or was cut off by a shutdown: pg-boss failed the job without `deliver`.
    onFailed: ({ mailId }) => markUndelivered(mailId),
    retryLimit: 8,
    retryDelaySeconds: deps.retryDelaySeconds ?? 30,
  });

  return {
    async send(mail, options = {}) {
      // A transaction of its own, or a savepoint inside the caller's: the row and its job go together.
      await (options.db ?? deps.db).transaction(async (tx) => {
        const [row] = await tx
          .insert(mailMessages)
          .values({
            userId: mail.userId ?? null,
            kind: mail.kind,
            to: mail.to,
            subject: mail.subject,
            text: mail.text,
            html: mail.html ?? null,
            attachments: mail.attachments ?? [],
            secrets: mail.secrets ?? [],
            status: 'pending',
          })
          .returning({ id: mailMessages.id });
        if (!row) throw new Error('mail_messages insert gaf geen rij terug');
        await deps.jobs.enqueue(SEND_MAIL_JOB, { mailId: row.id }, { db: tx });
      });
    },
  };
}

/** A stored mail row as the API shows it (admin outbox, a user's own e-mails). */
export function toMailMessage(row: typeof mailMessages.$inferSelect): MailMessage {
  return {
    id: row.id,
    kind: row.kind,
    to: row.to,
    subject: row.subject,
    text: row.text,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
    attachments: row.attachments.map(({ filename, contentType }) => ({ filename, contentType })),
  };
}

/**
 * One stored attachment of a mail with the mail's secrets (for the outbox and
 * "my e-mails"); `userId` limits it to that user's mails.
 */
export async function findAttachment(
  db: Database,
  mailId: string,
  index: number,
  userId?: string,
): Promise<{ attachment: MailAttachment; secrets: string[] } | null> {
  if (!/^[0-9a-f-]{36}$/i.test(mailId)) return null;
  const [row] = await db
    .select({ userId: mailMessages.userId, attachments: mailMessages.attachments, secrets: mailMessages.secrets })
    .from(mailMessages)
    .where(eq(mailMessages.id, mailId));
  if (!row || (userId !== undefined && row.userId !== userId)) return null;
  const attachment = row.attachments[index];
  return attachment ? { attachment, secrets: row.secrets } : null;
}

/** What anyone but the recipient sees in place of a secret link or token (ADR 017). */
export const REDACTED_SECRET = '[verborgen: alleen zichtbaar voor de ontvanger]';

/**
 * The text with every secret replaced. Calendar files fold long lines
 * (RFC 5545: CRLF and a space), which can split a link, so they are unfolded
 * first; longer secrets go first, so a link is hidden whole, not only its token.
 */
export function redactSecrets(text: string, secrets: readonly string[], folded = false): string {
  const ordered = secrets.filter(Boolean).toSorted((a, b) => b.length - a.length);
  if (ordered.length === 0) return text;
  let result = folded ? text.replace(/\r?\n[ \t]/g, '') : text;
  for (const secret of ordered) result = result.replaceAll(secret, REDACTED_SECRET);
  return result;
}

/** A stored mail as a reader other than its recipient may see it. */
export function redactMail(row: typeof mailMessages.$inferSelect): typeof mailMessages.$inferSelect {
  if (row.secrets.length === 0) return row;
  return {
    ...row,
    subject: redactSecrets(row.subject, row.secrets),
    text: redactSecrets(row.text, row.secrets),
    html: row.html === null ? null : redactSecrets(row.html, row.secrets),
    attachments: row.attachments.map((attachment) => redactAttachment(attachment, row.secrets)),
  };
}

/** An attachment as a reader other than the recipient may see it. */
export function redactAttachment(attachment: MailAttachment, secrets: readonly string[]): MailAttachment {
  const folded = attachment.contentType.startsWith('text/calendar');
  return { ...attachment, content: redactSecrets(attachment.content, secrets, folded) };
}

/** An attachment as a download response. */
export function attachmentResponse(attachment: MailAttachment): Response {
  return new Response(attachment.content, {
    headers: {
      'Content-Type': attachment.contentType,
      'Content-Disposition': `attachment; filename="${attachment.filename.replaceAll('"', '')}"`,
      'Cache-Control': 'private, no-store',
    },
  });
}
