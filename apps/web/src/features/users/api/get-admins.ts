import type { AdminUser } from '@platform/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { userKeys } from './keys.ts';

export function getAdminsQueryOptions() {
  return queryOptions({ queryKey: userKeys.admins, queryFn: () => api<AdminUser[]>('/api/admin/admins') });
}

export function useAdmins() {
  return useQuery(getAdminsQueryOptions());
}
