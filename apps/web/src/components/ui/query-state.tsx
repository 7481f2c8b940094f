import { ERROR_CODES } from '@platform/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ApiRequestError } from '../../lib/api-client.ts';
import { Spinner } from './spinner.tsx';
import { UpgradeCard } from './upgrade-card.tsx';

/** Spinner while loading, the error message on failure (the upgrade card for a module outside the plan), else the content. */
export function QueryState<T>({ query, children }: { query: UseQueryResult<T>; children(data: T): ReactNode }) {
  if (query.isPending) return <Spinner />;
  if (query.isError) {
    if (query.error instanceof ApiRequestError && query.error.body.code === ERROR_CODES.moduleNotInPlan) {
      return <UpgradeCard message={query.error.message} />;
    }
    return (
      <p role="alert" className="rounded-md bg-red-50 p-3 text-red-800 dark:bg-red-950/40 dark:text-red-200">
        {query.error.message}
      </p>
    );
  }
  return <>{children(query.data)}</>;
}
