import { EMPLOYER_KINDS, SALARY_PERIODS, VACANCY_TYPES } from '@platform/core';
import { date, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * A vacancy of a partner, coffeeshop or venue: one model, the employer named by kind and id (a place is never
 * deleted, only taken offline, so no foreign key per kind). Salaries in cents; open through `closing_date`.
 */
export const vacancies = pgTable(
  'vacancies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    employerKind: text('employer_kind', { enum: EMPLOYER_KINDS }).notNull(),
    employerId: uuid('employer_id').notNull(),
    slug: text('slug').notNull().unique(),
    title: text('title').notNull(),
    type: text('type', { enum: VACANCY_TYPES }).notNull(),
    hoursMin: integer('hours_min').notNull(),
    hoursMax: integer('hours_max').notNull(),
    salaryMinCents: integer('salary_min_cents').notNull(),
    salaryMaxCents: integer('salary_max_cents').notNull(),
    salaryPeriod: text('salary_period', { enum: SALARY_PERIODS }).notNull(),
    plaats: text('plaats').notNull(),
    description: text('description').notNull(),
    closingDate: date('closing_date', { mode: 'string' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('vacancies_employer_idx').on(table.employerKind, table.employerId),
    index('vacancies_closing_idx').on(table.closingDate),
  ],
);

/** An application with its CV in private storage (`cv_key`) until the retention job deletes it. */
export const vacancyApplications = pgTable(
  'vacancy_applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    vacancyId: uuid('vacancy_id')
      .notNull()
      .references(() => vacancies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    motivation: text('motivation').notNull(),
    cvKey: text('cv_key'),
    cvMimeType: text('cv_mime_type').notNull(),
    cvSizeBytes: integer('cv_size_bytes').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    cvDeletedAt: timestamp('cv_deleted_at', { withTimezone: true }),
  },
  (table) => [
    index('vacancy_applications_vacancy_idx').on(table.vacancyId, table.createdAt),
    index('vacancy_applications_created_idx').on(table.createdAt),
  ],
);
