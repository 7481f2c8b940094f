import { randomUUID } from 'node:crypto';
import type { LanguageModelV4 } from '@ai-sdk/provider';
import { type AssistantChatRequest, type AssistantContext, CHAT_ERROR_TEXT, isReadOnlyRole } from '@platform/core';
import {
  convertToModelMessages,
  createUIMessageStream,
  createUIMessageStreamResponse,
  stepCountIs,
  streamText,
  type UIMessage,
} from 'ai';
import type { AiBudget } from '../../config.ts';
import type { ServiceContext } from '../../context.ts';
import type { StoredUIMessage } from '../../db/schema/index.ts';
import { NotFoundError } from '../../platform/errors.ts';
import { findActivePlace } from '../../platform/place-access.ts';
import type { BookingLimits } from '../horeca/index.ts';
import { assertAssistantsOn, loadAssistantConfig, modelChoiceOf } from './ai-settings.ts';
import { type Asker, owns } from './asker.ts';
import { type AssistantLimits, checkAssistantLimits } from './assistant-limits.ts';
import { assistantSetup, MAX_STEPS } from './assistant-setup.ts';
import { nextMessages, titleOf, withCreatedAt } from './conversation.ts';
import * as q from './threads.queries.ts';
import { UNKNOWN_THREAD } from './threads.service.ts';
import { modelWithinBudget, recordUsage } from './token-budget.ts';
import type { Source, ToolDeps } from './tools/tool-kit.ts';

/** What one question needs beyond the request body: who asks, from where, with which model and limits. */
export interface ChatRun {
  ctx: ServiceContext;
  asker: Asker;
  clientAddress: string;
  external: LanguageModelV4 | undefined;
  budget: AiBudget;
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
  if (existing && !owns(existing, asker)) throw new NotFoundError(UNKNOWN_THREAD);
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

/**
 * One answer as an AI SDK UI message stream: the question (or approval answers) is stored first,
 * the answer when the stream ends. `withApproval: false` leaves out the tools that change data
 * (the spec's calls have no panel to confirm in).
 */
export async function answerStream(
  run: ChatRun,
  request: Pick<AssistantChatRequest, 'id' | 'assistantId' | 'context' | 'messages'>,
  options: { withApproval: boolean },
) {
  const incoming = request.messages.at(-1);
  if (!incoming) throw new Error('messages is leeg na validatie');
  // The kill switch (ADR 043): refused before anything is stored or counted.
  const budget = await assertAssistantsOn(run.ctx.db, run.budget);
  const turn = await openTurn(run, request, incoming);
  const config = await loadAssistantConfig(run.ctx.db, turn.assistantId);
  // A demo account may chat, but tools that change data stay out (the panel could not confirm them anyway).
  const withApproval = options.withApproval && !isReadOnlyRole(run.ctx.actor?.role);
  // Spec §8: whatever failed, the person reads the one chat error text; the log keeps the cause.
  const failure = (error: unknown) => {
    run.ctx.logger.error({ err: error }, 'assistent-antwoord mislukt');
    return CHAT_ERROR_TEXT;
  };
  return createUIMessageStream({
    originalMessages: turn.messages as UIMessage[],
    execute: async ({ writer }) => {
      const deps = toolDeps(run, turn.context, (sources) => {
        for (const source of sources)
          writer.write({ type: 'source-url', sourceId: randomUUID(), url: source.url, title: source.title });
      });
      const placeId = turn.context.placeId;
      const chosen = modelChoiceOf(config, Boolean(run.external)) === 'external' ? run.external : undefined;
      const external = await modelWithinBudget(run.ctx.db, budget, chosen, placeId);
      const setup = assistantSetup({ deps, assistantId: turn.assistantId, external, withApproval, config });
      const result = streamText({
        model: setup.model,
        instructions: setup.instructions,
        messages: await convertToModelMessages(turn.messages as UIMessage[], { tools: setup.tools }),
        tools: setup.tools,
        toolApproval: setup.toolApproval,
        stopWhen: stepCountIs(MAX_STEPS),
        // Logged once by `failure` below (the UI stream reports it); the SDK would print it to the console.
        onError: () => {},
        onFinish: async ({ totalUsage }) => {
          const tokens = totalUsage.totalTokens ?? (totalUsage.inputTokens ?? 0) + (totalUsage.outputTokens ?? 0);
          if (!setup.builtin) await recordUsage(run.ctx.db, placeId, tokens, new Date(), turn.assistantId);
        },
        ...(setup.transform ? { experimental_transform: setup.transform } : {}),
        ...(run.abortSignal ? { abortSignal: run.abortSignal } : {}),
      });
      writer.merge(result.toUIMessageStream({ sendSources: false, onError: failure }));
    },
    onError: failure,
    onFinish: async ({ messages }) => {
      const stored = withCreatedAt(messages as StoredUIMessage[], turn.messages, new Date());
      await q.updateThreadMessages(run.ctx.db, request.id, stored, titleOf(stored));
    },
  });
}

/**
 * POST /api/assistant/chat: the answer as an AI SDK UI message stream (SSE), stored in the thread when it ends.
 * It sets no cookie: the thread belongs to one the asker already holds (ADR 081).
 */
export async function chat(run: ChatRun, request: AssistantChatRequest): Promise<Response> {
  return createUIMessageStreamResponse({ stream: await answerStream(run, request, { withApproval: true }) });
}

/** The whole answer as text (the spec's non-streaming calls); null when it failed or came back empty. */
export async function answerText(
  run: ChatRun,
  request: Pick<AssistantChatRequest, 'id' | 'assistantId' | 'context'>,
  question: string,
): Promise<string | null> {
  const message = { id: randomUUID(), role: 'user' as const, parts: [{ type: 'text', text: question }] };
  const stream = await answerStream(run, { ...request, messages: [message] }, { withApproval: false });
  let text = '';
  let failed = false;
  const reader = stream.getReader();
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    if (value.type === 'text-delta') text += value.delta;
    if (value.type === 'error') failed = true;
  }
  return failed || !text.trim() ? null : text.trim();
}
