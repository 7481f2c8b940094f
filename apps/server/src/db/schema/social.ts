import type { Delivery, PlaceKindName, PostStatus, SocialNetwork } from '@platform/core';
import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';

/**
 * The social manager's posts (issue 20, ADR 048): one text for one or more networks of one shop or venue,
 * planned at a time. A post of the place (kind + id), not of a table: both brands share it, as place access does.
 */
export const socialPosts = pgTable(
  'social_posts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    placeKind: text('place_kind').$type<PlaceKindName>().notNull(),
    placeId: uuid('place_id').notNull(),
    authorId: text('author_id').references(() => users.id, { onDelete: 'set null' }),
    text: text('text').notNull(),
    networks: text('networks').array().$type<SocialNetwork[]>().notNull(),
    scheduledAt: timestamp('scheduled_at', { withTimezone: true }).notNull(),
    status: text('status').$type<PostStatus>().notNull().default('draft'),
    /** The upload's id: its crops live under `social/{imageId}/{network}.jpg`. */
    imageId: uuid('image_id'),
    approvedBy: text('approved_by').references(() => users.id, { onDelete: 'set null' }),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    rejectionNote: text('rejection_note'),
    /** Per network, what publishing did: published by its connector, left for a person (RSS + reminder), or failed. */
    deliveries: jsonb('deliveries').$type<Partial<Record<SocialNetwork, Delivery>>>().notNull().default(sql`'{}'::jsonb`),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('social_posts_place_idx').on(table.placeKind, table.placeId, table.scheduledAt),
    index('social_posts_due_idx').on(table.status, table.scheduledAt),
  ],
);

/**
 * An owner's own account on a network, connected for a place through OAuth (ADR 062). The tokens are
 * AES-256-GCM ciphertexts (`features/social/token-crypto.ts`), never sent to a client. One per place and network.
 */
export const socialConnections = pgTable(
  'social_connections',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    placeKind: text('place_kind').$type<PlaceKindName>().notNull(),
    placeId: uuid('place_id').notNull(),
    network: text('network').$type<SocialNetwork>().notNull(),
    /** The network's id of what is posted to: X user, LinkedIn organisation URN, Facebook page, Instagram user. */
    accountId: text('account_id').notNull(),
    accountName: text('account_name').notNull(),
    accessToken: text('access_token').notNull(),
    refreshToken: text('refresh_token'),
    /** When the access token expires; null = it does not (a Meta page token). */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    connectedBy: text('connected_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('social_connections_place_network_idx').on(table.placeKind, table.placeId, table.network)],
);

/**
 * A started OAuth authorization (ADR 062): the random `state` sent to the network, bound to the session and
 * place that started it, with the PKCE verifier (encrypted). Used once; older than 15 minutes it is refused.
 */
export const socialOauthStates = pgTable('social_oauth_states', {
  state: text('state').primaryKey(),
  sessionId: text('session_id').notNull(),
  userId: text('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  placeKind: text('place_kind').$type<PlaceKindName>().notNull(),
  placeId: uuid('place_id').notNull(),
  network: text('network').$type<SocialNetwork>().notNull(),
  codeVerifier: text('code_verifier').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
