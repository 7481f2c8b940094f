import { type ClientUIMessage, EMPTY_QUESTION, questionProblem } from '@platform/core';
import type { StoredUIMessage } from '../../db/schema/index.ts';
import { ValidationError } from '../../platform/errors.ts';

const NOTHING_TO_CONFIRM = 'Er staat niets open om te bevestigen.';

function refuse(message: string): never {
  throw new ValidationError(message, [{ path: ['messages'], message }]);
}

/** The text of a message's text parts. */
export function textOf(message: Pick<StoredUIMessage, 'parts'>): string {
  return message.parts
    .map((part) => (part.type === 'text' && typeof part.text === 'string' ? part.text : ''))
    .join(' ')
    .trim();
}

interface ApprovalAnswer {
  id: string;
  approved: boolean;
  reason?: string;
}

function approvalOf(part: ClientUIMessage['parts'][number]): ApprovalAnswer | null {
  const approval = part.approval as { id?: unknown; approved?: unknown; reason?: unknown } | undefined;
  if (part.state !== 'approval-responded' || typeof approval?.id !== 'string' || typeof approval.approved !== 'boolean')
    return null;
  return {
    id: approval.id,
    approved: approval.approved,
    ...(typeof approval.reason === 'string' ? { reason: approval.reason.slice(0, 200) } : {}),
  };
}

/**
 * The thread's messages with the client's new input: a question (only its text is kept), or the
 * person's answers to pending tool approvals, applied to the server's own copy of that message.
 * Everything else the client sends (earlier messages, assistant text, tool results) is ignored.
 */
export function nextMessages(stored: readonly StoredUIMessage[], incoming: ClientUIMessage): StoredUIMessage[] {
  if (incoming.role === 'user') {
    const text = textOf(incoming as StoredUIMessage);
    const problem = questionProblem(text);
    if (problem) refuse(problem);
    const question: StoredUIMessage = {
      id: incoming.id,
      role: 'user',
      parts: [{ type: 'text', text }],
      metadata: { createdAt: new Date().toISOString() },
    };
    // The same question again (a retry after a failed answer) replaces itself instead of repeating.
    const last = stored.at(-1);
    const earlier = last?.role === 'user' && last.id === incoming.id ? stored.slice(0, -1) : stored;
    return [...earlier, question];
  }
  if (incoming.role !== 'assistant') refuse(EMPTY_QUESTION);
  const last = stored.at(-1);
  if (last?.role !== 'assistant' || last.id !== incoming.id) refuse(NOTHING_TO_CONFIRM);
  const answers = new Map(
    incoming.parts.flatMap((part) => {
      const answer = approvalOf(part);
      return answer ? [[answer.id, answer] as const] : [];
    }),
  );
  let applied = 0;
  const parts = last.parts.map((part) => {
    const pending = part.approval as { id?: string } | undefined;
    const answer = part.state === 'approval-requested' && pending?.id ? answers.get(pending.id) : undefined;
    if (!answer) return part;
    applied += 1;
    return { ...part, state: 'approval-responded', approval: answer };
  });
  if (applied === 0) refuse(NOTHING_TO_CONFIRM);
  return [...stored.slice(0, -1), { ...last, parts }];
}

/** A thread's title: the start of its first question. */
export function titleOf(messages: readonly StoredUIMessage[]): string {
  const first = messages.find((message) => message.role === 'user');
  const text = first ? textOf(first) : '';
  return text.length > 80 ? `${text.slice(0, 77)}…` : text || 'Nieuw gesprek';
}

/** When a message was written (ISO), as stored in its metadata; undefined for messages stored before times were kept. */
export function createdAtOf(message: Pick<StoredUIMessage, 'metadata'>): string | undefined {
  const metadata = message.metadata as { createdAt?: unknown } | undefined;
  return typeof metadata?.createdAt === 'string' ? metadata.createdAt : undefined;
}

/**
 * The thread's messages with the time of each new one: a message that was not in the thread before
 * (the answer) gets `now`; older messages stored without a time keep none.
 */
export function withCreatedAt(
  messages: readonly StoredUIMessage[],
  earlier: readonly StoredUIMessage[],
  now: Date,
): StoredUIMessage[] {
  const known = new Set(earlier.map((message) => message.id));
  return messages.map((message) =>
    createdAtOf(message) || known.has(message.id)
      ? message
      : { ...message, metadata: { ...((message.metadata as object | undefined) ?? {}), createdAt: now.toISOString() } },
  );
}
