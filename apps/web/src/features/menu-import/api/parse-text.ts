import type { MenuImportKind, ParseResult } from '@platform/core';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** Pasted text (or a built-in sample) parsed at once; nothing is stored. */
export const parseMenuText = (input: { text: string; kind: MenuImportKind }) =>
  api<ParseResult>('/api/menu-import/parse', { method: 'POST', body: input });

export function useParseMenuText() {
  return useMutation({ mutationFn: parseMenuText });
}
