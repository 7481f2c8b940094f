import type { DecisionInput, DocumentKind, IdentityDocument, VerificationOverview, VerificationQueueItem } from '@platform/core';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, apiUpload } from '../../../lib/api-client.ts';
import { meQueryKey } from '../../auth/index.ts';

const key = ['verification'] as const;

export const documentFileUrl = (id: string) => `/api/verification/documents/${id}/file`;

export const useMyVerification = () =>
  useQuery(queryOptions({ queryKey: [...key, 'mine'], queryFn: () => api<VerificationOverview>('/api/verification') }));

export function useUploadDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, file }: { kind: DocumentKind; file: File }) =>
      apiUpload<IdentityDocument>('/api/verification/documents', file, { kind }),
    retry: false,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: key });
      await queryClient.invalidateQueries({ queryKey: meQueryKey });
    },
  });
}

export const useVerificationQueue = (status: IdentityDocument['status']) =>
  useQuery(
    queryOptions({
      queryKey: [...key, 'queue', status],
      queryFn: () => api<VerificationQueueItem[]>(`/api/admin/verifications?status=${status}`),
      staleTime: 0,
    }),
  );

export function useDecideDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: DecisionInput }) =>
      api<IdentityDocument>(`/api/admin/verifications/${id}/decision`, { method: 'POST', body: input }),
    retry: false,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
