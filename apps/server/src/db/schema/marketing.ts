import { PLAN_IDS, PRODUCT_SLUGS } from '@platform/core';
import { index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { placeKindEnum } from './place-staff.ts';

/**
 * A message from the contact or demo-request form (issue 22). Anyone may send one; admins read them in
 * `/admin/contact` and mark them handled. Honeypot hits are never stored.
 */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    organisation: text('organisation').notNull().default(''),
    phone: text('phone').notNull().default(''),
    message: text('message').notNull(),
    product: text('product', { enum: PRODUCT_SLUGS }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    handledAt: timestamp('handled_at', { withTimezone: true }),
    handledBy: text('handled_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [index('contact_messages_created_idx').on(table.createdAt)],
);

/**
 * The plan of one coffeeshop or venue and the modules switched on for it (ADR 051). Choosing a plan sets
 * `modules` to the plan's products; an admin may switch single modules on or off afterwards.
 */
export const placeSubscriptions = pgTable(
  'place_subscriptions',
  {
    placeKind: placeKindEnum('place_kind').notNull(),
    placeId: uuid('place_id').notNull(),
    plan: text('plan', { enum: PLAN_IDS }),
    modules: text('modules', { enum: PRODUCT_SLUGS }).array().notNull().default([]),
    chosenBy: text('chosen_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.placeKind, table.placeId] })],
);

/** One invoice per plan choice, numbered per year; the payment provider's reference beside it. */
export const subscriptionInvoices = pgTable(
  'subscription_invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    number: text('number').notNull().unique(),
    placeKind: placeKindEnum('place_kind').notNull(),
    placeId: uuid('place_id').notNull(),
    plan: text('plan', { enum: PLAN_IDS }).notNull(),
    netCents: integer('net_cents').notNull(),
    vatCents: integer('vat_cents').notNull(),
    totalCents: integer('total_cents').notNull(),
    provider: text('provider').notNull(),
    providerReference: text('provider_reference').notNull().default(''),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('subscription_invoices_place_idx').on(table.placeKind, table.placeId)],
);
