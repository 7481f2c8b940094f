import { type ManagedPost, type PublicPost, postState } from '@platform/core';
import type { PostWithPartner } from './content.queries.ts';

export function toPublicPost({ post, partner }: PostWithPartner): PublicPost {
  return {
    id: post.id,
    kind: post.kind,
    brand: post.brand,
    slug: post.slug,
    title: post.title,
    summary: post.summary,
    body: post.body,
    imageUrl: post.imageUrl,
    publishedAt: (post.publishAt ?? post.createdAt).toISOString(),
    authorName: partner?.name ?? post.authorName,
    partner: partner ? { slug: partner.slug, name: partner.name } : null,
  };
}

export function toManagedPost(row: PostWithPartner, now: Date): ManagedPost {
  return {
    ...toPublicPost(row),
    publishedAt: row.post.publishAt?.toISOString() ?? null,
    state: postState(row.post.publishAt, now),
    updatedAt: row.post.updatedAt.toISOString(),
  };
}
