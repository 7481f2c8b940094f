import { type ArticleKind, htmlToText, type PublicPost, postPath } from '@platform/core';
import type { Context } from 'hono';
import { type AppEnv, serviceContext } from '../../context.ts';
import { publishedPosts } from './public.service.ts';

const FEEDS: Record<ArticleKind, { path: string; title: string; page: string }> = {
  blog: { path: '/blog/feed.xml', title: 'Blog', page: '/blog' },
  news: { path: '/nieuws/feed.xml', title: 'Nieuws', page: '/nieuws' },
};

function xml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

function entry(post: PublicPost, publicUrl: string): string {
  const url = `${publicUrl}${postPath(post)}`;
  const summary = post.summary || htmlToText(post.body).slice(0, 280);
  return [
    '  <entry>',
    `    <title>${xml(post.title)}</title>`,
    `    <id>${xml(url)}</id>`,
    `    <link rel="alternate" type="text/html" href="${xml(url)}"/>`,
    `    <published>${post.publishedAt}</published>`,
    `    <updated>${post.publishedAt}</updated>`,
    `    <author><name>${xml(post.authorName)}</name></author>`,
    `    <summary>${xml(summary)}</summary>`,
    `    <content type="html">${xml(post.body)}</content>`,
    '  </entry>',
  ].join('\n');
}

/** An Atom feed (RFC 4287) of the newest published posts of one kind, for feed readers. */
export function atomFeed(kind: ArticleKind, posts: PublicPost[], publicUrl: string, now: Date): string {
  const feed = FEEDS[kind];
  const updated = posts[0]?.publishedAt ?? now.toISOString();
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="nl">',
    `  <title>${xml(feed.title)} — Coffeeshop &amp; Horeca Platform</title>`,
    `  <id>${xml(`${publicUrl}${feed.path}`)}</id>`,
    `  <link rel="self" type="application/atom+xml" href="${xml(`${publicUrl}${feed.path}`)}"/>`,
    `  <link rel="alternate" type="text/html" href="${xml(`${publicUrl}/`)}"/>`,
    `  <updated>${updated}</updated>`,
    ...posts.map((post) => entry(post, publicUrl)),
    '</feed>',
    '',
  ].join('\n');
}

/** The feed routes: answered from the database on each request, cached briefly by readers and proxies. */
export function feedHandler(kind: ArticleKind) {
  return async (c: Context<AppEnv>) => {
    const posts = await publishedPosts(serviceContext(c), kind, 30);
    return c.body(atomFeed(kind, posts, c.get('services').publicUrl, new Date()), 200, {
      'Content-Type': 'application/atom+xml; charset=utf-8',
      'Cache-Control': 'public, max-age=300',
    });
  };
}

export const FEED_PATHS = { blog: FEEDS.blog.path, news: FEEDS.news.path } as const;
