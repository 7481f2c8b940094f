/** The look every text-like control shares (input, select, text area); the border colour is set per state. */
export const CONTROL_CLASS =
  'rounded-md border bg-white px-3 py-2 text-sm disabled:cursor-not-allowed disabled:opacity-60 dark:bg-zinc-900';
