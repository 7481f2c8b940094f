import type { PlaceKindName, SocialNetwork } from '@platform/core';
import type { SocialConfig, SocialMetaAccount } from '../../config.ts';

/**
 * Publishing to a network behind one interface (ADR 048). A connector gets the text and, when the post has
 * one, the public address of the image cropped for its network, and answers with the network's post id.
 */
export interface PublishRequest {
  text: string;
  /** A public https address the network fetches itself (Meta downloads the image from it). */
  imageUrl: string | null;
}

export interface Connector {
  network: SocialNetwork;
  publish(post: PublishRequest): Promise<{ externalId: string }>;
}

/** The network answered with an error: its message is kept with the post for the owner. */
export class ConnectorError extends Error {}

export interface Connectors {
  /** The networks that publish by themselves for this place; the others go to the RSS feed and a reminder. */
  networksFor(kind: PlaceKindName, placeId: string): SocialNetwork[];
  connectorFor(kind: PlaceKindName, placeId: string, network: SocialNetwork): Connector | null;
}

interface GraphError {
  error?: { message?: string; code?: number };
}

/** One POST to the Graph API, its parameters form-encoded with the token, as Meta documents it. */
async function graphPost(graphUrl: string, path: string, params: Record<string, string>, fetcher: typeof fetch) {
  const response = await fetcher(`${graphUrl}/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(params).toString(),
    signal: AbortSignal.timeout(30_000),
  });
  const body = (await response.json().catch(() => ({}))) as GraphError & { id?: string; post_id?: string };
  if (!response.ok || !body.id) {
    throw new ConnectorError(body.error?.message ?? `Meta antwoordde met status ${response.status}`);
  }
  return body as { id: string; post_id?: string };
}

/** A Facebook page post: with an image a photo on the page (`/{page-id}/photos`), else a feed post (`/{page-id}/feed`). */
function facebookConnector(
  graphUrl: string,
  account: SocialMetaAccount & { facebookPageId: string },
  fetcher: typeof fetch,
): Connector {
  return {
    network: 'facebook',
    async publish(post) {
      const token = { access_token: account.accessToken };
      if (post.imageUrl) {
        const photo = await graphPost(
          graphUrl,
          `${account.facebookPageId}/photos`,
          { url: post.imageUrl, message: post.text, ...token },
          fetcher,
        );
        return { externalId: photo.post_id ?? photo.id };
      }
      const feed = await graphPost(graphUrl, `${account.facebookPageId}/feed`, { message: post.text, ...token }, fetcher);
      return { externalId: feed.id };
    },
  };
}

/** Instagram's content publishing: a media container with the image and caption, then `media_publish`. */
function instagramConnector(
  graphUrl: string,
  account: SocialMetaAccount & { instagramUserId: string },
  fetcher: typeof fetch,
): Connector {
  return {
    network: 'instagram',
    async publish(post) {
      if (!post.imageUrl) throw new ConnectorError('Instagram publiceert alleen berichten met een foto.');
      const token = { access_token: account.accessToken };
      const container = await graphPost(
        graphUrl,
        `${account.instagramUserId}/media`,
        { image_url: post.imageUrl, caption: post.text, ...token },
        fetcher,
      );
      const published = await graphPost(
        graphUrl,
        `${account.instagramUserId}/media_publish`,
        { creation_id: container.id, ...token },
        fetcher,
      );
      return { externalId: published.id };
    },
  };
}

/** The connectors configured by SOCIAL_META_ACCOUNTS; `fetcher` is replaceable for tests only through the URL (a recorded server). */
export function createConnectors(config: SocialConfig, fetcher: typeof fetch = fetch): Connectors {
  const accountOf = (kind: PlaceKindName, placeId: string) =>
    config.metaAccounts.find((account) => account.placeKind === kind && account.placeId === placeId.toLowerCase());
  const connectorFor = (kind: PlaceKindName, placeId: string, network: SocialNetwork): Connector | null => {
    const account = accountOf(kind, placeId);
    if (!account) return null;
    if (network === 'facebook' && account.facebookPageId) {
      return facebookConnector(config.graphUrl, { ...account, facebookPageId: account.facebookPageId }, fetcher);
    }
    if (network === 'instagram' && account.instagramUserId) {
      return instagramConnector(config.graphUrl, { ...account, instagramUserId: account.instagramUserId }, fetcher);
    }
    return null;
  };
  return {
    connectorFor,
    networksFor: (kind, placeId) =>
      (['instagram', 'facebook'] as const).filter((network) => connectorFor(kind, placeId, network) !== null),
  };
}
