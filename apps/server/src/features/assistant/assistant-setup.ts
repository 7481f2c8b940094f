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

/** The editable part of an assistant's instructions, as the platform ships it (/admin/assistants starts from it). */
export function defaultInstructions(assistantId: AssistantId): string {
  const card = assistantCard(assistantId, undefined, 'nl');
  return [
    `Je bent ${card.name}: ${card.role.toLowerCase()}.`,
    'Antwoord kort, in de taal van de vraag (standaard Nederlands), en alleen met gegevens uit je tools. Zeg eerlijk wat je niet weet of niet kunt.',
  ].join('\n');
}

/** The platform's rules that always follow the instructions; an admin cannot edit them away (ADR 043). */
export function fixedRules(brand: ToolDeps['context']['brand'] | undefined, now = new Date()): string[] {
  return [
    ...(brand ? [`Je werkt op een Nederlands platform voor ${brand === 'cannabis' ? 'coffeeshops' : 'horeca'}.`] : []),
    'Verzin geen openingstijden, gerechten, prijzen of vrije tafels. Boek alleen met de boektool; die vraagt de gebruiker zelf om bevestiging.',
    ...(brand !== 'hospitality'
      ? [
          `${brand ? '' : 'Op het cannabismerk: '}Maak geen reclame voor cannabis, doe geen gezondheidsclaims en noem alleen prijzen die een tool je gaf (art. 3b Opiumwet).`,
        ]
      : []),
    `Vandaag is het ${dutchDate(now)} (Nederlandse tijd). Datums in tools: JJJJ-MM-DD; tijden: UU:MM.`,
  ];
}

/**
 * The instructions for an external model: the admin's text (or the default), then the fixed rules.
 * Nothing about the asker goes in (AVG: no name, e-mail, phone or account id).
 */
function instructions(assistantId: AssistantId, brand: ToolDeps['context']['brand'], custom: string | null | undefined): string {
  return [custom ?? defaultInstructions(assistantId), ...fixedRules(brand)].join('\n');
}

/** Model, tools, approval rules and output checks of one answer: the same for the chat and the spec's calls. */
export function assistantSetup(options: {
  deps: ToolDeps;
  assistantId: AssistantId;
  external: LanguageModelV4 | undefined;
  withApproval: boolean;
  /** The admin's instructions and enabled tools (/admin/assistants); absent = the defaults. */
  config?: { instructions: string | null; tools: string[] | null } | undefined;
}) {
  const { deps, assistantId, external, config } = options;
  const offered = assistantTools(deps, assistantId, {
    withApproval: options.withApproval,
    ...(external ? { producer: `taalmodel ${external.provider}/${external.modelId}` } : {}),
  });
  const enabled = config?.tools;
  const tools: ToolSet = enabled
    ? Object.fromEntries(Object.entries(offered).filter(([name]) => enabled.includes(name)))
    : offered;
  const toolApproval = Object.fromEntries(
    APPROVAL_TOOLS.filter((name) => name in tools).map((name) => [name, 'user-approval' as const]),
  ) as ToolApprovalConfiguration<ToolSet, never>;
  return {
    model: external ?? createBuiltinModel(builtinPlanner(deps.context)),
    tools,
    toolApproval,
    instructions: instructions(assistantId, deps.context.brand, config?.instructions),
    transform: deps.context.brand === 'cannabis' ? complianceTransform(() => deps.seen.pricesVisible) : undefined,
    builtin: !external,
  };
}
