import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Spinner } from './spinner.tsx';

/** Spinner while loading, the error message on failure, else the content. */
export function QueryState<T>({ query, children }: { query: UseQueryResult<T>; children(data: T): ReactNode }) {
  if (query.isPending) return <Spinner />;
  if (query.isError) {
    return (
      <p role="alert" className="rounded-md bg-red-50 p-3 text-red-800 dark:bg-red-950/40 dark:text-red-200">
        {query.error.message}
      </p>
    );
  }
  return <>{children(query.data)}</>;
}
