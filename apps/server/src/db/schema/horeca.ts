import type { Allergen, DietTag, ReservationSettings, VenueCategory } from '@platform/core';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { placeColumns } from './place-columns.ts';
import { managerPermissionsColumn } from './place-staff.ts';

export const venues = pgTable(
  'venues',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ...placeColumns(),
    category: text('category').$type<VenueCategory>().notNull(),
    cuisines: jsonb('cuisines').$type<string[]>().notNull().default([]),
    priceLevel: integer('price_level').notNull().default(2),
    email: text('email'),
    reservationsEnabled: boolean('reservations_enabled').notNull().default(true),
    reservationSettings: jsonb('reservation_settings').$type<ReservationSettings>().notNull(),
  },
  (table) => [
    uniqueIndex('venues_plaats_slug_idx').on(table.plaatsSlug, table.slug),
    index('venues_owner_idx').on(table.ownerId),
  ],
);

export const venueManagers = pgTable(
  'venue_managers',
  {
    venueId: uuid('venue_id')
      .notNull()
      .references(() => venues.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    permissions: managerPermissionsColumn(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.venueId, table.userId] })],
);

export const menuSections = pgTable(
  'menu_sections',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    venueId: uuid('venue_id')
      .notNull()
      .references(() => venues.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (table) => [index('menu_sections_venue_idx').on(table.venueId)],
);

export const dishes = pgTable(
  'dishes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sectionId: uuid('section_id')
      .notNull()
      .references(() => menuSections.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    price: numeric('price', { precision: 8, scale: 2, mode: 'number' }).notNull(),
    contains: jsonb('contains').$type<Allergen[]>().notNull().default([]),
    mayContain: jsonb('may_contain').$type<Allergen[]>().notNull().default([]),
    diets: jsonb('diets').$type<DietTag[]>().notNull().default([]),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (table) => [index('dishes_section_idx').on(table.sectionId)],
);

export const courseMenus = pgTable(
  'course_menus',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    venueId: uuid('venue_id')
      .notNull()
      .references(() => venues.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    pricePerPerson: numeric('price_per_person', { precision: 8, scale: 2, mode: 'number' }).notNull(),
    winePairingPrice: numeric('wine_pairing_price', { precision: 8, scale: 2, mode: 'number' }),
    courses: jsonb('courses').$type<Array<{ name: string; description: string; dishId: string | null }>>().notNull(),
    active: boolean('active').notNull().default(true),
  },
  (table) => [index('course_menus_venue_idx').on(table.venueId)],
);

export const venueAreas = pgTable('venue_areas', {
  id: uuid('id').primaryKey().defaultRandom(),
  venueId: uuid('venue_id')
    .notNull()
    .references(() => venues.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
});

export const venueTables = pgTable(
  'venue_tables',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    venueId: uuid('venue_id')
      .notNull()
      .references(() => venues.id, { onDelete: 'cascade' }),
    areaId: uuid('area_id')
      .notNull()
      .references(() => venueAreas.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    seats: integer('seats').notNull(),
    /** The smallest party the table is given to (alone or combined). */
    minParty: integer('min_party').notNull().default(1),
    /** Online guests only get these tables; staff use every table. */
    bookableOnline: boolean('bookable_online').notNull().default(true),
    /** Position on the floor plan, in plan units from the top left. */
    x: integer('x').notNull().default(0),
    y: integer('y').notNull().default(0),
    /** False: removed from the floor (past reservations keep its name). */
    active: boolean('active').notNull().default(true),
  },
  (table) => [
    index('venue_tables_venue_idx').on(table.venueId),
    uniqueIndex('venue_tables_venue_name_idx').on(table.venueId, table.name).where(sql`${table.active}`),
  ],
);

/** Two tables of one venue that may be pushed together (ADR 031); stored once, tableId < otherTableId. */
export const venueTablePairs = pgTable(
  'venue_table_pairs',
  {
    venueId: uuid('venue_id')
      .notNull()
      .references(() => venues.id, { onDelete: 'cascade' }),
    tableId: uuid('table_id')
      .notNull()
      .references(() => venueTables.id, { onDelete: 'cascade' }),
    otherTableId: uuid('other_table_id')
      .notNull()
      .references(() => venueTables.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.tableId, table.otherTableId] }),
    index('venue_table_pairs_venue_idx').on(table.venueId),
    check('venue_table_pairs_order', sql`${table.tableId} < ${table.otherTableId}`),
  ],
);

export const reservationStatusEnum = pgEnum('reservation_status', [
  'requested',
  'confirmed',
  'seated',
  'completed',
  'cancelled',
  'no_show',
]);
export const reservationSourceEnum = pgEnum('reservation_source', ['online', 'walk_in', 'phone']);

export const reservations = pgTable(
  'reservations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    venueId: uuid('venue_id')
      .notNull()
      .references(() => venues.id, { onDelete: 'cascade' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    partySize: integer('party_size').notNull(),
    status: reservationStatusEnum('status').notNull(),
    source: reservationSourceEnum('source').notNull().default('online'),
    tableIds: jsonb('table_ids').$type<string[]>().notNull(),
    name: text('name').notNull(),
    email: text('email'),
    phone: text('phone'),
    note: text('note').notNull().default(''),
    marketingOptIn: boolean('marketing_opt_in').notNull().default(false),
    /** The guest's account when they booked signed in: their e-mails then show on /email-dashboard. */
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** SHA-256 of the guest's personal link token; the token itself is only in the e-mail. */
    manageTokenHash: text('manage_token_hash'),
    reminderSentAt: timestamp('reminder_sent_at', { withTimezone: true }),
    /** The SEQUENCE of the last calendar file sent (RFC 5545): every update or cancellation goes one higher. */
    calendarSequence: integer('calendar_sequence').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('reservations_venue_time_idx').on(table.venueId, table.startsAt),
    uniqueIndex('reservations_token_idx').on(table.manageTokenHash),
  ],
);

export const tableBlocks = pgTable(
  'table_blocks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    venueId: uuid('venue_id')
      .notNull()
      .references(() => venues.id, { onDelete: 'cascade' }),
    /** Null: the whole venue. */
    tableId: uuid('table_id').references(() => venueTables.id, { onDelete: 'cascade' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    reason: text('reason').notNull(),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [index('table_blocks_venue_time_idx').on(table.venueId, table.startsAt)],
);
