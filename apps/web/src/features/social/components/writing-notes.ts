import type { SocialWritingSuggestion } from '@platform/core';

/** The composer's notes on a suggestion, as keys under `social.composer.help`, in the order they are shown. */
export type WritingNote = 'fromAssistant' | 'fromData' | 'fromRewrite' | 'shortened' | 'blocked' | 'policy';

/**
 * What the owner must know about a suggestion before using it: who wrote it, whether it was cut to the shortest
 * network's limit, and — never hidden — whether the law check blocks it or a platform may object.
 */
export function writingNotes(suggestion: SocialWritingSuggestion): WritingNote[] {
  const source: Record<SocialWritingSuggestion['source'], WritingNote> = {
    assistant: 'fromAssistant',
    data: 'fromData',
    rewrite: 'fromRewrite',
  };
  return [
    source[suggestion.source],
    ...(suggestion.shortened ? (['shortened'] as const) : []),
    ...(suggestion.checks.law.blocked ? (['blocked'] as const) : []),
    ...(suggestion.checks.policy.length > 0 ? (['policy'] as const) : []),
  ];
}
