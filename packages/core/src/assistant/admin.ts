import { z } from 'zod';
import { calendarDateSchema } from '../calendar-date-schema.ts';
import { multiLine, singleLine } from '../text.ts';
import { ASSISTANT_IDS, ASSISTANT_PAGES, type AssistantId, type AssistantPage } from './contract.ts';

/**
 * The admin pages of the assistants (issue 17, ADR 043): /admin/ai-control (model per assistant,
 * daily token budgets, kill switch, usage and cost) and /admin/assistants (instructions,
 * suggested questions per context and tools per assistant).
 */

/** Which model answers an assistant: the built-in one, or the external model configured by env (AI_PROVIDER). */
export const AI_MODEL_CHOICES = ['builtin', 'external'] as const;
export type AiModelChoice = (typeof AI_MODEL_CHOICES)[number];

export const MAX_DAILY_TOKENS = 1_000_000_000;
export const MAX_COST_PER_1K_TOKENS = 100;

const tokens = (label: string) =>
  z
    .number({ error: `Vul ${label} in als een heel getal` })
    .int(`Vul ${label} in als een heel getal`)
    .min(0, 'Minimaal 0 tokens')
    .max(MAX_DAILY_TOKENS, 'Maximaal 1.000.000.000 tokens');

export const AiControlSettingsInputSchema = z.object({
  platformDailyTokens: tokens('het dagbudget van het platform'),
  perPlaceDailyTokens: tokens('het dagbudget per zaak'),
  costPer1kTokens: z
    .number({ error: 'Vul een bedrag in euro’s in, bijv. 0,002' })
    .min(0, 'De prijs kan niet negatief zijn')
    .max(MAX_COST_PER_1K_TOKENS, 'Maximaal € 100 per 1.000 tokens'),
  models: z.partialRecord(z.enum(ASSISTANT_IDS), z.enum(AI_MODEL_CHOICES, { error: 'Kies een model' })),
});
export type AiControlSettingsInput = z.infer<typeof AiControlSettingsInputSchema>;

export const KillSwitchInputSchema = z.object({
  on: z.boolean({ error: 'Kies aan of uit' }),
});
export type KillSwitchInput = z.infer<typeof KillSwitchInputSchema>;

export const AiControlSchema = z.object({
  killSwitch: z.boolean(),
  platformDailyTokens: z.number(),
  perPlaceDailyTokens: z.number(),
  costPer1kTokens: z.number(),
  /** The external model configured by env, or null: then only the built-in assistant can answer. */
  external: z.object({ provider: z.string(), host: z.string(), model: z.string() }).nullable(),
  assistants: z.array(z.object({ id: z.enum(ASSISTANT_IDS), name: z.string(), model: z.enum(AI_MODEL_CHOICES) })),
  /** Tokens used today by the platform (Dutch calendar day). */
  usedToday: z.number(),
});
export type AiControl = z.infer<typeof AiControlSchema>;

/** The longest date range the usage report covers. */
export const MAX_USAGE_DAYS = 366;
const usageDate = calendarDateSchema({
  required: 'Kies een datum',
  invalid: 'Kies een geldige datum (JJJJ-MM-DD)',
  nonexistent: 'Deze datum bestaat niet.',
});

export const AiUsageQuerySchema = z
  .object({ from: usageDate, to: usageDate })
  .refine((range) => range.from <= range.to, { message: 'De begindatum moet vóór de einddatum liggen', path: ['to'] })
  .refine((range) => (Date.parse(range.to) - Date.parse(range.from)) / 86_400_000 < MAX_USAGE_DAYS, {
    message: `Kies een periode van maximaal ${MAX_USAGE_DAYS} dagen`,
    path: ['from'],
  });
export type AiUsageQuery = z.infer<typeof AiUsageQuerySchema>;

const usageLine = { tokens: z.number(), cost: z.number() };
export const AiUsageSchema = z.object({
  from: z.string(),
  to: z.string(),
  costPer1kTokens: z.number(),
  total: z.object(usageLine),
  perDay: z.array(z.object({ day: z.string(), ...usageLine })),
  perAssistant: z.array(z.object({ assistantId: z.enum(ASSISTANT_IDS), name: z.string(), ...usageLine })),
  perPlace: z.array(
    z.object({
      placeId: z.string(),
      name: z.string().nullable(),
      kind: z.enum(['venue', 'coffeeshop']).nullable(),
      ...usageLine,
    }),
  ),
});
export type AiUsage = z.infer<typeof AiUsageSchema>;

/** Where suggested questions are shown: a page kind, or `default` for every other page. */
export const SUGGESTION_CONTEXTS = ['default', ...ASSISTANT_PAGES] as const;
export type SuggestionContext = AssistantPage | 'default';

export const MAX_SUGGESTIONS = 6;
export const MAX_INSTRUCTIONS_LENGTH = 4000;

const question = singleLine(
  z.string().trim().min(3, 'Een voorgestelde vraag heeft minimaal 3 tekens').max(200, 'Maximaal 200 tekens per vraag'),
);
const questions = z.array(question).max(MAX_SUGGESTIONS, `Maximaal ${MAX_SUGGESTIONS} vragen per context`);

const contextSet: ReadonlySet<string> = new Set(SUGGESTION_CONTEXTS);
export const AssistantSuggestionsSchema = z
  .record(z.string().max(20), z.object({ nl: questions, en: questions }))
  .superRefine((record, check) => {
    for (const key of Object.keys(record)) {
      if (!contextSet.has(key)) check.addIssue({ code: 'custom', message: 'Onbekende context', path: [key] });
    }
  })
  .transform((record) => record as Partial<Record<SuggestionContext, { nl: string[]; en: string[] }>>);
export type AssistantSuggestions = z.infer<typeof AssistantSuggestionsSchema>;

export const AssistantConfigInputSchema = z.object({
  instructions: multiLine(
    z
      .string()
      .trim()
      .min(20, 'Schrijf instructies van minimaal 20 tekens')
      .max(MAX_INSTRUCTIONS_LENGTH, `Maximaal ${MAX_INSTRUCTIONS_LENGTH} tekens`),
  ),
  suggestions: AssistantSuggestionsSchema,
  tools: z.array(z.string().regex(/^[a-zA-Z]{1,40}$/, 'Onbekend hulpmiddel')).max(40, 'Te veel hulpmiddelen'),
});
export type AssistantConfigInput = z.infer<typeof AssistantConfigInputSchema>;

export const AssistantConfigSchema = z.object({
  id: z.enum(ASSISTANT_IDS),
  name: z.string(),
  role: z.string(),
  instructions: z.string(),
  /** The platform's rules that always follow the instructions (not editable). */
  fixedRules: z.array(z.string()),
  suggestions: z.record(z.string(), z.object({ nl: z.array(z.string()), en: z.array(z.string()) })),
  /** The contexts this assistant is shown in by default (its suggestions were written for them). */
  contexts: z.array(z.enum(SUGGESTION_CONTEXTS)),
  tools: z.array(z.object({ name: z.string(), enabled: z.boolean(), changesData: z.boolean() })),
  customised: z.boolean(),
  updatedAt: z.string().nullable(),
});
export type AssistantConfig = z.infer<typeof AssistantConfigSchema>;

/** Public: who receives the assistants' questions, for the privacy statement (AVG art. 13). */
export const AssistantPrivacySchema = z.object({
  /** The external provider and model, when at least one assistant uses it; null = everything stays on the platform. */
  external: z.object({ provider: z.string(), host: z.string(), model: z.string(), assistants: z.array(z.string()) }).nullable(),
  killSwitch: z.boolean(),
});
export type AssistantPrivacy = z.infer<typeof AssistantPrivacySchema>;

export function isAssistantId(value: string): value is AssistantId {
  return (ASSISTANT_IDS as readonly string[]).includes(value);
}
