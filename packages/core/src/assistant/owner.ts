import { z } from 'zod';
import { idSchema } from '../ids.ts';
import { ASSISTANT_IDS, MAX_QUESTION_LENGTH } from './contract.ts';

/**
 * /gesprekken-assistent and /gesprekken-management (issue 17, ADR 044): an owner drafts answers to
 * guests' questions from the place's public data, and reads the questions visitors asked the
 * assistants on their places' pages (without who asked).
 */
export const OwnerPlaceSchema = z.object({
  id: z.string(),
  name: z.string(),
  kind: z.enum(['venue', 'coffeeshop']),
});
export type OwnerPlace = z.infer<typeof OwnerPlaceSchema>;

export const OwnerDraftRequestSchema = z.object({
  placeId: idSchema('Kies een zaak'),
  question: z
    .string({ error: 'Plak eerst de vraag van de gast' })
    .trim()
    .min(1, 'Plak eerst de vraag van de gast')
    .max(MAX_QUESTION_LENGTH, `Maximaal ${MAX_QUESTION_LENGTH} tekens`),
});
export type OwnerDraftRequest = z.infer<typeof OwnerDraftRequestSchema>;

export const OwnerDraftSchema = z.object({
  /** The draft answer, for the owner to copy or edit; null when the data holds no answer. */
  answer: z.string().nullable(),
  /** Why there is no draft (nothing in the place's data answers it). */
  reason: z.string().nullable(),
  sources: z.array(z.object({ url: z.string(), title: z.string() })),
  producedBy: z.string(),
  builtin: z.boolean(),
  place: OwnerPlaceSchema,
});
export type OwnerDraft = z.infer<typeof OwnerDraftSchema>;

const day = z.iso.date({ error: 'Gebruik een datum als 2026-11-27' });

export const ConversationQuerySchema = z.object({
  q: z.string().trim().max(100, 'Maximaal 100 tekens').optional(),
  from: day.optional(),
  to: day.optional(),
  placeId: idSchema('Onbekende zaak').optional(),
});
export type ConversationQuery = z.infer<typeof ConversationQuerySchema>;

export const ConversationSummarySchema = z.object({
  id: z.string(),
  assistantId: z.enum(ASSISTANT_IDS),
  title: z.string(),
  place: OwnerPlaceSchema,
  questions: z.number().int(),
  /** A signed-in person (true) or an anonymous visitor (kept 24 hours); never who. */
  signedIn: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ConversationSummary = z.infer<typeof ConversationSummarySchema>;

export const ConversationDetailSchema = ConversationSummarySchema.extend({
  messages: z.array(z.object({ id: z.string(), role: z.enum(['user', 'assistant']), text: z.string() })),
});
export type ConversationDetail = z.infer<typeof ConversationDetailSchema>;
