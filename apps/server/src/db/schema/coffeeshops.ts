import type { ScreenLayout } from '@platform/core';
import {
  boolean,
  doublePrecision,
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

export const menuVisibilityEnum = pgEnum('menu_visibility', ['in_store', 'verified', 'public']);

export const coffeeshops = pgTable(
  'coffeeshops',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ...placeColumns(),
    province: text('province').notNull(),
    /** Ingezetenencriterium: only residents of the Netherlands are admitted. */
    residentsOnly: boolean('residents_only').notNull().default(false),
    /** Takes part in the experiment gesloten coffeeshopketen. */
    wietexperiment: boolean('wietexperiment').notNull().default(false),
    /** Where the menu may show (art. 3b Opiumwet): in the shop by default. */
    menuVisibility: menuVisibilityEnum('menu_visibility').notNull().default('in_store'),
  },
  (table) => [
    uniqueIndex('coffeeshops_plaats_slug_idx').on(table.plaatsSlug, table.slug),
    index('coffeeshops_owner_idx').on(table.ownerId),
  ],
);

export const coffeeshopManagers = pgTable(
  'coffeeshop_managers',
  {
    coffeeshopId: uuid('coffeeshop_id')
      .notNull()
      .references(() => coffeeshops.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    permissions: managerPermissionsColumn(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.coffeeshopId, table.userId] })],
);

/** Growers (spec section 3), plus the wietexperiment's designated-grower flag. */
export const telers = pgTable(
  'telers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    naam: text('naam').notNull(),
    logoUrl: text('logo_url'),
    beschrijving: text('beschrijving'),
    omschrijving: text('omschrijving'),
    locatie: text('locatie'),
    gemeente: text('gemeente'),
    adres: text('adres'),
    postcode: text('postcode'),
    plaats: text('plaats'),
    provincie: text('provincie'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    licensieNummer: text('licensie_nummer'),
    kvkNummer: text('kvk_nummer'),
    slug: text('slug').notNull().unique(),
    contactEmail: text('contact_email'),
    contactTelefoon: text('contact_telefoon'),
    website: text('website'),
    specialiteiten: jsonb('specialiteiten').$type<string[]>().notNull().default([]),
    actief: boolean('actief').notNull().default(true),
    instagram: text('instagram'),
    facebook: text('facebook'),
    linkedin: text('linkedin'),
    twitter: text('twitter'),
    youtube: text('youtube'),
    tiktok: text('tiktok'),
    whatsappNummer: text('whatsapp_nummer'),
    openingstijden: text('openingstijden'),
    bereikbaarheidInfo: text('bereikbaarheid_info'),
    heroImage: text('hero_image'),
    gallerijImages: jsonb('gallerij_images').$type<string[]>().notNull().default([]),
    geverifieerd: boolean('geverifieerd').notNull().default(false),
    verificationStatus: text('verification_status').notNull().default('pending'),
    complianceNotes: text('compliance_notes'),
    metaTitle: text('meta_title'),
    metaDescription: text('meta_description'),
    seoKeywords: jsonb('seo_keywords').$type<string[]>().notNull().default([]),
    designatedGrower: boolean('designated_grower').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('telers_naam_idx').on(table.naam)],
);

/** A shop's menu item (spec section 3), with its shop, grower and order. */
export const products = pgTable(
  'products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    coffeeshopId: uuid('coffeeshop_id')
      .notNull()
      .references(() => coffeeshops.id, { onDelete: 'cascade' }),
    naam: text('naam').notNull(),
    /** Price per size label in euros, e.g. { "1g": 11.5, "5g": 52 }. */
    prijzen: jsonb('prijzen').$type<Record<string, number>>().notNull().default({}),
    /** Stock in grams for flower and hash, in pieces otherwise. */
    voorraad: integer('voorraad').notNull().default(0),
    category: text('category').notNull().default('flower'),
    telerId: uuid('teler_id').references(() => telers.id, { onDelete: 'set null' }),
    thc: numeric('thc', { precision: 4, scale: 1, mode: 'number' }),
    cbd: numeric('cbd', { precision: 4, scale: 1, mode: 'number' }),
    type: text('type').notNull().default('hybrid'),
    foto: text('foto'),
    actief: boolean('actief').notNull().default(true),
    quantities: jsonb('quantities').$type<string[]>().notNull().default([]),
    preRolledOptions: jsonb('pre_rolled_options').$type<string[]>().notNull().default([]),
    stockBreakdown: jsonb('stock_breakdown').$type<Record<string, number>>().notNull().default({}),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('products_shop_order_idx').on(table.coffeeshopId, table.sortOrder),
    index('products_teler_idx').on(table.telerId),
  ],
);

export const coffeeshopNews = pgTable(
  'coffeeshop_news',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    coffeeshopId: uuid('coffeeshop_id')
      .notNull()
      .references(() => coffeeshops.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('coffeeshop_news_slug_idx').on(table.coffeeshopId, table.slug)],
);

/** An in-shop display: runs without a login through its secret URL token or its pairing code. */
export const screens = pgTable(
  'screens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    coffeeshopId: uuid('coffeeshop_id')
      .notNull()
      .references(() => coffeeshops.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    layout: jsonb('layout').$type<ScreenLayout>().notNull(),
    dimUntilTapped: boolean('dim_until_tapped').notNull().default(false),
    // A bearer secret for one read-only menu feed; kept readable so the URL can be shown again.
    token: text('token').notNull().unique(),
    pairingCode: text('pairing_code').notNull().unique(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('screens_shop_idx').on(table.coffeeshopId)],
);
