import type { AiUsageQuery } from '@platform/core';

/** Query keys of the AI admin pages. */
export const aiAdminKeys = {
  all: ['ai-admin'] as const,
  control: ['ai-admin', 'control'] as const,
  usage: (range: AiUsageQuery) => ['ai-admin', 'usage', range.from, range.to] as const,
  assistants: ['ai-admin', 'assistants'] as const,
  privacy: ['ai-admin', 'privacy'] as const,
};
