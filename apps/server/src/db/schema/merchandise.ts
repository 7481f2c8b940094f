import { BRAND_TYPES } from '@platform/core';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { partners } from './partners.ts';

/**
 * Merchandise (issue 19, ADR 055): an item of a partner, or of the platform (`partner_id` null). Prices in cents;
 * images are paths of the image pipeline. Visible on /merchandise/{id} once published (and its partner approved).
 */
export const merchandise = pgTable(
  'merchandise',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    partnerId: uuid('partner_id').references(() => partners.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    brand: text('brand', { enum: BRAND_TYPES }).notNull().default('cannabis'),
    priceCents: integer('price_cents').notNull(),
    images: jsonb('images').$type<string[]>().notNull().default([]),
    published: boolean('published').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('merchandise_partner_idx').on(table.partnerId, table.name),
    check('merchandise_price_check', sql`${table.priceCents} >= 0`),
  ],
);

/**
 * Stock per size; an item without sizes has one row with size ''. An order request reserves its quantity with a
 * conditional update, so two requests never sell the same last piece.
 */
export const merchandiseStock = pgTable(
  'merchandise_stock',
  {
    merchandiseId: uuid('merchandise_id')
      .notNull()
      .references(() => merchandise.id, { onDelete: 'cascade' }),
    size: text('size').notNull(),
    stock: integer('stock').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.merchandiseId, table.size] }),
    check('merchandise_stock_check', sql`${table.stock} >= 0`),
  ],
);

/** An order request (no payment): kept for the seller's dashboard and the admin list. */
export const merchandiseOrders = pgTable(
  'merchandise_orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    merchandiseId: uuid('merchandise_id')
      .notNull()
      .references(() => merchandise.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    size: text('size').notNull().default(''),
    quantity: integer('quantity').notNull(),
    message: text('message').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('merchandise_orders_item_idx').on(table.merchandiseId, table.createdAt)],
);
