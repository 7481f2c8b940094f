import { type AiModelChoice, type AssistantId, ERROR_CODES } from '@platform/core';
import { eq } from 'drizzle-orm';
import type { AiBudget } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { aiSettings, assistantConfigs } from '../../db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';

/** The platform's AI settings as they hold right now: the admin's values, else the env defaults (ADR 043). */
export interface AiSettings {
  killSwitch: boolean;
  platformDaily: number;
  perPlaceDaily: number;
  costPer1kTokens: number;
}

export const SETTINGS_ROW = 1;

export async function loadAiSettings(db: Database, defaults: AiBudget): Promise<AiSettings> {
  const [row] = await db.select().from(aiSettings).where(eq(aiSettings.id, SETTINGS_ROW));
  return {
    killSwitch: row?.killSwitch ?? defaults.killSwitch,
    platformDaily: row?.platformDailyTokens ?? defaults.platformDaily,
    perPlaceDaily: row?.perPlaceDailyTokens ?? defaults.perPlaceDaily,
    costPer1kTokens: row?.costPer1kTokens ?? defaults.costPer1kTokens ?? 0,
  };
}

export type AssistantConfigRow = typeof assistantConfigs.$inferSelect;

export async function loadAssistantConfig(db: Database, id: AssistantId): Promise<AssistantConfigRow | undefined> {
  const [row] = await db.select().from(assistantConfigs).where(eq(assistantConfigs.assistantId, id));
  return row;
}

export async function loadAssistantConfigs(db: Database): Promise<Map<AssistantId, AssistantConfigRow>> {
  const rows = await db.select().from(assistantConfigs);
  return new Map(rows.map((row) => [row.assistantId, row]));
}

/** The model an assistant uses: the admin's choice; by default the external model when one is configured. */
export function modelChoiceOf(row: AssistantConfigRow | undefined, externalConfigured: boolean): AiModelChoice {
  if (!externalConfigured) return 'builtin';
  return row?.model ?? 'external';
}

export const ASSISTANTS_OFF = 'De AI-assistenten staan tijdelijk uit. Probeer het later opnieuw.';

/** The kill switch is on: no assistant answers (503, nothing is stored). */
export class AssistantsOffError extends AppError {
  constructor() {
    super(503, ERROR_CODES.assistantsOff, ASSISTANTS_OFF);
  }
}

/** Refuses every question while an admin has the kill switch on. */
export async function assertAssistantsOn(db: Database, defaults: AiBudget): Promise<AiSettings> {
  const settings = await loadAiSettings(db, defaults);
  if (settings.killSwitch) throw new AssistantsOffError();
  return settings;
}
