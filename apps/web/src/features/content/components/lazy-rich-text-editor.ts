import { lazy } from 'react';

/** The rich-text editor for other features' screens; Tiptap loads only when it is shown (bundle budget, ADR 049). */
export const LazyRichTextEditor = lazy(() =>
  import('./rich-text-editor.tsx').then((module) => ({ default: module.RichTextEditor })),
);
