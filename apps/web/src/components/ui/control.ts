/** The look every text-like control shares (input, select, text area); the border colour is set per state. */
export const CONTROL_FRAME_CLASS =
  'rounded-md border bg-white text-sm disabled:cursor-not-allowed disabled:opacity-60 dark:bg-zinc-900';
/** The frame with its padding; a control holding its own padded parts (the rich-text editor) takes the frame alone. */
export const CONTROL_CLASS = `${CONTROL_FRAME_CLASS} px-3 py-2`;
