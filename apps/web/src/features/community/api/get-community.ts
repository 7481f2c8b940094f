import type { Guideline, MakerAnalytics, MakerContent, MakerDashboard, MakerTier } from '@platform/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { communityKeys } from './keys.ts';

// A maker's own figures change with every submission and decision: always fresh.
const live = { staleTime: 0, refetchOnMount: 'always' as const };

export const useTiers = () =>
  useQuery(queryOptions({ queryKey: communityKeys.tiers, queryFn: () => api<MakerTier[]>('/api/community/tiers') }));

export const useMakerDashboard = () =>
  useQuery(queryOptions({ queryKey: communityKeys.dashboard, queryFn: () => api<MakerDashboard>('/api/community/me'), ...live }));

export const useOwnContent = (enabled: boolean) =>
  useQuery(
    queryOptions({
      queryKey: communityKeys.content,
      queryFn: () => api<MakerContent[]>('/api/community/content'),
      enabled,
      ...live,
    }),
  );

export const useAnalytics = () =>
  useQuery(
    queryOptions({ queryKey: communityKeys.analytics, queryFn: () => api<MakerAnalytics>('/api/community/analytics'), ...live }),
  );

export const useActiveGuidelines = () =>
  useQuery(queryOptions({ queryKey: communityKeys.guidelines, queryFn: () => api<Guideline[]>('/api/community/guidelines') }));
