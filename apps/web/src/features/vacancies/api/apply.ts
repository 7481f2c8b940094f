import type { VacancyApplicationInput } from '@platform/core';
import { useMutation } from '@tanstack/react-query';
import { apiUpload } from '../../../lib/api-client.ts';

/** Sends an application with its CV; nothing public changes, so nothing is invalidated. Not retried: it mails. */
export function useApply(vacancyId: string) {
  return useMutation({
    mutationFn: ({ cv, ...fields }: VacancyApplicationInput & { cv: File }) =>
      apiUpload<{ id: string }>(`/api/vacancies/${vacancyId}/applications`, cv, fields),
  });
}
