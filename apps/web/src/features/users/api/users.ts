import type { AdminUser, AuditPage, RoleChangeInput, StatusChangeInput, UserListQuery, UserPage } from '@platform/core';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

const key = ['admin-users'] as const;

function search(query: UserListQuery): string {
  const params = new URLSearchParams({ page: String(query.page) });
  if (query.q) params.set('q', query.q);
  if (query.role) params.set('role', query.role);
  if (query.status) params.set('status', query.status);
  return params.toString();
}

export const useUsers = (query: UserListQuery) =>
  useQuery(
    queryOptions({
      queryKey: [...key, 'list', query],
      queryFn: () => api<UserPage>(`/api/admin/users?${search(query)}`),
      placeholderData: keepPreviousData,
      staleTime: 0,
    }),
  );

export const useAdmins = () =>
  useQuery(queryOptions({ queryKey: [...key, 'admins'], queryFn: () => api<AdminUser[]>('/api/admin/admins') }));

export const useAudit = (page: number) =>
  useQuery(
    queryOptions({
      queryKey: [...key, 'audit', page],
      queryFn: () => api<AuditPage>(`/api/admin/audit?page=${page}`),
      placeholderData: keepPreviousData,
      staleTime: 0,
    }),
  );

export function useChangeRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: RoleChangeInput }) =>
      api<AdminUser>(`/api/admin/users/${id}/role`, { method: 'POST', body: input }),
    retry: false,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}

export function useChangeStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: StatusChangeInput }) =>
      api<AdminUser>(`/api/admin/users/${id}/status`, { method: 'POST', body: input }),
    retry: false,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
