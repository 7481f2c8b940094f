import { DOCUMENT_KINDS, DOCUMENT_MIME_TYPES, DOCUMENT_STATUSES } from '@platform/core';
import { index, integer, jsonb, pgEnum, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';

export const documentKindEnum = pgEnum('document_kind', DOCUMENT_KINDS);
export const documentStatusEnum = pgEnum('document_status', DOCUMENT_STATUSES);

/**
 * An uploaded identity document and the decision on it. The file lives in
 * private storage under `storage_key` until the retention job deletes it
 * (`storage_key` null, `files_deleted_at` set); the row and decision stay.
 */
export const identityDocuments = pgTable(
  'identity_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: documentKindEnum('kind').notNull(),
    mimeType: text('mime_type', { enum: DOCUMENT_MIME_TYPES }).notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    storageKey: text('storage_key'),
    status: documentStatusEnum('status').notNull().default('pending'),
    notes: text('notes'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: text('decided_by').references(() => users.id, { onDelete: 'set null' }),
    filesDeletedAt: timestamp('files_deleted_at', { withTimezone: true }),
  },
  (table) => [
    index('identity_documents_user_idx').on(table.userId, table.submittedAt),
    index('identity_documents_status_idx').on(table.status, table.submittedAt),
  ],
);

/** Every admin action and every view of an identity document. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    actorId: text('actor_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('audit_log_created_idx').on(table.createdAt)],
);
