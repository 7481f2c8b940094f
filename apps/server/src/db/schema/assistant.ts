import { ASSISTANT_IDS, type AssistantContext } from '@platform/core';
import {
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth.ts';

export const assistantIdEnum = pgEnum('assistant_id', ASSISTANT_IDS);

/**
 * One conversation with an assistant (issue 17). The id is chosen by the client (AI SDK `useChat`).
 * A signed-in person's threads stay until deleted (and go with the account); an anonymous
 * visitor's are tied to a cookie, stored as its SHA-256, and deleted after 24 hours.
 */
export const assistantThreads = pgTable(
  'assistant_threads',
  {
    id: uuid('id').primaryKey(),
    userId: text('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** SHA-256 (hex) of the anonymous visitor's cookie; null for a signed-in person's thread. */
    visitorKey: text('visitor_key'),
    assistantId: assistantIdEnum('assistant_id').notNull(),
    context: jsonb('context').$type<AssistantContext>().notNull(),
    title: text('title').notNull(),
    /** AI SDK UI messages, as the server composed them: the client's copy is never trusted. */
    messages: jsonb('messages').$type<StoredUIMessage[]>().notNull().default([]),
    /** EU AI Act art. 50: when the "you are talking to an AI" notice was shown (the panel shows it from the first message). */
    disclosureShownAt: timestamp('disclosure_shown_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('assistant_threads_user_idx').on(table.userId, table.updatedAt),
    index('assistant_threads_visitor_idx').on(table.visitorKey, table.createdAt),
  ],
);

/** A UI message as stored (the AI SDK's `UIMessage`, kept structurally so the schema needs no `ai` import). */
export interface StoredUIMessage {
  id: string;
  role: 'system' | 'user' | 'assistant';
  metadata?: unknown;
  parts: Array<{ type: string; [key: string]: unknown }>;
  [key: string]: unknown;
}

/**
 * Tokens an external model used per Dutch calendar day, for the platform (`scope` = 'platform')
 * and per place (`scope` = the venue's or coffeeshop's id): the daily budgets (ADR 036).
 */
export const assistantUsage = pgTable(
  'assistant_usage',
  {
    day: date('day', { mode: 'string' }).notNull(),
    scope: text('scope').notNull(),
    tokens: integer('tokens').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.day, table.scope] })],
);

/**
 * An admin's settings of one assistant (/admin/assistants and /admin/ai-control, ADR 043). A null column
 * keeps the default: the catalogue's suggestions, the built-in instructions, all the assistant's tools,
 * and the external model when one is configured.
 */
export const assistantConfigs = pgTable('assistant_configs', {
  assistantId: assistantIdEnum('assistant_id').primaryKey(),
  instructions: text('instructions'),
  suggestions: jsonb('suggestions').$type<Partial<Record<string, { nl: string[]; en: string[] }>>>(),
  /** The enabled tools; null = every tool of the assistant. */
  tools: jsonb('tools').$type<string[]>(),
  /** 'builtin' or 'external'; null = the external model when configured. */
  model: text('model').$type<'builtin' | 'external'>(),
  updatedBy: text('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The platform's AI settings (/admin/ai-control, ADR 043): one row (`id` = 1). A null column keeps the
 * env value (AI_KILL_SWITCH, AI_DAILY_TOKENS, AI_DAILY_TOKENS_PER_PLACE, AI_COST_PER_1K_TOKENS).
 */
export const aiSettings = pgTable('ai_settings', {
  id: integer('id').primaryKey().default(1),
  killSwitch: boolean('kill_switch'),
  platformDailyTokens: integer('platform_daily_tokens'),
  perPlaceDailyTokens: integer('per_place_daily_tokens'),
  /** Estimated euros per 1,000 tokens, for the usage report. */
  costPer1kTokens: doublePrecision('cost_per_1k_tokens'),
  updatedBy: text('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
