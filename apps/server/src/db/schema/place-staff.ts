import { PLACE_KINDS, PLACE_PERMISSIONS, type PlacePermission } from '@platform/core';
import { sql } from 'drizzle-orm';
import { index, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';

/**
 * What a manager of a shop or venue may do (ADR 030). The column both managers
 * tables share; its default is every right, so the managers from before keep
 * what they had.
 */
export function managerPermissionsColumn() {
  return text('permissions')
    .array()
    .$type<PlacePermission[]>()
    .notNull()
    .default([...PLACE_PERMISSIONS]);
}

export const placeKindEnum = pgEnum('place_kind', PLACE_KINDS);

/**
 * An owner's invitation to manage a place, for both brands: the link in the
 * mail carries the token, only its hash is stored. A place is never deleted
 * (only taken offline), so the place id needs no foreign key per brand; the
 * accept step reads the place through the one access rule.
 */
export const placeInvitations = pgTable(
  'place_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    placeKind: placeKindEnum('place_kind').notNull(),
    placeId: uuid('place_id').notNull(),
    email: text('email').notNull(),
    permissions: text('permissions').array().$type<PlacePermission[]>().notNull(),
    tokenHash: text('token_hash').notNull(),
    invitedById: text('invited_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    acceptedById: text('accepted_by_id').references(() => users.id, { onDelete: 'set null' }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('place_invitations_token_idx').on(table.tokenHash),
    index('place_invitations_place_idx').on(table.placeKind, table.placeId),
    // One open invitation per address and place: two invites sent at once cannot both be stored and mailed.
    uniqueIndex('place_invitations_open_idx')
      .on(table.placeKind, table.placeId, table.email)
      .where(sql`${table.acceptedAt} is null and ${table.revokedAt} is null`),
  ],
);
