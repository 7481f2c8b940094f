import type { AssistantId, AssistantPage } from '@platform/core';

/** Query keys of the assistant feature; a deleted thread or a finished answer invalidates `threads`. */
export const assistantKeys = {
  all: ['assistant'] as const,
  card: (id: AssistantId, page: AssistantPage | undefined, placeId: string | undefined, language: string) =>
    ['assistant', 'card', id, page ?? 'general', placeId ?? 'none', language] as const,
  threads: ['assistant', 'threads'] as const,
  thread: (id: string) => ['assistant', 'threads', id] as const,
};
