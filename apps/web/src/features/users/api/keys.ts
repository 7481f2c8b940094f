import type { UserListQuery } from '@platform/core';

/** Query keys of user management; a role or status change invalidates `all`. */
export const userKeys = {
  all: ['admin-users'] as const,
  list: (query: UserListQuery) => ['admin-users', 'list', query] as const,
  admins: ['admin-users', 'admins'] as const,
  audit: (page: number) => ['admin-users', 'audit', page] as const,
};
