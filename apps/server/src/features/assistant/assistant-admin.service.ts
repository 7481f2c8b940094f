import {
  ASSISTANT_IDS,
  type AssistantConfig,
  type AssistantConfigInput,
  type AssistantId,
  assistantCard,
  catalogueSuggestions,
  isAssistantId,
  SUGGESTION_CONTEXTS,
  type SuggestionContext,
} from '@platform/core';
import { requireRole } from '../../auth/guards.ts';
import type { ServiceContext } from '../../context.ts';
import { recordAudit } from '../../platform/audit-log.ts';
import { NotFoundError, ValidationError } from '../../platform/errors.ts';
import { withTransaction } from '../../platform/transaction.ts';
import * as q from './ai-control.queries.ts';
import { type AssistantConfigRow, loadAssistantConfig, loadAssistantConfigs } from './ai-settings.ts';
import { defaultInstructions, fixedRules } from './assistant-setup.ts';
import { APPROVAL_TOOLS, TOOLS_OF, type ToolName } from './tools/assistant-tools.ts';

const UNKNOWN_ASSISTANT = 'Deze assistent bestaat niet.';

function assistantIdOf(id: string): AssistantId {
  if (!isAssistantId(id)) throw new NotFoundError(UNKNOWN_ASSISTANT);
  return id;
}

function toConfig(id: AssistantId, row: AssistantConfigRow | undefined): AssistantConfig {
  const card = assistantCard(id, undefined, 'nl');
  const catalogue = catalogueSuggestions(id);
  const suggestions = row?.suggestions ?? catalogue;
  const enabled = row?.tools;
  const contexts = SUGGESTION_CONTEXTS.filter((context) => context in catalogue || context in suggestions);
  return {
    id,
    name: card.name,
    role: card.role,
    instructions: row?.instructions ?? defaultInstructions(id),
    fixedRules: fixedRules(undefined),
    suggestions: Object.fromEntries(
      contexts.map((context) => [context, suggestions[context] ?? { nl: [], en: [] }]),
    ) as AssistantConfig['suggestions'],
    contexts,
    tools: TOOLS_OF[id].map((name) => ({
      name,
      enabled: enabled ? enabled.includes(name) : true,
      changesData: APPROVAL_TOOLS.includes(name),
    })),
    customised: Boolean(row && (row.instructions !== null || row.suggestions !== null || row.tools !== null)),
    updatedAt: row?.updatedAt.toISOString() ?? null,
  };
}

export async function listAssistantConfigs(ctx: ServiceContext): Promise<AssistantConfig[]> {
  requireRole(ctx, 'admin');
  const rows = await loadAssistantConfigs(ctx.db);
  return ASSISTANT_IDS.map((id) => toConfig(id, rows.get(id)));
}

/** Saves an assistant's instructions, suggested questions and tools: the next question and card use them. Audited. */
export async function updateAssistantConfig(
  ctx: ServiceContext,
  rawId: string,
  input: AssistantConfigInput,
): Promise<AssistantConfig> {
  const admin = requireRole(ctx, 'admin');
  const id = assistantIdOf(rawId);
  const own = TOOLS_OF[id] as readonly string[];
  const foreign = input.tools.find((name) => !own.includes(name));
  if (foreign) {
    const message = `${assistantCard(id, undefined, 'nl').name} heeft geen hulpmiddel “${foreign}”.`;
    throw new ValidationError(message, [{ path: ['tools'], message }]);
  }
  const before = toConfig(id, await loadAssistantConfig(ctx.db, id));
  const suggestions = Object.fromEntries(
    Object.entries(input.suggestions).filter(([context]) => SUGGESTION_CONTEXTS.includes(context as SuggestionContext)),
  );
  const tools = own.filter((name) => input.tools.includes(name)) as ToolName[];
  const changed = [
    ...(before.instructions !== input.instructions ? ['instructions'] : []),
    ...(JSON.stringify(before.suggestions) !== JSON.stringify({ ...before.suggestions, ...suggestions }) ? ['suggestions'] : []),
    ...(JSON.stringify(before.tools.filter((tool) => tool.enabled).map((tool) => tool.name)) !== JSON.stringify(tools)
      ? ['tools']
      : []),
  ];
  await withTransaction(ctx, async (tx) => {
    await q.upsertAssistantConfig(tx.db, id, {
      instructions: input.instructions,
      suggestions: { ...before.suggestions, ...suggestions },
      tools,
      updatedBy: admin.user.id,
    });
    await recordAudit(tx.db, {
      actorId: admin.user.id,
      action: 'assistant.config',
      targetType: 'assistant',
      targetId: id,
      details: { name: before.name, changed },
    });
  });
  return toConfig(id, await loadAssistantConfig(ctx.db, id));
}

/** Back to the platform's own instructions, questions and tools (the model choice stays). Audited. */
export async function resetAssistantConfig(ctx: ServiceContext, rawId: string): Promise<AssistantConfig> {
  const admin = requireRole(ctx, 'admin');
  const id = assistantIdOf(rawId);
  await withTransaction(ctx, async (tx) => {
    await q.upsertAssistantConfig(tx.db, id, { instructions: null, suggestions: null, tools: null, updatedBy: admin.user.id });
    await recordAudit(tx.db, {
      actorId: admin.user.id,
      action: 'assistant.reset',
      targetType: 'assistant',
      targetId: id,
      details: { name: assistantCard(id, undefined, 'nl').name },
    });
  });
  return toConfig(id, await loadAssistantConfig(ctx.db, id));
}
