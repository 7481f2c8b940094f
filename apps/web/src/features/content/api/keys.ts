import type { ArticleKind } from '@platform/core';

/** Query keys of posts; every write invalidates `all` (the manager's lists and the public pages). */
export const contentKeys = {
  all: ['content'] as const,
  public: (kind: ArticleKind | 'all') => ['content', 'public', kind] as const,
  post: (slug: string) => ['content', 'post', slug] as const,
  page: (slug: string) => ['content', 'page', slug] as const,
  partnerNews: (partnerSlug: string) => ['content', 'partner-news', partnerSlug] as const,
  partnerNewsItem: (partnerSlug: string, slug: string) => ['content', 'partner-news', partnerSlug, slug] as const,
  managed: (scope: string) => ['content', 'managed', scope] as const,
};

/** Where a writer's posts live: the platform's (editors) or one partner's (its members). */
export type PostScope = { kind: 'platform' } | { kind: 'partner'; partnerId: string };

export function scopePaths(scope: PostScope) {
  if (scope.kind === 'platform') {
    return { list: '/api/content/posts', preview: '/api/content/preview', image: '/api/content/images', key: 'platform' };
  }
  const base = `/api/partner-dashboard/${scope.partnerId}`;
  return { list: `${base}/news`, preview: `${base}/news-preview`, image: `${base}/news-images`, key: scope.partnerId };
}
