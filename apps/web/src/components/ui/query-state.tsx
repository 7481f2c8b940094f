import { ERROR_CODES, PLANS_PATH } from '@platform/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ApiRequestError } from '../../lib/api-client.ts';
import { Spinner } from './spinner.tsx';

/**
 * Spinner while loading, the error message on failure, else the content. A module outside the place's plan (403
 * MODULE_NOT_IN_PLAN, ADR 058) shows as an upgrade card: the server's message names the plan needed, and its
 * mention of the plans page becomes the link there (no texts of its own: the public pages are at their size ceiling).
 */
export function QueryState<T>({ query, children }: { query: UseQueryResult<T>; children(data: T): ReactNode }) {
  if (query.isPending) return <Spinner />;
  if (query.isError) {
    const { error } = query;
    if (error instanceof ApiRequestError && error.body.code === ERROR_CODES.moduleNotInPlan) {
      const [before, after] = error.message.split(PLANS_PATH);
      return (
        <p
          role="alert"
          className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950 dark:bg-amber-950/40 dark:text-amber-100"
        >
          {before}
          <Link to={PLANS_PATH} className="font-semibold underline">
            {PLANS_PATH}
          </Link>
          {after}
        </p>
      );
    }
    return (
      <p role="alert" className="rounded-md bg-red-50 p-3 text-red-800 dark:bg-red-950/40 dark:text-red-200">
        {error.message}
      </p>
    );
  }
  return <>{children(query.data)}</>;
}
