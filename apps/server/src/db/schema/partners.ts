import { PARTNER_KINDS, PARTNER_MEMBER_ROLES, PARTNER_STATUSES } from '@platform/core';
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';

/**
 * A business that serves coffeeshops and horeca (issue 19). Invited by an admin, filled in by its members, public
 * only once approved (`status`); the slug is fixed at the invitation so links keep working after a rename.
 */
export const partners = pgTable(
  'partners',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    kind: text('kind', { enum: PARTNER_KINDS }).notNull(),
    status: text('status', { enum: PARTNER_STATUSES }).notNull().default('pending'),
    description: text('description').notNull().default(''),
    logoUrl: text('logo_url'),
    website: text('website'),
    contactEmail: text('contact_email').notNull(),
    contactPhone: text('contact_phone').notNull().default(''),
    region: text('region').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('partners_status_idx').on(table.status, table.name)],
);

export const partnerMembers = pgTable(
  'partner_members',
  {
    partnerId: uuid('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /**
     * Owners remove members and revoke invitations (ADR 055). Members from before roles existed had equal rights, so
     * the column's default keeps them owners; every insert names its role.
     */
    role: text('role', { enum: PARTNER_MEMBER_ROLES }).notNull().default('owner'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.partnerId, table.userId] }), index('partner_members_user_idx').on(table.userId)],
);

/** An invitation to become a member: as for place staff (ADR 030), only the token's hash is stored. */
export const partnerInvitations = pgTable(
  'partner_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    partnerId: uuid('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull(),
    invitedById: text('invited_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    acceptedById: text('accepted_by_id').references(() => users.id, { onDelete: 'set null' }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('partner_invitations_token_idx').on(table.tokenHash),
    // One open invitation per address and partner.
    uniqueIndex('partner_invitations_open_idx')
      .on(table.partnerId, table.email)
      .where(sql`${table.acceptedAt} is null and ${table.revokedAt} is null`),
  ],
);

export const partnerServices = pgTable(
  'partner_services',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    partnerId: uuid('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull(),
    priceText: text('price_text').notNull().default(''),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('partner_services_partner_idx').on(table.partnerId, table.sortOrder)],
);
