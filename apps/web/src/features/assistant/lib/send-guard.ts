import { questionProblem } from '@platform/core';
import type { ChatStatus } from 'ai';

/**
 * Spec §5: a message is not sent when core's rule refuses it (empty, only spaces, too long), or while a reply is
 * pending (sent, streaming, or an action waiting for the person's confirmation).
 */
export function canSend(text: string, status: ChatStatus, awaitingApproval = false): boolean {
  return questionProblem(text) === null && !isPending(status) && !awaitingApproval;
}

/** A reply is on its way: the thinking indicator and the stop button show. */
export function isPending(status: ChatStatus): boolean {
  return status === 'submitted' || status === 'streaming';
}

/** Spec §2: Enter sends; Shift+Enter (and Enter while composing an accented character) inserts a new line. */
export function sendsOnKey(event: { key: string; shiftKey: boolean; isComposing?: boolean }): boolean {
  return event.key === 'Enter' && !event.shiftKey && !event.isComposing;
}
