import type { TelerPublic } from '@platform/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export const useTelers = (plaats?: string) =>
  useQuery(
    queryOptions({
      queryKey: ['telers', 'list', plaats ?? 'all'],
      queryFn: () => api<TelerPublic[]>(plaats ? `/api/telers?plaats=${encodeURIComponent(plaats)}` : '/api/telers'),
    }),
  );

export const useTeler = (slug: string) =>
  useQuery(
    queryOptions({
      queryKey: ['telers', 'detail', slug],
      queryFn: () => api<TelerPublic>(`/api/telers/${encodeURIComponent(slug)}`),
    }),
  );
