import {
  MENU_IMPORT_JOB_STATUSES,
  MENU_IMPORT_KINDS,
  MENU_IMPORT_OUTCOMES,
  MENU_IMPORT_PLACE_TYPES,
  MENU_IMPORT_SOURCES,
  type ParseResult,
} from '@platform/core';
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';

/**
 * A menu-import job (issue 18): an uploaded photo, PDF or table parsed in the background, page by page. The id is
 * an unguessable token (it is the only key an anonymous demo visitor has). The source file and the page images
 * live in private storage under `menu-import/<id>/` until the retention job deletes them (`files_deleted_at`).
 */
export const menuImportJobs = pgTable(
  'menu_import_jobs',
  {
    id: text('id').primaryKey(),
    /** The signed-in user who uploaded; null for the anonymous demo. */
    userId: text('user_id').references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: MENU_IMPORT_KINDS }).notNull(),
    /** The shop or venue the owner is importing for, when they said so (then the job shows in the history). */
    placeType: text('place_type', { enum: MENU_IMPORT_PLACE_TYPES }),
    placeId: uuid('place_id'),
    status: text('status', { enum: MENU_IMPORT_JOB_STATUSES }).notNull().default('queued'),
    sourceType: text('source_type', { enum: MENU_IMPORT_SOURCES }).notNull(),
    fileName: text('file_name'),
    pagesDone: integer('pages_done').notNull().default(0),
    pagesTotal: integer('pages_total').notNull().default(0),
    result: jsonb('result').$type<ParseResult>(),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    filesDeletedAt: timestamp('files_deleted_at', { withTimezone: true }),
  },
  (table) => [index('menu_import_jobs_created_idx').on(table.createdAt), index('menu_import_jobs_user_idx').on(table.userId)],
);

/** One import into a shop's products or a venue's menu, for the history: who, when, source, counts, outcome. */
export const menuImports = pgTable(
  'menu_imports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    placeType: text('place_type', { enum: MENU_IMPORT_PLACE_TYPES }).notNull(),
    placeId: uuid('place_id').notNull(),
    jobId: text('job_id'),
    sourceType: text('source_type', { enum: MENU_IMPORT_SOURCES }).notNull(),
    fileName: text('file_name'),
    parsed: integer('parsed').notNull().default(0),
    created: integer('created').notNull().default(0),
    updated: integer('updated').notNull().default(0),
    removed: integer('removed').notNull().default(0),
    outcome: text('outcome', { enum: MENU_IMPORT_OUTCOMES }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('menu_imports_place_idx').on(table.placeType, table.placeId, table.createdAt),
    index('menu_imports_created_idx').on(table.createdAt),
  ],
);
