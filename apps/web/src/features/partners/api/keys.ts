import type { PartnerListQuery } from '@platform/core';

/** Query keys of partners; a member's writes invalidate `all` (their dashboard and the public pages). */
export const partnerKeys = {
  all: ['partners'] as const,
  list: (query: PartnerListQuery) => ['partners', 'list', query] as const,
  page: (slug: string) => ['partners', 'page', slug] as const,
  service: (slug: string, serviceId: string) => ['partners', 'service', slug, serviceId] as const,
  admin: ['partners', 'admin'] as const,
  mine: ['partners', 'mine'] as const,
  managed: (id: string) => ['partners', 'managed', id] as const,
  members: (id: string) => ['partners', 'members', id] as const,
  invitation: (token: string) => ['partner-invitation', token] as const,
};

export const dashboardPath = (id: string) => `/api/partner-dashboard/${id}`;
