import type { ContactMessage } from '@platform/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { liveQuery } from '../../../lib/query-client.ts';
import { marketingKeys } from './keys.ts';

export type InboxStatus = 'open' | 'behandeld' | 'alle';

export function getContactMessagesQueryOptions(status: InboxStatus) {
  return queryOptions({
    queryKey: marketingKeys.contact(status),
    queryFn: () => api<ContactMessage[]>(`/api/admin/contact?status=${status}`),
    ...liveQuery,
  });
}

export function useContactMessages(status: InboxStatus) {
  return useQuery(getContactMessagesQueryOptions(status));
}
