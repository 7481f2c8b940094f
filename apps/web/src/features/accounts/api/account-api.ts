import type { ChangePasswordInput, DeleteAccountInput, MailMessage, Me, ProfileUpdate } from '@platform/core';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, apiUpload } from '../../../lib/api-client.ts';
import { meQueryKey } from '../../auth/index.ts';

/** The JSON download of everything the platform holds about me (a plain link: the browser saves it). */
export const EXPORT_URL = '/api/me/export';

/** Profile changes answer with the new account: it replaces the cached one at once. */
function useMeMutation<T>(request: (input: T) => Promise<Me>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    retry: false,
    onSuccess: (me) => queryClient.setQueryData(meQueryKey, me),
  });
}

export const useUpdateProfile = () =>
  useMeMutation((input: ProfileUpdate) => api<Me>('/api/me/profile', { method: 'PATCH', body: input }));

export const useUploadAvatar = () => useMeMutation((file: File) => apiUpload<Me>('/api/me/avatar', file));

export const useMyMails = () =>
  useQuery(queryOptions({ queryKey: ['me', 'mails'], queryFn: () => api<MailMessage[]>('/api/me/mails'), staleTime: 0 }));

export function useChangePassword() {
  return useMutation({
    mutationFn: (input: ChangePasswordInput) => api('/api/auth/change-password', { method: 'POST', body: input }),
    retry: false,
  });
}

export function useRevokeOtherSessions() {
  return useMutation({
    mutationFn: () => api('/api/auth/revoke-other-sessions', { method: 'POST', body: {} }),
    retry: false,
  });
}

/** After deletion the session is gone too: every cached query belonged to the old account. */
export function useDeleteAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: DeleteAccountInput) => api('/api/me/delete', { method: 'POST', body: input }),
    retry: false,
    onSuccess: () => {
      queryClient.clear();
      queryClient.setQueryData(meQueryKey, null);
    },
  });
}
