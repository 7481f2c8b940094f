import { randomUUID } from 'node:crypto';
import type { AssistantContext, AssistantId } from '@platform/core';
import { sessionCookie, type TestApp } from '../../test/test-app.ts';

/** A UI message stream chunk (`data: {...}` of the SSE answer). */
export interface UIChunk {
  type: string;
  [key: string]: unknown;
}

/** Reads a whole UI message stream response into its chunks. */
export async function readUIStream(response: Response): Promise<UIChunk[]> {
  const text = await response.text();
  return text
    .split('\n')
    .filter((line) => line.startsWith('data: ') && line !== 'data: [DONE]')
    .map((line) => JSON.parse(line.slice(6)) as UIChunk);
}

/** The answer's text, the cited sources and the tool approvals asked for. */
export function answerOf(chunks: readonly UIChunk[]) {
  return {
    text: chunks
      .filter((chunk) => chunk.type === 'text-delta')
      .map((chunk) => chunk.delta as string)
      .join(''),
    sources: chunks.filter((chunk) => chunk.type === 'source-url').map((chunk) => ({ url: chunk.url, title: chunk.title })),
    approvals: chunks
      .filter((chunk) => chunk.type === 'tool-approval-request')
      .map((chunk) => ({ approvalId: chunk.approvalId as string, toolCallId: chunk.toolCallId as string })),
    errors: chunks.filter((chunk) => chunk.type === 'error').map((chunk) => chunk.errorText),
  };
}

export function question(text: string) {
  return { id: randomUUID(), role: 'user' as const, parts: [{ type: 'text', text }] };
}

/** A new anonymous visitor's cookie, as the panel gets it before its first question. */
export async function visitorCookie(t: TestApp): Promise<string> {
  const response = await t.request('/api/assistant/visitor', { method: 'POST' });
  if (response.status !== 204) throw new Error(`geen bezoekerscookie: ${response.status}`);
  return sessionCookie(response);
}

/**
 * Asks one question in a (new or given) thread, as the panel's `useChat` would post it; without
 * `cookie` as a new anonymous visitor (who gets their cookie first, as the panel does).
 */
export async function ask(
  t: TestApp,
  text: string,
  options: {
    assistantId?: AssistantId;
    context: AssistantContext;
    cookie?: string;
    threadId?: string;
    headers?: Record<string, string>;
  },
) {
  const id = options.threadId ?? randomUUID();
  const cookie = options.cookie ?? (await visitorCookie(t));
  const response = await t.request('/api/assistant/chat', {
    body: { id, messages: [question(text)], assistantId: options.assistantId ?? 'general', context: options.context },
    cookie,
    ...(options.headers ? { headers: options.headers } : {}),
  });
  return { id, response, cookie };
}
