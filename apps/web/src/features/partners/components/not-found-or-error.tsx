import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { NotFoundPage } from '../../../app/not-found-page.tsx';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { ApiRequestError } from '../../../lib/api-client.ts';

/** A public page's query: an unknown or unapproved partner (API 404) shows the app's not-found page. */
export function PublicQuery<T>({ query, children }: { query: UseQueryResult<T>; children(data: T): ReactNode }) {
  if (query.error instanceof ApiRequestError && query.error.status === 404) return <NotFoundPage />;
  return <QueryState query={query}>{children}</QueryState>;
}
