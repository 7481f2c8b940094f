import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { QueryState } from '../components/ui/query-state.tsx';
import { isNotFound } from '../lib/api-client.ts';
import { NotFoundPage } from './not-found-page.tsx';

/**
 * A public page's data: an unknown or unpublished item (API 404) shows the app's not-found page, as the server's
 * answer for the address does (404 with the not-found title, ADR 088); everything else as `QueryState`.
 */
export function PublicQuery<T>({ query, children }: { query: UseQueryResult<T>; children(data: T): ReactNode }) {
  if (isNotFound(query.error)) return <NotFoundPage />;
  return <QueryState query={query}>{children}</QueryState>;
}
