import type { CoffeeshopDraft } from '@platform/core';
import { sql } from 'drizzle-orm';
import { index, jsonb, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { coffeeshops } from './coffeeshops.ts';
import { venues } from './horeca.ts';

export const applicationStatusEnum = pgEnum('place_application_status', [
  'draft',
  'submitted',
  'changes_requested',
  'approved',
  'rejected',
]);

/**
 * A business bringing itself onto the platform (issue 16): a wizard draft saved step by step, then a submitted
 * application in the admin review queue, or a claim of an existing listing. One open application per applicant
 * and brand; approved and rejected ones stay as history.
 */
export const placeApplications = pgTable(
  'place_applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicantId: text('applicant_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    brand: text('brand').$type<'coffeeshop' | 'horeca'>().notNull(),
    kind: text('kind').$type<'new' | 'claim'>().notNull().default('new'),
    status: applicationStatusEnum('status').notNull().default('draft'),
    /** The last step the applicant saved; the wizard resumes after it. */
    step: text('step').notNull(),
    draft: jsonb('draft').$type<CoffeeshopDraft>().notNull().default({}),
    /** Copied from the draft for the duplicate checks. */
    name: text('name'),
    kvkNumber: text('kvk_number'),
    claimShopId: uuid('claim_shop_id').references(() => coffeeshops.id, { onDelete: 'set null' }),
    /** The shop this application created or claimed, once approved. */
    placeId: uuid('place_id').references(() => coffeeshops.id, { onDelete: 'set null' }),
    /** The venue this (horeca) application created, once approved. */
    venueId: uuid('venue_id').references(() => venues.id, { onDelete: 'set null' }),
    reviewNote: text('review_note'),
    decidedBy: text('decided_by').references(() => users.id, { onDelete: 'set null' }),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('place_applications_open_idx')
      .on(table.applicantId, table.brand)
      .where(sql`${table.status} in ('draft', 'submitted', 'changes_requested')`),
    index('place_applications_status_idx').on(table.status),
    index('place_applications_kvk_idx').on(table.kvkNumber),
  ],
);
