import {
  boolean,
  doublePrecision,
  index,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth.ts';

export const menuVisibilityEnum = pgEnum('menu_visibility', ['in_store', 'verified', 'public']);

/** Opening hours per weekday (ma … zo): a list of open/close times, empty when closed. */
export type OpeningHours = Record<'ma' | 'di' | 'wo' | 'do' | 'vr' | 'za' | 'zo', Array<{ open: string; close: string }>>;

export const coffeeshops = pgTable(
  'coffeeshops',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    plaats: text('plaats').notNull(),
    plaatsSlug: text('plaats_slug').notNull(),
    address: text('address').notNull(),
    postcode: text('postcode').notNull(),
    province: text('province').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    openingHours: jsonb('opening_hours').$type<OpeningHours>().notNull(),
    description: text('description').notNull().default(''),
    photos: jsonb('photos').$type<string[]>().notNull().default([]),
    phone: text('phone'),
    website: text('website'),
    /** Ingezetenencriterium: only residents of the Netherlands are admitted. */
    residentsOnly: boolean('residents_only').notNull().default(false),
    /** Takes part in the experiment gesloten coffeeshopketen. */
    wietexperiment: boolean('wietexperiment').notNull().default(false),
    /** Where the menu may show (art. 3b Opiumwet): in the shop by default. */
    menuVisibility: menuVisibilityEnum('menu_visibility').notNull().default('in_store'),
    active: boolean('active').notNull().default(true),
    ownerId: text('owner_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
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
