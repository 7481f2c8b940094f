import { z } from 'zod';
import { idSchema } from '../ids.ts';

/**
 * The assistant service's contract (issue 17): the chat endpoint, the assistant
 * cards and the stored threads. The web side panel is built against these shapes.
 */
export const ASSISTANT_IDS = ['general', 'cannabis', 'partner', 'tastee', 'tablee', 'drinkee', 'feedee'] as const;
export type AssistantId = (typeof ASSISTANT_IDS)[number];
export const AssistantIdSchema = z.enum(ASSISTANT_IDS, { error: 'Onbekende assistent' });

export const ASSISTANT_PAGES = ['general', 'shop', 'venue', 'partner', 'search', 'strain', 'owner'] as const;
export type AssistantPage = (typeof ASSISTANT_PAGES)[number];

/** Longest question the assistant takes (characters). */
export const MAX_QUESTION_LENGTH = 2000;
export const EMPTY_QUESTION = 'Typ eerst een vraag.';

/**
 * Spec §5, one rule for the panel and the server: a question that is empty or only spaces is not sent, nor one
 * longer than MAX_QUESTION_LENGTH. The Dutch reason, or null when it may go.
 */
export function questionProblem(text: string): string | null {
  const trimmed = text.trim();
  if (!trimmed) return EMPTY_QUESTION;
  if (trimmed.length > MAX_QUESTION_LENGTH) return `Maximaal ${MAX_QUESTION_LENGTH} tekens`;
  return null;
}

export const AssistantContextSchema = z.object({
  brand: z.enum(['cannabis', 'hospitality'], { error: 'Onbekend merk' }),
  page: z.enum(ASSISTANT_PAGES, { error: 'Onbekende pagina' }),
  placeId: idSchema('Onbekende zaak').optional(),
  path: z.string().max(300, 'Maximaal 300 tekens').optional(),
});
export type AssistantContext = z.infer<typeof AssistantContextSchema>;

/**
 * An AI SDK UI message as the client sends it. Only the shape is checked here:
 * the server keeps its own history and takes from the client only the last
 * user message's text, or the approval answers of its last assistant message.
 */
export const ClientUIMessageSchema = z.looseObject({
  id: z.string().min(1).max(100),
  role: z.enum(['system', 'user', 'assistant'], { error: 'Onbekende rol' }),
  parts: z.array(z.looseObject({ type: z.string().max(100) })).max(200),
});
export type ClientUIMessage = z.infer<typeof ClientUIMessageSchema>;

export const AssistantChatRequestSchema = z.object({
  id: idSchema('Onbekend gesprek'),
  messages: z.array(ClientUIMessageSchema).min(1, 'Typ eerst een vraag.').max(500),
  assistantId: AssistantIdSchema,
  context: AssistantContextSchema,
});
export type AssistantChatRequest = z.infer<typeof AssistantChatRequestSchema>;

export const AssistantCardQuerySchema = z.object({
  page: z.enum(ASSISTANT_PAGES, { error: 'Onbekende pagina' }).optional(),
  placeId: idSchema('Onbekende zaak').optional(),
});

export const AssistantCardSchema = z.object({
  id: AssistantIdSchema,
  name: z.string(),
  role: z.string(),
  welcome: z.string(),
  suggestions: z.array(z.string()),
  /** EU AI Act art. 50(1): shown from the first message. */
  disclosure: z.string(),
  /** Who receives the questions (the privacy statement names it): the built-in assistant or the configured provider. */
  provider: z.string(),
});
export type AssistantCard = z.infer<typeof AssistantCardSchema>;

export const AssistantThreadSummarySchema = z.object({
  id: z.string(),
  assistantId: AssistantIdSchema,
  title: z.string(),
  updatedAt: z.string(),
});
export type AssistantThreadSummary = z.infer<typeof AssistantThreadSummarySchema>;

export const AssistantThreadSchema = z.object({
  id: z.string(),
  assistantId: AssistantIdSchema,
  /** AI SDK UI messages (id, role, parts). */
  messages: z.array(z.looseObject({ id: z.string(), role: z.string(), parts: z.array(z.looseObject({ type: z.string() })) })),
  /** When the AI disclosure was first shown for this thread (ISO). */
  disclosureShownAt: z.string(),
});
export type AssistantThread = z.infer<typeof AssistantThreadSchema>;

/** Spec §8: the one text the chat shows when anything fails. */
export const CHAT_ERROR_TEXT =
  'Sorry, er ging iets mis met mijn cannabis database connectie. Probeer het opnieuw of stel een eenvoudigere vraag.';
