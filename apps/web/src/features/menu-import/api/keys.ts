import type { MenuImportHistoryQuery } from '@platform/core';

/** Query keys of the menu import: a job's state while it runs, and the history list. */
export const menuImportKeys = {
  all: ['menu-import'] as const,
  job: (jobId: string) => ['menu-import', 'job', jobId] as const,
  history: (query: MenuImportHistoryQuery) => ['menu-import', 'history', query] as const,
};
