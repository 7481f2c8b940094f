import type { OpeningHours, OpeningHoursException, PlacePhoto } from '@platform/core';
import { boolean, doublePrecision, jsonb, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';

/**
 * The columns every listed place shares (coffeeshops, horeca venues): name and
 * link, address and position, hours, contact, owner, timestamps. A function,
 * so each table gets its own column objects.
 */
export function placeColumns() {
  return {
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    plaats: text('plaats').notNull(),
    plaatsSlug: text('plaats_slug').notNull(),
    address: text('address').notNull(),
    postcode: text('postcode').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    openingHours: jsonb('opening_hours').$type<OpeningHours>().notNull(),
    /** Holidays, closures and special hours (ADR 034); `periodsOn` decides which hours apply on a date. */
    openingHoursExceptions: jsonb('opening_hours_exceptions').$type<OpeningHoursException[]>().notNull().default([]),
    description: text('description').notNull().default(''),
    /** The place's own photos in order (ADR 033); the place_photo_objects migration turned plain URLs into these objects. */
    photos: jsonb('photos').$type<PlacePhoto[]>().notNull().default([]),
    phone: text('phone'),
    website: text('website'),
    active: boolean('active').notNull().default(true),
    ownerId: text('owner_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  };
}
