import { Chat } from '@ai-sdk/react';
import { DefaultChatTransport, lastAssistantMessageIsCompleteWithApprovalResponses, type UIMessage } from 'ai';
import i18n from '../../../lib/i18n.ts';
import { ensureVisitor, forgetVisitor } from '../api/ensure-visitor.ts';
import type { AssistantTarget } from '../lib/route-context.ts';
import { visitorFetch } from '../lib/visitor-fetch.ts';

/** Every chat's fetch: the visitor's cookie first (ADR 081). */
const chatFetch = visitorFetch({ ensure: ensureVisitor, forget: forgetVisitor });

/**
 * One conversation: an AI SDK `Chat` (kept outside React, so closing or collapsing the panel
 * neither loses it nor stops a reply) with the assistant and page it was started with.
 */
export interface ChatSession {
  chat: Chat<UIMessage>;
  target: AssistantTarget;
  /** When the panel first saw each message (the log's times). */
  seenAt: Map<string, Date>;
  /** Messages of a stored thread that has no time for them (stored before the server kept times). */
  historic: Set<string>;
}

/**
 * The server keeps the thread itself and reads only the newest message (a question, or the
 * answers to pending approvals), so only that one is sent, with the assistant and page.
 */
export function createChatSession(target: AssistantTarget, thread?: { id: string; messages: UIMessage[] }): ChatSession {
  const seenAt = new Map<string, Date>();
  const chat = new Chat<UIMessage>({
    id: thread?.id ?? crypto.randomUUID(),
    messages: thread?.messages ?? [],
    transport: new DefaultChatTransport({
      api: '/api/assistant/chat',
      credentials: 'same-origin',
      fetch: chatFetch,
      headers: () => ({ 'accept-language': i18n.resolvedLanguage ?? i18n.language ?? 'nl' }),
      prepareSendMessagesRequest: ({ id, messages }) => ({
        body: { id, messages: messages.slice(-1), assistantId: target.assistantId, context: target.context },
      }),
    }),
    // After "Bevestigen"/"Annuleren" the answers go to the server, which then runs (or skips) the action.
    sendAutomaticallyWhen: lastAssistantMessageIsCompleteWithApprovalResponses,
  });
  // A reopened thread shows the time the server stored with each message (metadata.createdAt).
  const historic = new Set<string>();
  for (const message of thread?.messages ?? []) {
    const at = storedTime(message);
    if (at) seenAt.set(message.id, at);
    else historic.add(message.id);
  }
  return { chat, target, seenAt, historic };
}

/** The time the server stored with a message, if it has a valid one. */
export function storedTime(message: Pick<UIMessage, 'metadata'>): Date | undefined {
  const createdAt = (message.metadata as { createdAt?: unknown } | undefined)?.createdAt;
  if (typeof createdAt !== 'string') return undefined;
  const at = new Date(createdAt);
  return Number.isNaN(at.getTime()) ? undefined : at;
}
