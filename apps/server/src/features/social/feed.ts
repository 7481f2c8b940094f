import { NETWORK_SPECS, type PlaceKindName } from '@platform/core';
import type { ServiceContext } from '../../context.ts';
import { findActivePlace } from '../../platform/place-access.ts';
import * as q from './social.queries.ts';

/** How many posts the feed carries. */
const FEED_ITEMS = 30;

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (char) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[char] ?? char);

/** The first line of a post, shortened, as the item's title. */
function titleOf(text: string) {
  const line = text.split('\n')[0]?.trim() ?? '';
  return line.length > 80 ? `${line.slice(0, 79)}…` : line;
}

/**
 * The public RSS 2.0 feed of a place's published posts (ADR 048): what the social manager sent out, also
 * for the networks without a connector, so any feed reader or automation service can pick it up.
 */
export async function placeFeed(ctx: Pick<ServiceContext, 'db' | 'publicUrl'>, kind: PlaceKindName, id: string): Promise<string> {
  const place = await findActivePlace(ctx, kind, id);
  const posts = await q.selectFeedPosts(ctx.db, kind, place.id, FEED_ITEMS);
  const self = `${ctx.publicUrl}/api/social/feeds/${kind}/${place.id}.xml`;
  const items = posts.map((post) => {
    const image = post.imageId ? `${ctx.publicUrl}/api/social/images/${post.imageId}/facebook.jpg` : null;
    const networks = post.networks.map((network) => `<category>${NETWORK_SPECS[network].label}</category>`).join('');
    return [
      '<item>',
      `<title>${escapeXml(titleOf(post.text))}</title>`,
      `<description>${escapeXml(post.text)}</description>`,
      `<guid isPermaLink="false">${post.id}</guid>`,
      `<pubDate>${post.scheduledAt.toUTCString()}</pubDate>`,
      networks,
      image ? `<enclosure url="${escapeXml(image)}" type="image/jpeg" length="0"/>` : '',
      '</item>',
    ].join('');
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '<channel>',
    `<title>${escapeXml(place.name)}: berichten</title>`,
    `<link>${escapeXml(ctx.publicUrl)}</link>`,
    `<description>${escapeXml(`De social-mediaberichten van ${place.name}`)}</description>`,
    '<language>nl-nl</language>',
    `<atom:link href="${escapeXml(self)}" rel="self" type="application/rss+xml"/>`,
    ...items,
    '</channel>',
    '</rss>',
  ].join('\n');
}
