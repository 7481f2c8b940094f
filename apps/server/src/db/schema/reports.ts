import { date, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { screens } from './coffeeshops.ts';

/**
 * Minutes each in-shop screen was connected, per Dutch day (ADR 061): its event stream counts a minute once, on
 * connect and on each heartbeat, so `minutes` is the number of distinct clock minutes it was online that day.
 */
export const screenUptime = pgTable(
  'screen_uptime',
  {
    screenId: uuid('screen_id')
      .notNull()
      .references(() => screens.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    minutes: integer('minutes').notNull(),
    /** The last clock minute counted (start of the minute), so a second heartbeat in it counts nothing. */
    lastMinute: timestamp('last_minute', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.screenId, table.day] })],
);

/**
 * Menu views on each in-shop screen, per Dutch day (ADR 076): a view is a clock hour in which the screen showed its
 * menu; its display reports that, and an upsert adds one only when `last_hour` is older, so a reload, a second tab or
 * a retry in the same hour counts nothing. No address, no device id: the screen's token only finds the screen.
 */
export const screenMenuViews = pgTable(
  'screen_menu_views',
  {
    screenId: uuid('screen_id')
      .notNull()
      .references(() => screens.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    views: integer('views').notNull(),
    /** The start of the last clock hour counted. */
    lastHour: timestamp('last_hour', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.screenId, table.day] })],
);

/** An owner's opt-in for the weekly summary e-mail; the token in each mail's unsubscribe link ends it. */
export const reportMailSubscriptions = pgTable('report_mail_subscriptions', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** A random bearer token for the unsubscribe link; kept readable so every mail can carry it. */
  unsubscribeToken: text('unsubscribe_token').notNull().unique(),
  /** The Monday of the last week whose mail was sent: a second run that week sends nothing. */
  lastSentWeek: date('last_sent_week'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
