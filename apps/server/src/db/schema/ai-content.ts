import { AI_CONTENT_KINDS, AI_CONTENT_LENGTHS, AI_CONTENT_TONES, BRAND_TYPES } from '@platform/core';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { contentPosts } from './content.ts';

/**
 * Drafts the assistant wrote at /admin/ai-content (ADR 056): the request, the text (sanitised HTML), what wrote it
 * and the compliance check's verdict. Saving one makes a draft post in the content manager (`saved_post_id`).
 */
export const aiContentDrafts = pgTable(
  'ai_content_drafts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    authorId: text('author_id').references(() => users.id, { onDelete: 'set null' }),
    authorName: text('author_name').notNull(),
    kind: text('kind', { enum: AI_CONTENT_KINDS }).notNull(),
    brand: text('brand', { enum: BRAND_TYPES }).notNull(),
    topic: text('topic').notNull(),
    tone: text('tone', { enum: AI_CONTENT_TONES }).notNull(),
    length: text('length', { enum: AI_CONTENT_LENGTHS }).notNull(),
    keywords: jsonb('keywords').$type<string[]>().notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull().default(''),
    body: text('body').notNull(),
    notes: jsonb('notes').$type<string[]>().notNull(),
    producedBy: text('produced_by').notNull(),
    builtin: boolean('builtin').notNull(),
    complianceChecked: boolean('compliance_checked').notNull(),
    compliancePasses: boolean('compliance_passes').notNull(),
    complianceScore: integer('compliance_score').notNull(),
    complianceReasons: jsonb('compliance_reasons').$type<string[]>().notNull(),
    savedPostId: uuid('saved_post_id').references(() => contentPosts.id, { onDelete: 'set null' }),
    savedAt: timestamp('saved_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('ai_content_drafts_created_idx').on(table.createdAt)],
);
