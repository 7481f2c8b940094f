// Without zod: post cards on public pages link with it (bundle budget, ADR 087).
import type { PostKind } from './content.ts';

/** Where the platform's standalone pages are public (ADR 056). */
export const PAGE_PATH_PREFIX = '/pagina';

/** The public path of a post: a page under /pagina, the platform's articles under /blog, a partner's under its page. */
export function postPath(post: { slug: string; partner: { slug: string } | null; kind?: PostKind }): string {
  if (post.partner) return `/partners/${post.partner.slug}/news/${post.slug}`;
  return post.kind === 'page' ? `${PAGE_PATH_PREFIX}/${post.slug}` : `/blog/${post.slug}`;
}
