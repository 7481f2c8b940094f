import { index, jsonb, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';

export const mailStatusEnum = pgEnum('mail_status', ['pending', 'outbox', 'sent', 'failed']);

/**
 * Every e-mail the platform sends. Written `pending` in the transaction of the
 * change that caused it; the send job (platform/mail.ts) then delivers it:
 * without SMTP_URL the row is the delivery (status outbox, read by admins);
 * with SMTP it is the sent log.
 */
export const mailMessages = pgTable(
  'mail_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    kind: text('kind').notNull(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    /** Small text attachments (calendar files) kept with the message, so the outbox shows what was sent. */
    attachments: jsonb('attachments')
      .$type<Array<{ filename: string; contentType: string; content: string }>>()
      .notNull()
      .default([]),
    /**
     * Links and tokens in this mail that only its recipient may see (ADR 017):
     * every read by someone else (the admin outbox) shows them redacted.
     */
    secrets: jsonb('secrets').$type<string[]>().notNull().default([]),
    status: mailStatusEnum('status').notNull(),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [index('mail_messages_to_idx').on(table.to), index('mail_messages_created_idx').on(table.createdAt)],
);
