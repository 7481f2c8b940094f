import { ACCOUNT_STATUSES, FAVORITE_KINDS, ROLES, VERIFICATION_STATUSES } from '@platform/core';
import { boolean, date, index, jsonb, pgEnum, pgTable, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';

export const roleEnum = pgEnum('app_role', ROLES);
export const verificationStatusEnum = pgEnum('verification_status', VERIFICATION_STATUSES);
export const accountStatusEnum = pgEnum('account_status', ACCOUNT_STATUSES);

/** One profile per user (spec section 3), created on the first session. */
export const profiles = pgTable('profiles', {
  id: text('id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  username: text('username').notNull(),
  firstName: text('first_name'),
  lastName: text('last_name'),
  birthDate: date('birth_date', { mode: 'string' }),
  ageVerified: boolean('age_verified').notNull().default(false),
  verificationStatus: verificationStatusEnum('verification_status').notNull().default('pending'),
  accountStatus: accountStatusEnum('account_status').notNull().default('pending_verification'),
  identityDocuments: jsonb('identity_documents').$type<Record<string, string>>().notNull().default({}),
  verificationNotes: text('verification_notes'),
  /** Why an admin suspended or banned the account; shown to the user at sign-in. */
  statusReason: text('status_reason'),
  verifiedAt: timestamp('verified_at', { withTimezone: true }),
  verifiedBy: text('verified_by').references(() => users.id, { onDelete: 'set null' }),
  preferredBrand: text('preferred_brand'),
  /** Path of the uploaded avatar's image endpoint, or null. */
  avatarUrl: text('avatar_url'),
  /** Admins grant this beside the role (issue 19): the person writes blog, news and events in /content-manager. */
  contentEditor: boolean('content_editor').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Role history: the newest row is the user's role (spec section 6). */
export const userRoles = pgTable(
  'user_roles',
  {
    id: serial('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: roleEnum('role').notNull(),
    grantedBy: text('granted_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('user_roles_user_created_idx').on(table.userId, table.createdAt)],
);

export const favoriteKindEnum = pgEnum('favorite_kind', FAVORITE_KINDS);

/** Saved coffeeshops, products and horeca venues (shown on /favorites). */
export const favorites = pgTable(
  'favorites',
  {
    id: serial('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: favoriteKindEnum('kind').notNull(),
    targetId: uuid('target_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('favorites_user_target_idx').on(table.userId, table.kind, table.targetId)],
);
