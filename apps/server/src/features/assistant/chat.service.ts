import { randomUUID } from 'node:crypto';
import type { LanguageModelV4 } from '@ai-sdk/provider';
import { type AssistantChatRequest, type AssistantContext, CHAT_ERROR_TEXT } from '@platform/core';
import {
  convertToModelMessages,
  createUIMessageStream,
  createUIMessageStreamResponse,
  stepCountIs,
  streamText,
  type UIMessage,
} from 'ai';
import type { ServiceContext } from '../../context.ts';
import type { StoredUIMessage } from '../../db/schema/index.ts';
import { findActivePlace } from '../../platform/place-access.ts';
import type { BookingLimits } from '../horeca/index.ts';
import type { Asker } from './asker.ts';
import { type AssistantLimits, checkAssistantLimits } from './assistant-limits.ts';
import { assistantSetup, MAX_STEPS } from './assistant-setup.ts';
import { nextMessages, titleOf } from './conversation.ts';
import * as q from './threads.queries.ts';
import { ownThread } from './threads.service.ts';
import type { Source, ToolDeps } from './tools/tool-kit.ts';

/** What one question needs beyond the request body: who asks, from where, with which model and limits. */
export interface ChatRun {
  ctx: ServiceContext;
  asker: Asker;
  clientAddress: string;
  external: LanguageModelV4 | undefined;
  bookingLimits: BookingLimits;
  limits: AssistantLimits;
  abortSignal?: AbortSignal;
}

/** The place a context names must exist (a 404 in Dutch before anything is stored). */
export async function checkPlace(ctx: ServiceContext, context: AssistantContext): Promise<void> {
  if (context.placeId) await findActivePlace(ctx, context.brand === 'cannabis' ? 'coffeeshop' : 'venue', context.placeId);
}

/**
 * Stores the question (or the approval answers) in the thread, then starts the answer. The
 * thread is created on its first question, with the time the AI disclosure was shown.
 */
export async function openTurn(
  run: ChatRun,
  request: Pick<AssistantChatRequest, 'id' | 'assistantId' | 'context'>,
  incoming: AssistantChatRequest['messages'][number],
) {
  const { ctx, asker } = run;
  const existing = await q.selectThread(ctx.db, request.id);
  if (existing) await ownThread(ctx, asker, request.id);
  await checkPlace(ctx, request.context);
  const messages = nextMessages(existing?.messages ?? [], incoming);
  await checkAssistantLimits(ctx.db, run.limits, asker, run.clientAddress);
  if (existing) {
    await q.updateThreadMessages(ctx.db, existing.id, messages, existing.title);
  } else {
    await q.insertThread(ctx.db, {
      id: request.id,
      userId: asker.kind === 'user' ? asker.userId : null,
      visitorKey: asker.kind === 'visitor' ? asker.visitorKey : null,
      assistantId: request.assistantId,
      context: request.context,
      title: titleOf(messages),
      messages,
      disclosureShownAt: new Date(),
    });
  }
  // A thread keeps the assistant and place it was started with.
  return { messages, assistantId: existing?.assistantId ?? request.assistantId, context: existing?.context ?? request.context };
}

export function toolDeps(run: ChatRun, context: AssistantContext, cite: (sources: readonly Source[]) => void): ToolDeps {
  return {
    ctx: run.ctx,
    context,
    bookingLimits: run.bookingLimits,
    clientAddress: run.clientAddress,
    seen: { pricesVisible: false },
    cite,
  };
}

/** POST /api/assistant/chat: the answer as an AI SDK UI message stream (SSE), stored in the thread when it ends. */
export async function chat(run: ChatRun, request: AssistantChatRequest): Promise<Response> {
  const incoming = request.messages.at(-1);
  if (!incoming) throw new Error('messages is leeg na validatie');
  const turn = await openTurn(run, request, incoming);
  const stream = createUIMessageStream({
    originalMessages: turn.messages as UIMessage[],
    execute: async ({ writer }) => {
      const deps = toolDeps(run, turn.context, (sources) => {
        for (const source of sources)
          writer.write({ type: 'source-url', sourceId: randomUUID(), url: source.url, title: source.title });
      });
      const setup = assistantSetup({ deps, assistantId: turn.assistantId, external: run.external, withApproval: true });
      const result = streamText({
        model: setup.model,
        instructions: setup.instructions,
        messages: await convertToModelMessages(turn.messages as UIMessage[], { tools: setup.tools }),
        tools: setup.tools,
        toolApproval: setup.toolApproval,
        stopWhen: stepCountIs(MAX_STEPS),
        ...(setup.transform ? { experimental_transform: setup.transform } : {}),
        ...(run.abortSignal ? { abortSignal: run.abortSignal } : {}),
      });
      writer.merge(result.toUIMessageStream({ sendSources: false }));
    },
    onError: (error) => {
      run.ctx.logger.error({ err: error }, 'assistent-antwoord mislukt');
      return CHAT_ERROR_TEXT;
    },
    onFinish: async ({ messages }) => {
      await q.updateThreadMessages(run.ctx.db, request.id, messages as StoredUIMessage[], titleOf(messages as StoredUIMessage[]));
    },
  });
  const headers: Record<string, string> = {};
  if (run.asker.kind === 'visitor' && run.asker.setCookie) headers['set-cookie'] = run.asker.setCookie;
  return createUIMessageStreamResponse({ stream, headers });
}
