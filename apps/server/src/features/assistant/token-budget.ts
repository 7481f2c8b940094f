import type { LanguageModelV4 } from '@ai-sdk/provider';
import { dutchDate } from '@platform/core';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { AiBudget } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { assistantUsage } from '../../db/schema/index.ts';

export const PLATFORM = 'platform';

/** Tokens used today (Dutch calendar day) by the platform and by the place. */
async function usedToday(db: Database, day: string, placeId: string | undefined) {
  const scopes = placeId ? [PLATFORM, placeId] : [PLATFORM];
  const rows = await db
    .select()
    .from(assistantUsage)
    .where(and(eq(assistantUsage.day, day), inArray(assistantUsage.scope, scopes)));
  const of = (scope: string) => rows.find((row) => row.scope === scope)?.tokens ?? 0;
  return { platform: of(PLATFORM), place: placeId ? of(placeId) : 0 };
}

/**
 * The model for this answer: the external one while the kill switch is off and today's budgets
 * (platform and the panel's place) have room; otherwise undefined, and the built-in assistant
 * answers from the same data at no cost.
 */
export async function modelWithinBudget(
  db: Database,
  budget: AiBudget,
  external: LanguageModelV4 | undefined,
  placeId: string | undefined,
  now = new Date(),
): Promise<LanguageModelV4 | undefined> {
  if (!external || budget.killSwitch) return undefined;
  const used = await usedToday(db, dutchDate(now), placeId);
  if (used.platform >= budget.platformDaily) return undefined;
  if (placeId && used.place >= budget.perPlaceDaily) return undefined;
  return external;
}

/** The usage row of one assistant (for the report per assistant in /admin/ai-control, ADR 043). */
export const ASSISTANT_SCOPE_PREFIX = 'assistant:';

/**
 * Adds an answer's tokens to today's totals of the platform, the place and the assistant
 * (one statement each, safe across servers).
 */
export async function recordUsage(
  db: Database,
  placeId: string | undefined,
  tokens: number,
  now = new Date(),
  assistantId?: string,
) {
  if (tokens <= 0) return;
  const day = dutchDate(now);
  const scopes = [PLATFORM, ...(placeId ? [placeId] : []), ...(assistantId ? [`${ASSISTANT_SCOPE_PREFIX}${assistantId}`] : [])];
  for (const scope of scopes) {
    await db
      .insert(assistantUsage)
      .values({ day, scope, tokens })
      .onConflictDoUpdate({
        target: [assistantUsage.day, assistantUsage.scope],
        set: { tokens: sql`${assistantUsage.tokens} + ${tokens}` },
      });
  }
}
