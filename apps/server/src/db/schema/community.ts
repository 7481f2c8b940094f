import { boolean, index, integer, jsonb, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';

export const makerTierEnum = pgEnum('maker_tier', ['seed', 'grow', 'bloom']);
export const makerStatusEnum = pgEnum('maker_status', ['active', 'paused', 'ended']);
export const complianceStatusEnum = pgEnum('compliance_status', ['pending', 'approved', 'flagged', 'rejected']);
export const guidelineTypeEnum = pgEnum('guideline_type', ['forbidden_terms', 'patterns']);

export const makerTiers = pgTable('maker_tiers', {
  id: uuid('id').primaryKey().defaultRandom(),
  tierName: makerTierEnum('tier_name').notNull().unique(),
  displayName: text('display_name').notNull(),
  description: text('description').notNull(),
  contentQuotaMonthly: integer('content_quota_monthly').notNull(),
  /** Base honorarium per month in whole euros. */
  honorariumBase: integer('honorarium_base').notNull(),
  benefits: jsonb('benefits').$type<Record<string, string | number | boolean>>().notNull().default({}),
  isActive: boolean('is_active').notNull().default(true),
});

/** One maker per user (spec section 3). */
export const communityMakers = pgTable('community_makers', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: text('user_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  gemeente: text('gemeente').notNull(),
  specializations: jsonb('specializations').$type<string[]>().notNull().default([]),
  tier: makerTierEnum('tier').notNull().default('seed'),
  status: makerStatusEnum('status').notNull().default('active'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export interface StoredComplianceIssue {
  kind: string;
  label: string;
  severity: string;
  match: string;
  index: number;
  suggestion: string;
}

export const makerContent = pgTable(
  'maker_content',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    makerId: uuid('maker_id')
      .notNull()
      .references(() => communityMakers.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull(),
    contentType: text('content_type').notNull(),
    /** The review as JSON text (spec section 3). */
    contentBody: text('content_body').notNull(),
    gemeente: text('gemeente').notNull(),
    complianceStatus: complianceStatusEnum('compliance_status').notNull().default('pending'),
    complianceIssues: jsonb('compliance_issues').$type<StoredComplianceIssue[]>().notNull().default([]),
    preflightScore: integer('preflight_score').notNull(),
    engagementMetrics: jsonb('engagement_metrics').$type<Record<string, number>>().notNull().default({}),
    submissionDate: timestamp('submission_date', { withTimezone: true }).notNull().defaultNow(),
    reviewNote: text('review_note'),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    reviewedBy: text('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [
    index('maker_content_maker_date_idx').on(table.makerId, table.submissionDate),
    index('maker_content_status_idx').on(table.complianceStatus),
  ],
);

/** Every moderation decision: who, when, what (kept when the content changes again). */
export const makerContentDecisions = pgTable('maker_content_decisions', {
  id: uuid('id').primaryKey().defaultRandom(),
  contentId: uuid('content_id')
    .notNull()
    .references(() => makerContent.id, { onDelete: 'cascade' }),
  decidedBy: text('decided_by').references(() => users.id, { onDelete: 'set null' }),
  decision: complianceStatusEnum('decision').notNull(),
  note: text('note'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const complianceGuidelines = pgTable('compliance_guidelines', {
  id: uuid('id').primaryKey().defaultRandom(),
  guidelineType: guidelineTypeEnum('guideline_type').notNull(),
  /** `{ terms: string[] }` or `{ patterns: { label, regex, severity }[] }`. */
  rulesData: jsonb('rules_data').notNull(),
  severity: text('severity').notNull().default('high'),
  isActive: boolean('is_active').notNull().default(true),
  createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A maker's post concept made by an assistant (issue 17, ADR 044): kept for the maker to open in
 * the preflight view; never published or submitted by itself. `producedBy` says what wrote it.
 */
export const makerDrafts = pgTable(
  'maker_drafts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    makerId: uuid('maker_id')
      .notNull()
      .references(() => communityMakers.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    body: text('body').notNull(),
    producedBy: text('produced_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('maker_drafts_maker_idx').on(table.makerId, table.createdAt)],
);
