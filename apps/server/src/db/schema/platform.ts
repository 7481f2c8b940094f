import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';

/**
 * Platform settings changed at run time in `/admin/advanced` (ADR 058): one row per setting, its value as JSON.
 * A missing row means the default from core (`DEFAULT_PLATFORM_SETTINGS`); every change is also in the audit log.
 */
export const platformSettings = pgTable('platform_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').$type<unknown>().notNull(),
  updatedBy: text('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
