import type { UserListQuery, UserPage } from '@platform/core';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { liveQuery } from '../../../lib/query-client.ts';
import { userKeys } from './keys.ts';

function search(query: UserListQuery): string {
  const params = new URLSearchParams({ page: String(query.page) });
  if (query.q) params.set('q', query.q);
  if (query.role) params.set('role', query.role);
  if (query.status) params.set('status', query.status);
  return params.toString();
}

export function getUsersQueryOptions(query: UserListQuery) {
  return queryOptions({
    queryKey: userKeys.list(query),
    queryFn: () => api<UserPage>(`/api/admin/users?${search(query)}`),
    placeholderData: keepPreviousData,
    ...liveQuery,
  });
}

export function useUsers(query: UserListQuery) {
  return useQuery(getUsersQueryOptions(query));
}
