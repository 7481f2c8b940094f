import { BRAND_TYPES, EVENT_OWNER_KINDS, POST_KINDS } from '@platform/core';
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { partners } from './partners.ts';

/**
 * Editorial posts (issue 19, ADR 049): the platform's blog and news (`partner_id` null) and partner news. The body is
 * HTML sanitised on the server before it is stored; `publish_at` null is a draft, a future one is scheduled, and
 * readers see a post once `publish_at <= now()` (query time, no job). One slug space for all posts.
 */
export const contentPosts = pgTable(
  'content_posts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: POST_KINDS }).notNull(),
    brand: text('brand', { enum: BRAND_TYPES }).notNull(),
    partnerId: uuid('partner_id').references(() => partners.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull().unique(),
    title: text('title').notNull(),
    summary: text('summary').notNull().default(''),
    body: text('body').notNull(),
    imageUrl: text('image_url'),
    publishAt: timestamp('publish_at', { withTimezone: true }),
    authorId: text('author_id').references(() => users.id, { onDelete: 'set null' }),
    authorName: text('author_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('content_posts_public_idx').on(table.kind, table.publishAt),
    index('content_posts_partner_idx').on(table.partnerId, table.publishAt),
  ],
);

/**
 * An event of the platform, a partner, a coffeeshop or a venue (owner by kind and id, like vacancies: ADR 040);
 * `starts_at`/`ends_at` are instants of the Dutch wall-clock times the organiser chose.
 */
export const events = pgTable(
  'events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerKind: text('owner_kind', { enum: EVENT_OWNER_KINDS }).notNull(),
    ownerId: uuid('owner_id'),
    title: text('title').notNull(),
    description: text('description').notNull(),
    location: text('location').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    capacity: integer('capacity').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('events_owner_idx').on(table.ownerKind, table.ownerId, table.startsAt)],
);

/** A sign-up: only a name and the address the confirmation went to (AVG: nothing else). */
export const eventSignups = pgTable(
  'event_signups',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    /** SHA-256 of the cancel link's token in the confirmation mail (ADR 056); null for sign-ups from before it. */
    cancelTokenHash: text('cancel_token_hash'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('event_signups_email_idx').on(table.eventId, table.email),
    index('event_signups_cancel_idx').on(table.cancelTokenHash),
  ],
);
