import type { WeeklyMailSetting } from '@platform/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { retryIdempotentWrite } from '../../../lib/query-client.ts';
import { reportsKeys } from './keys.ts';

export function useSetWeeklyMail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (setting: WeeklyMailSetting) =>
      api<WeeklyMailSetting>('/api/reports/weekly-mail', { method: 'PUT', body: setting }),
    // Setting a choice twice gives the same result.
    retry: retryIdempotentWrite,
    onSuccess: (setting) => queryClient.setQueryData(reportsKeys.weeklyMail(), setting),
  });
}
