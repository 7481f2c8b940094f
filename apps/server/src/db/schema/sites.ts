import type { SiteColours, SitePage } from '@platform/core';
import { PLACE_KINDS, SITE_TEMPLATES } from '@platform/core';
import { boolean, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/**
 * A generated website of a coffeeshop or venue (ADR 059): the owner's choices only. Its content (hours, menu,
 * vacancies) is read live from the place on each request. The place is named by kind and id, as vacancies do.
 */
export const sites = pgTable(
  'sites',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    placeKind: text('place_kind', { enum: PLACE_KINDS }).notNull(),
    placeId: uuid('place_id').notNull(),
    slug: text('slug').notNull().unique(),
    template: text('template', { enum: SITE_TEMPLATES }).notNull(),
    colours: jsonb('colours').$type<SiteColours>().notNull(),
    pages: jsonb('pages').$type<SitePage[]>().notNull(),
    intro: text('intro').notNull().default(''),
    published: boolean('published').notNull().default(false),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    /** The owner's own host name; served only once `domain_verified_at` is set by a DNS check. */
    domain: text('domain').unique(),
    domainVerifiedAt: timestamp('domain_verified_at', { withTimezone: true }),
    domainCheckedAt: timestamp('domain_checked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('sites_place_idx').on(table.placeKind, table.placeId),
    index('sites_published_idx').on(table.published),
  ],
);

/** Templates an admin switched off: not offered to owners, and sites on them keep rendering. */
export const siteTemplateSettings = pgTable('site_template_settings', {
  template: text('template', { enum: SITE_TEMPLATES }).primaryKey(),
  enabled: boolean('enabled').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
