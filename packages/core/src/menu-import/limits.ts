// Without zod: the public landing page states these limits (bundle budget, ADR 087).

/** Limits of issue 18, item 7. */
export const MENU_IMPORT_LIMITS = {
  maxFileBytes: 20 * 1024 * 1024,
  maxPages: 30,
  maxTextChars: 100_000,
  maxItems: 1000,
  /** Below this a cell is flagged for review. */
  reviewBelow: 0.8,
  /** Hours a source file is kept before the hourly job deletes it. */
  retentionHours: 24 * 7,
} as const;

export const MENU_IMPORT_FILE_TOO_LARGE = 'Het bestand is te groot: maximaal 20 MB.';
