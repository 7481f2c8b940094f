import { randomUUID } from 'node:crypto';
import {
  type AssistantContext,
  type CannabisKnowledgeInput,
  CHAT_ERROR_TEXT,
  type FoodeeChatInput,
  isId,
  type KnowledgeReply,
  type PartnerChatInput,
  type ThreadReply,
  type ThreadsAssistantInput,
  type ThreadsAssistantReply,
} from '@platform/core';
import { AppError, NotFoundError } from '../../platform/errors.ts';
import { findActivePlace } from '../../platform/place-access.ts';
import { checkAssistantLimits } from './assistant-limits.ts';
import { answerText, type ChatRun, checkPlace } from './chat.service.ts';
import * as q from './threads.queries.ts';
import { ownThread } from './threads.service.ts';

/** The spec's internal errors (§8) carry the chat's one error text to the person. */
class NoAnswerError extends AppError {
  constructor(readonly internal: string) {
    super(502, 'AI_UNAVAILABLE', CHAT_ERROR_TEXT);
  }
}

/** Partners are not on the platform yet (issue 19): a partner id names a venue (a business establishment) or no one. */
export const UNKNOWN_PARTNER =
  'Deze partner ken ik niet. Op dit platform staan nog geen partners; ik kan alleen vragen beantwoorden over horecazaken die hier staan.';

async function isVenue(run: ChatRun, id: string): Promise<boolean> {
  if (!isId(id)) return false;
  try {
    await findActivePlace(run.ctx, 'venue', id);
    return true;
  } catch (error) {
    if (error instanceof NotFoundError) return false;
    throw error;
  }
}

/** POST /api/ai/partner-assistant-chat → { threadId, response }. */
export async function partnerChat(run: ChatRun, input: PartnerChatInput): Promise<ThreadReply> {
  const threadId = input.sessionId ?? randomUUID();
  if (!(await isVenue(run, input.partnerId))) return { threadId, response: UNKNOWN_PARTNER };
  const context: AssistantContext = { brand: 'hospitality', page: 'partner', placeId: input.partnerId };
  const response = await answerText(run, { id: threadId, assistantId: 'partner', context }, input.message);
  if (!response) throw new NoAnswerError('No response from partner assistant');
  return { threadId, response };
}

/** POST /api/ai/foodee-ai-chat → { threadId, response }. */
export async function foodeeChat(run: ChatRun, input: FoodeeChatInput): Promise<ThreadReply> {
  const threadId = input.threadId ?? randomUUID();
  const context: AssistantContext = {
    brand: 'hospitality',
    page: input.establishmentId ? 'venue' : 'general',
    ...(input.establishmentId ? { placeId: input.establishmentId } : {}),
  };
  const response = await answerText(run, { id: threadId, assistantId: 'general', context }, input.message);
  if (!response) throw new NoAnswerError('No response from Foodee assistant');
  return { threadId, response };
}

const failed = (): KnowledgeReply => ({ success: false, error: CHAT_ERROR_TEXT });

function cannabisContext(page: string | null | undefined, coffeeshopId: string | null | undefined): AssistantContext {
  if (coffeeshopId) return { brand: 'cannabis', page: 'shop', placeId: coffeeshopId };
  return { brand: 'cannabis', page: page === 'search' ? 'search' : 'general' };
}

/** POST /api/ai/ai-cannabis-knowledge → { success, reply, response } or { success: false, error }. */
export async function cannabisKnowledge(run: ChatRun, input: CannabisKnowledgeInput): Promise<KnowledgeReply> {
  const context = cannabisContext(input.context, input.coffeeshopId);
  const reply = await answerText(run, { id: randomUUID(), assistantId: 'cannabis', context }, input.query);
  return reply ? { success: true, reply, response: reply } : failed();
}

/** POST /api/ai/openai-threads-assistant: `create_thread`, then `send_message` in that thread. */
export async function threadsAssistant(run: ChatRun, input: ThreadsAssistantInput): Promise<ThreadsAssistantReply> {
  const context = cannabisContext('shop', input.coffeeshopId);
  if (input.action === 'create_thread') {
    // A new thread counts like a question, so nobody fills the table with empty threads.
    await checkAssistantLimits(run.ctx.db, run.limits, run.asker, run.clientAddress);
    await checkPlace(run.ctx, context);
    const id = randomUUID();
    await q.insertThread(run.ctx.db, {
      id,
      userId: run.asker.kind === 'user' ? run.asker.userId : null,
      visitorKey: run.asker.kind === 'visitor' ? run.asker.visitorKey : null,
      assistantId: 'cannabis',
      context,
      title: 'Nieuw gesprek',
      messages: [],
      disclosureShownAt: new Date(),
    });
    return { success: true, thread: { thread_id: id } };
  }
  const thread = await ownThread(run.ctx, run.asker, input.threadId);
  const reply = await answerText(run, { id: thread.id, assistantId: thread.assistantId, context: thread.context }, input.message);
  return reply ? { success: true, reply, response: reply } : failed();
}
