import type { ArticleKind, PublicPost } from '@platform/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { contentKeys } from './keys.ts';

export function getPostsQueryOptions(kind?: ArticleKind) {
  return queryOptions({
    queryKey: contentKeys.public(kind ?? 'all'),
    queryFn: () => api<PublicPost[]>(`/api/posts${kind ? `?kind=${kind}` : ''}`),
  });
}
export const usePosts = (kind?: ArticleKind) => useQuery(getPostsQueryOptions(kind));

export function getPostQueryOptions(slug: string) {
  return queryOptions({
    queryKey: contentKeys.post(slug),
    queryFn: () => api<PublicPost>(`/api/posts/${encodeURIComponent(slug)}`),
  });
}
export const usePost = (slug: string) => useQuery(getPostQueryOptions(slug));

/** A published standalone page (ADR 056). */
export function getPageQueryOptions(slug: string) {
  return queryOptions({
    queryKey: contentKeys.page(slug),
    queryFn: () => api<PublicPost>(`/api/pages/${encodeURIComponent(slug)}`),
  });
}
export const usePage = (slug: string) => useQuery(getPageQueryOptions(slug));

export function getPartnerNewsQueryOptions(partnerSlug: string) {
  return queryOptions({
    queryKey: contentKeys.partnerNews(partnerSlug),
    queryFn: () => api<PublicPost[]>(`/api/partners/${encodeURIComponent(partnerSlug)}/news`),
  });
}
export const usePartnerNews = (partnerSlug: string) => useQuery(getPartnerNewsQueryOptions(partnerSlug));

export function getPartnerNewsItemQueryOptions(partnerSlug: string, slug: string) {
  return queryOptions({
    queryKey: contentKeys.partnerNewsItem(partnerSlug, slug),
    queryFn: () => api<PublicPost>(`/api/partners/${encodeURIComponent(partnerSlug)}/news/${encodeURIComponent(slug)}`),
  });
}
export const usePartnerNewsItem = (partnerSlug: string, slug: string) =>
  useQuery(getPartnerNewsItemQueryOptions(partnerSlug, slug));
