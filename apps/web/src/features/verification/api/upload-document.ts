import type { DocumentKind, IdentityDocument } from '@platform/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiUpload } from '../../../lib/api-client.ts';
import { authKeys } from '../../auth/index.ts';
import { verificationKeys } from './keys.ts';

/** A new document changes my verification state, which the account (`me`) carries too. */
export function useUploadDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, file }: { kind: DocumentKind; file: File }) =>
      apiUpload<IdentityDocument>('/api/verification/documents', file, { kind }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: verificationKeys.all });
      await queryClient.invalidateQueries({ queryKey: authKeys.me });
    },
  });
}
