import {
  type AiControl,
  type AiControlSettingsInput,
  type AiUsage,
  type AiUsageQuery,
  ASSISTANT_IDS,
  type AssistantId,
  type AssistantPrivacy,
  assistantName,
  dutchDate,
  isId,
  type KillSwitchInput,
} from '@platform/core';
import { requireRole } from '../../auth/guards.ts';
import type { AiBudget } from '../../config.ts';
import type { ServiceContext } from '../../context.ts';
import { recordAudit } from '../../platform/audit-log.ts';
import { ValidationError } from '../../platform/errors.ts';
import { withTransaction } from '../../platform/transaction.ts';
import * as q from './ai-control.queries.ts';
import { loadAiSettings, loadAssistantConfigs, modelChoiceOf } from './ai-settings.ts';
import { ASSISTANT_SCOPE_PREFIX, PLATFORM } from './token-budget.ts';

/** What /admin/ai-control needs from the configuration: the env defaults and the external model, if any. */
export interface AiControlTuning {
  budget: AiBudget;
  externalInfo: { provider: string; host: string; model: string } | undefined;
}

const NO_EXTERNAL = 'Er is geen extern model ingesteld (AI_BASE_URL); alleen de ingebouwde assistent kan antwoorden.';

export async function getAiControl(ctx: ServiceContext, tuning: AiControlTuning): Promise<AiControl> {
  requireRole(ctx, 'admin');
  const [settings, configs, usage] = await Promise.all([
    loadAiSettings(ctx.db, tuning.budget),
    loadAssistantConfigs(ctx.db),
    q.selectUsage(ctx.db, dutchDate(new Date()), dutchDate(new Date())),
  ]);
  return {
    killSwitch: settings.killSwitch,
    platformDailyTokens: settings.platformDaily,
    perPlaceDailyTokens: settings.perPlaceDaily,
    costPer1kTokens: settings.costPer1kTokens,
    external: tuning.externalInfo ?? null,
    assistants: ASSISTANT_IDS.map((id) => ({
      id,
      name: assistantName(id),
      model: modelChoiceOf(configs.get(id), Boolean(tuning.externalInfo)),
    })),
    usedToday: usage.find((row) => row.scope === PLATFORM)?.tokens ?? 0,
  };
}

/** Budgets, price and model per assistant; in force for the next question, audited with what changed. */
export async function updateAiControl(
  ctx: ServiceContext,
  tuning: AiControlTuning,
  input: AiControlSettingsInput,
): Promise<AiControl> {
  const admin = requireRole(ctx, 'admin');
  const before = await getAiControl(ctx, tuning);
  const models = Object.entries(input.models) as Array<[AssistantId, 'builtin' | 'external']>;
  if (!tuning.externalInfo) {
    const wrong = models.find(([, model]) => model === 'external');
    if (wrong) throw new ValidationError(NO_EXTERNAL, [{ path: ['models', wrong[0]], message: NO_EXTERNAL }]);
  }
  const changes: Record<string, { from: unknown; to: unknown }> = {};
  const note = (key: string, from: unknown, to: unknown) => {
    if (from !== to) changes[key] = { from, to };
  };
  note('platformDailyTokens', before.platformDailyTokens, input.platformDailyTokens);
  note('perPlaceDailyTokens', before.perPlaceDailyTokens, input.perPlaceDailyTokens);
  note('costPer1kTokens', before.costPer1kTokens, input.costPer1kTokens);
  for (const [id, model] of models) note(`model.${id}`, before.assistants.find((a) => a.id === id)?.model, model);
  await withTransaction(ctx, async (tx) => {
    await q.upsertSettings(tx.db, {
      platformDailyTokens: input.platformDailyTokens,
      perPlaceDailyTokens: input.perPlaceDailyTokens,
      costPer1kTokens: input.costPer1kTokens,
      updatedBy: admin.user.id,
    });
    for (const [id, model] of models) await q.upsertAssistantConfig(tx.db, id, { model, updatedBy: admin.user.id });
    if (Object.keys(changes).length > 0) {
      await recordAudit(tx.db, {
        actorId: admin.user.id,
        action: 'ai.settings',
        targetType: 'ai_settings',
        targetId: PLATFORM,
        details: { changes },
      });
    }
  });
  return getAiControl(ctx, tuning);
}

/** The kill switch: on, no assistant answers from the next question on (ADR 043); audited. */
export async function setKillSwitch(ctx: ServiceContext, tuning: AiControlTuning, input: KillSwitchInput): Promise<AiControl> {
  const admin = requireRole(ctx, 'admin');
  const before = await loadAiSettings(ctx.db, tuning.budget);
  await withTransaction(ctx, async (tx) => {
    await q.upsertSettings(tx.db, { killSwitch: input.on, updatedBy: admin.user.id });
    await recordAudit(tx.db, {
      actorId: admin.user.id,
      action: 'ai.kill_switch',
      targetType: 'ai_settings',
      targetId: PLATFORM,
      details: { from: before.killSwitch ? 'on' : 'off', to: input.on ? 'on' : 'off' },
    });
  });
  return getAiControl(ctx, tuning);
}

const euros = (tokens: number, per1k: number) => Math.round((tokens / 1000) * per1k * 10_000) / 10_000;

function grouped(rows: ReadonlyArray<{ key: string; tokens: number }>) {
  const totals = new Map<string, number>();
  for (const row of rows) totals.set(row.key, (totals.get(row.key) ?? 0) + row.tokens);
  return [...totals];
}

/** Recorded tokens of the external model and their estimated cost, per day, assistant and business. */
export async function aiUsage(ctx: ServiceContext, tuning: AiControlTuning, query: AiUsageQuery): Promise<AiUsage> {
  requireRole(ctx, 'admin');
  const [settings, rows] = await Promise.all([
    loadAiSettings(ctx.db, tuning.budget),
    q.selectUsage(ctx.db, query.from, query.to),
  ]);
  const per1k = settings.costPer1kTokens;
  const line = (tokens: number) => ({ tokens, cost: euros(tokens, per1k) });
  const platform = rows.filter((row) => row.scope === PLATFORM);
  const assistants = rows.filter((row) => row.scope.startsWith(ASSISTANT_SCOPE_PREFIX));
  const places = rows.filter((row) => isId(row.scope));
  const names = await q.selectPlaceNames(ctx.db, [...new Set(places.map((row) => row.scope))]);
  const byTokens = (a: { tokens: number }, b: { tokens: number }) => b.tokens - a.tokens;
  return {
    from: query.from,
    to: query.to,
    costPer1kTokens: per1k,
    total: line(platform.reduce((sum, row) => sum + row.tokens, 0)),
    perDay: grouped(platform.map((row) => ({ key: row.day, tokens: row.tokens })))
      .map(([day, tokens]) => ({ day, ...line(tokens) }))
      .sort((a, b) => a.day.localeCompare(b.day)),
    perAssistant: grouped(assistants.map((row) => ({ key: row.scope.slice(ASSISTANT_SCOPE_PREFIX.length), tokens: row.tokens })))
      .filter(([id]) => (ASSISTANT_IDS as readonly string[]).includes(id))
      .map(([id, tokens]) => ({ assistantId: id as AssistantId, name: assistantName(id as AssistantId), ...line(tokens) }))
      .sort(byTokens),
    perPlace: grouped(places.map((row) => ({ key: row.scope, tokens: row.tokens })))
      .map(([placeId, tokens]) => ({
        placeId,
        name: names.get(placeId)?.name ?? null,
        kind: names.get(placeId)?.kind ?? null,
        ...line(tokens),
      }))
      .sort(byTokens),
  };
}

/** Public, for the privacy statement: the external provider when any assistant uses it (AVG art. 13). */
export async function assistantPrivacy(ctx: ServiceContext, tuning: AiControlTuning): Promise<AssistantPrivacy> {
  const [settings, configs] = await Promise.all([loadAiSettings(ctx.db, tuning.budget), loadAssistantConfigs(ctx.db)]);
  const info = tuning.externalInfo;
  const using = info ? ASSISTANT_IDS.filter((id) => modelChoiceOf(configs.get(id), true) === 'external') : [];
  return {
    external: info && using.length > 0 ? { ...info, assistants: using.map(assistantName) } : null,
    killSwitch: settings.killSwitch,
  };
}
