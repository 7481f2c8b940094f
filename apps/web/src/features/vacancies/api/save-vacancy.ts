import type { EmployerKind, ManagedVacancy, VacancyInput } from '@platform/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { employerPath, vacancyKeys } from './keys.ts';

/** Posts a new vacancy, or changes one; the employer's list and the public lists refresh. */
export function useSaveVacancy(kind: EmployerKind, id: string, vacancyId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: VacancyInput) =>
      vacancyId
        ? api<ManagedVacancy>(`${employerPath(kind, id)}/vacancies/${vacancyId}`, { method: 'PUT', body: input })
        : api<ManagedVacancy>(`${employerPath(kind, id)}/vacancies`, { method: 'POST', body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: vacancyKeys.all }),
  });
}

export function useRemoveVacancy(kind: EmployerKind, id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (vacancyId: string) => api<void>(`${employerPath(kind, id)}/vacancies/${vacancyId}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: vacancyKeys.all }),
  });
}
