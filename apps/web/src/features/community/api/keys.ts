/** Query keys of the community feature; mutations invalidate the ones they change. */
export const communityKeys = {
  all: ['community'] as const,
  tiers: ['community', 'tiers'] as const,
  dashboard: ['community', 'me'] as const,
  content: ['community', 'content'] as const,
  analytics: ['community', 'analytics'] as const,
  guidelines: ['community', 'guidelines'] as const,
  queue: (status: string) => ['community', 'admin', 'queue', status] as const,
  detail: (id: string) => ['community', 'detail', id] as const,
  adminGuidelines: ['community', 'admin', 'guidelines'] as const,
};
