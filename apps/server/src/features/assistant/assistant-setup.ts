import type { LanguageModelV4 } from '@ai-sdk/provider';
import { type AssistantId, assistantCard, dutchDate } from '@platform/core';
import type { ToolApprovalConfiguration, ToolSet } from 'ai';
import { createBuiltinModel } from '../../platform/ai/builtin-model.ts';
import { builtinPlanner } from './builtin-planner.ts';
import { complianceTransform } from './compliance-gate.ts';
import { APPROVAL_TOOLS, assistantTools } from './tools/assistant-tools.ts';
import type { ToolDeps } from './tools/tool-kit.ts';

/** Steps per answer: tool calls, then the answer (and one more round for a model that asks twice). */
export const MAX_STEPS = 4;

/**
 * The instructions for an external model. Nothing about the asker goes in (AVG: no name,
 * e-mail, phone or account id); only the assistant's role, the rules and today's date.
 */
function instructions(assistantId: AssistantId, brand: ToolDeps['context']['brand']): string {
  const card = assistantCard(assistantId, undefined, 'nl');
  return [
    `Je bent ${card.name}: ${card.role.toLowerCase()} op een Nederlands platform voor ${brand === 'cannabis' ? 'coffeeshops' : 'horeca'}.`,
    'Antwoord kort, in de taal van de vraag (standaard Nederlands), en alleen met gegevens uit je tools. Zeg eerlijk wat je niet weet of niet kunt.',
    'Verzin geen openingstijden, gerechten, prijzen of vrije tafels. Boek alleen met de boektool; die vraagt de gebruiker zelf om bevestiging.',
    ...(brand === 'cannabis'
      ? [
          'Maak geen reclame voor cannabis, doe geen gezondheidsclaims en noem alleen prijzen die een tool je gaf (art. 3b Opiumwet).',
        ]
      : []),
    `Vandaag is het ${dutchDate(new Date())} (Nederlandse tijd). Datums in tools: JJJJ-MM-DD; tijden: UU:MM.`,
  ].join('\n');
}

/** Model, tools, approval rules and output checks of one answer: the same for the chat and the spec's calls. */
export function assistantSetup(options: {
  deps: ToolDeps;
  assistantId: AssistantId;
  external: LanguageModelV4 | undefined;
  withApproval: boolean;
}) {
  const { deps, assistantId, external } = options;
  const tools: ToolSet = assistantTools(deps, assistantId, {
    withApproval: options.withApproval,
    ...(external ? { producer: `taalmodel ${external.provider}/${external.modelId}` } : {}),
  });
  const toolApproval = Object.fromEntries(
    APPROVAL_TOOLS.filter((name) => name in tools).map((name) => [name, 'user-approval' as const]),
  ) as ToolApprovalConfiguration<ToolSet, never>;
  return {
    model: external ?? createBuiltinModel(builtinPlanner(deps.context)),
    tools,
    toolApproval,
    instructions: instructions(assistantId, deps.context.brand),
    transform: deps.context.brand === 'cannabis' ? complianceTransform(() => deps.seen.pricesVisible) : undefined,
    builtin: !external,
  };
}
