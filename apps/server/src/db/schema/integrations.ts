import type { ApiScope, PlaceKindName, WebhookDeliveryStatus, WebhookEventType } from '@platform/core';
import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';

/**
 * API keys of a shop or venue (issue 22, ADR 057): only the SHA-256 of the key is kept, with its
 * first characters to recognise it. The creator's access to the place is what the key may use.
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    placeKind: text('place_kind').$type<PlaceKindName>().notNull(),
    placeId: uuid('place_id').notNull(),
    createdBy: text('created_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    prefix: text('prefix').notNull(),
    keyHash: text('key_hash').notNull(),
    scopes: text('scopes').array().$type<ApiScope[]>().notNull(),
    rateLimitPerMinute: integer('rate_limit_per_minute').notNull(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('api_keys_hash_idx').on(table.keyHash), index('api_keys_place_idx').on(table.placeKind, table.placeId)],
);

/** Where a place's events go; the secret signs every delivery (HMAC needs it, so it is kept as is). */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    placeKind: text('place_kind').$type<PlaceKindName>().notNull(),
    placeId: uuid('place_id').notNull(),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    url: text('url').notNull(),
    events: text('events').array().$type<WebhookEventType[]>().notNull(),
    secret: text('secret').notNull(),
    secretRotatedAt: timestamp('secret_rotated_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('webhook_endpoints_place_idx').on(table.placeKind, table.placeId)],
);

/**
 * The delivery queue and its log in one: a row per event per endpoint, written in the transaction of
 * the change; the dispatch job sends the due ones and records each attempt's outcome.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    endpointId: uuid('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    /** One id per event, shared by its deliveries to several endpoints and by a resend. */
    eventId: uuid('event_id').notNull(),
    eventType: text('event_type').notNull(),
    /** The exact JSON body sent (and signed). */
    body: text('body').notNull(),
    status: text('status').$type<WebhookDeliveryStatus>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    responseCode: integer('response_code'),
    lastError: text('last_error'),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    test: boolean('test').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('webhook_deliveries_due_idx').on(table.status, table.nextAttemptAt),
    index('webhook_deliveries_endpoint_idx').on(table.endpointId, table.createdAt),
  ],
);
