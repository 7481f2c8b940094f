import type { MailMessage } from '@platform/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { liveQuery } from '../../../lib/query-client.ts';
import { accountKeys } from './keys.ts';

export function getMyMailsQueryOptions() {
  return queryOptions({ queryKey: accountKeys.mails, queryFn: () => api<MailMessage[]>('/api/me/mails'), ...liveQuery });
}

export function useMyMails() {
  return useQuery(getMyMailsQueryOptions());
}
