import type { GuidelineInput, GuidelinePreview } from '@platform/core';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** What a draft guideline would flag; changes nothing on the server. */
export function usePreviewGuideline() {
  return useMutation({
    mutationFn: (input: GuidelineInput) =>
      api<GuidelinePreview>('/api/admin/community/guidelines/preview', { method: 'POST', body: input }),
  });
}
