import { z } from 'zod';
import { idSchema } from '../ids.ts';
import { EMPTY_QUESTION, MAX_QUESTION_LENGTH } from './contract.ts';

/** The spec's four serverless chat calls (§7), with the spec's bodies and answers. */
const Message = z
  .string({ error: EMPTY_QUESTION })
  .trim()
  .min(1, EMPTY_QUESTION)
  .max(MAX_QUESTION_LENGTH, `Maximaal ${MAX_QUESTION_LENGTH} tekens`);

export const PartnerChatInputSchema = z.object({
  partnerId: z.string().trim().min(1, 'Onbekende partner').max(100),
  partnerType: z.string().trim().max(60).default('business_establishment'),
  message: Message,
  sessionId: idSchema('Onbekend gesprek').nullish(),
});
export type PartnerChatInput = z.infer<typeof PartnerChatInputSchema>;

export const FoodeeChatInputSchema = z.object({
  message: Message,
  threadId: idSchema('Onbekend gesprek').nullish(),
  establishmentId: idSchema('Deze horecazaak bestaat niet.').nullish(),
});
export type FoodeeChatInput = z.infer<typeof FoodeeChatInputSchema>;

/** partner-assistant-chat and foodee-ai-chat answer the same pair. */
export const ThreadReplySchema = z.object({ threadId: z.string(), response: z.string() });
export type ThreadReply = z.infer<typeof ThreadReplySchema>;

export const CannabisKnowledgeInputSchema = z.object({
  query: Message,
  context: z.string().trim().max(60).nullish(),
  coffeeshopId: idSchema('Deze coffeeshop bestaat niet.').nullish(),
});
export type CannabisKnowledgeInput = z.infer<typeof CannabisKnowledgeInputSchema>;

/** ai-cannabis-knowledge and send_message: `reply` and `response` carry the same text; `error` the §8 text. */
export const KnowledgeReplySchema = z.object({
  success: z.boolean(),
  reply: z.string().optional(),
  response: z.string().optional(),
  error: z.string().optional(),
});
export type KnowledgeReply = z.infer<typeof KnowledgeReplySchema>;

export const ThreadsAssistantInputSchema = z.discriminatedUnion(
  'action',
  [
    z.object({ action: z.literal('create_thread'), coffeeshopId: idSchema('Deze coffeeshop bestaat niet.').nullish() }),
    z.object({
      action: z.literal('send_message'),
      threadId: idSchema('Onbekend gesprek'),
      message: Message,
      coffeeshopId: idSchema('Deze coffeeshop bestaat niet.').nullish(),
    }),
  ],
  { error: 'Onbekende actie' },
);
export type ThreadsAssistantInput = z.infer<typeof ThreadsAssistantInputSchema>;

export const ThreadsAssistantReplySchema = KnowledgeReplySchema.extend({
  thread: z.object({ thread_id: z.string() }).optional(),
});
export type ThreadsAssistantReply = z.infer<typeof ThreadsAssistantReplySchema>;
