import { htmlToText, type PublicPost, postPath } from '@platform/core';
import type { Context } from 'hono';
import { type AppEnv, serviceContext } from '../../context.ts';
import { AppError } from '../../platform/errors.ts';
import type { PageShell } from '../../platform/page-meta.ts';
import { partnerNewsItem, publishedPage, publishedPost } from './public.service.ts';

const BLOG = /^\/blog\/([^/]+)\/?$/;
const PARTNER_NEWS = /^\/partners\/([^/]+)\/news\/([^/]+)\/?$/;
const PAGE = /^\/pagina\/([^/]+)\/?$/;

/** The title suffix and schema.org type of each kind (a standalone page is a plain `WebPage`). */
const KINDS = {
  blog: { suffix: 'Blog', type: 'BlogPosting' },
  news: { suffix: 'Nieuws', type: 'NewsArticle' },
  page: { suffix: '', type: 'WebPage' },
} as const;

function decode(part: string) {
  try {
    return decodeURIComponent(part);
  } catch {
    return '';
  }
}

function lookup(c: Context<AppEnv>, pathname: string): Promise<PublicPost> | null {
  const blog = BLOG.exec(pathname);
  if (blog) return publishedPost(serviceContext(c), decode(blog[1] ?? ''));
  const page = PAGE.exec(pathname);
  if (page) return publishedPage(serviceContext(c), decode(page[1] ?? ''));
  const partner = PARTNER_NEWS.exec(pathname);
  if (partner) return partnerNewsItem(serviceContext(c), decode(partner[1] ?? ''), decode(partner[2] ?? ''));
  return null;
}

/**
 * The server HTML of a post: its title and summary for search engines and link previews, schema.org `Article`
 * data, and 404 for a post that is unknown, a draft or not yet due.
 */
export async function postShell(c: Context<AppEnv>, pathname: string): Promise<PageShell | null> {
  try {
    const found = lookup(c, pathname);
    if (!found) return null;
    const post = await found;
    const publicUrl = c.get('services').publicUrl;
    const description = (post.summary || htmlToText(post.body)).slice(0, 160);
    const kind = KINDS[post.kind];
    return {
      meta: { title: kind.suffix ? `${post.title} — ${kind.suffix}` : post.title, description },
      jsonLd: {
        '@context': 'https://schema.org',
        '@type': kind.type,
        headline: post.title,
        description,
        datePublished: post.publishedAt,
        author: { '@type': post.partner ? 'Organization' : 'Person', name: post.authorName },
        mainEntityOfPage: `${publicUrl}${postPath(post)}`,
        ...(post.imageUrl ? { image: `${publicUrl}${post.imageUrl}` } : {}),
      },
    };
  } catch (error) {
    if (error instanceof AppError && error.status === 404) return { status: 404 };
    throw error;
  }
}
