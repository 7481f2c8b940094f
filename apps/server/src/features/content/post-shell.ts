import { htmlToText, type PublicPost, postPath } from '@platform/core';
import type { Context } from 'hono';
import { type AppEnv, serviceContext } from '../../context.ts';
import { AppError } from '../../platform/errors.ts';
import type { PageShell } from '../../platform/page-meta.ts';
import { partnerNewsItem, publishedPost } from './public.service.ts';

const BLOG = /^\/blog\/([^/]+)\/?$/;
const PARTNER_NEWS = /^\/partners\/([^/]+)\/news\/([^/]+)\/?$/;

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
    return {
      meta: { title: `${post.title} — ${post.kind === 'blog' ? 'Blog' : 'Nieuws'}`, description },
      jsonLd: {
        '@context': 'https://schema.org',
        '@type': post.kind === 'blog' ? 'BlogPosting' : 'NewsArticle',
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
