import { api } from '../../../lib/api-client.ts';

let pending: Promise<void> | undefined;

/**
 * POST /api/assistant/visitor, once per page load: an anonymous visitor holds the assistant's cookie
 * before their first question (a signed-in person gets none). A failure is tried again next time (ADR 081).
 */
export function ensureVisitor(): Promise<void> {
  pending ??= api<void>('/api/assistant/visitor', { method: 'POST' }).catch((error: unknown) => {
    pending = undefined;
    throw error;
  });
  return pending;
}

/** The cookie is gone (after 24 hours, or removed): the next `ensureVisitor` asks for a new one. */
export function forgetVisitor(): void {
  pending = undefined;
}
