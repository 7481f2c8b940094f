import { sql } from 'drizzle-orm';
import { bigint, date, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * First-party analytics without cookies (ADR 039). An event keeps its page path (no query string), the host of an
 * outside referrer, and a visitor hash that changes every day: the hash of the day's random salt, the address and
 * the browser. The address itself is never stored, and a day's salt is deleted once the day is rolled up, so a hash
 * cannot be traced back or linked across days.
 */
export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
    /** The Dutch calendar day of the event, the unit of the daily roll-up. */
    day: date('day').notNull(),
    name: text('name').notNull(),
    path: text('path').notNull(),
    referrerHost: text('referrer_host'),
    visitor: text('visitor').notNull(),
    properties: jsonb('properties').$type<Record<string, string | number | boolean>>().notNull().default(sql`'{}'::jsonb`),
  },
  (table) => [index('analytics_events_day_idx').on(table.day), index('analytics_events_path_day_idx').on(table.path, table.day)],
);

/** Per day, event and page: how often, and by how many distinct visitors (of that day). */
export const analyticsDaily = pgTable(
  'analytics_daily',
  {
    day: date('day').notNull(),
    name: text('name').notNull(),
    path: text('path').notNull(),
    events: integer('events').notNull(),
    visitors: integer('visitors').notNull(),
  },
  (table) => [primaryKey({ columns: [table.day, table.name, table.path] }), index('analytics_daily_path_idx').on(table.path)],
);

/** The random salt of each day still open for events; shared by every server process on the database. */
export const analyticsSalts = pgTable('analytics_salts', {
  day: date('day').primaryKey(),
  salt: text('salt').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
