import { type PlaceKindName, SOCIAL_NETWORKS, type SocialNetwork } from '@platform/core';
import type { SocialConfig, SocialMetaAccount } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import * as cq from './connections.queries.ts';
import { type Connector, ConnectorError, type Connectors } from './connector-types.ts';
import { linkedInConnector } from './linkedin-connector.ts';
import { type OAuthProvider, oauthProviders } from './oauth-providers.ts';
import { type TokenBox, tokenBox } from './token-crypto.ts';
import { xConnector } from './x-connector.ts';

export { type Connector, ConnectorError, type Connectors, type PublishRequest } from './connector-types.ts';

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

/** Refresh a token that runs out within this margin, before it is used. */
const REFRESH_MARGIN_MS = 60_000;

/**
 * The access token of a stored connection, opened from its ciphertext; refreshed first (and stored sealed
 * again) when it is about to expire. Without a refresh token an expired connection asks the owner to connect again.
 */
function accessTokenOf(
  db: Database,
  row: cq.SocialConnectionRow,
  box: TokenBox,
  provider: OAuthProvider | undefined,
  label: string,
): () => Promise<string> {
  return async () => {
    if (!row.expiresAt || row.expiresAt.getTime() - Date.now() > REFRESH_MARGIN_MS) return box.open(row.accessToken);
    if (!row.refreshToken || !provider?.refresh) {
      throw new ConnectorError(`De koppeling met ${label} is verlopen: koppel je account opnieuw in de social manager.`);
    }
    const fresh = await provider.refresh(box.open(row.refreshToken));
    await cq.updateConnectionTokens(db, row.id, {
      accessToken: box.seal(fresh.accessToken),
      refreshToken: fresh.refreshToken ? box.seal(fresh.refreshToken) : null,
      expiresAt: fresh.expiresAt,
    });
    return fresh.accessToken;
  };
}

const LABELS: Record<SocialNetwork, string> = { instagram: 'Instagram', facebook: 'Facebook', linkedin: 'LinkedIn', x: 'X' };

/**
 * The place's connectors: an account its owner connected (ADR 062) first, else the platform's own Meta account
 * from SOCIAL_META_ACCOUNTS (ADR 048). The network addresses come from the config, so tests point them at a
 * local server replaying recorded exchanges.
 */
export function createConnectors(config: SocialConfig, fetcher: typeof fetch = fetch): Connectors {
  const box = tokenBox(config.tokenKeys);
  const providers = oauthProviders(config, fetcher);
  const accountOf = (kind: PlaceKindName, placeId: string) =>
    config.metaAccounts.find((account) => account.placeKind === kind && account.placeId === placeId.toLowerCase());
  const platformConnector = (kind: PlaceKindName, placeId: string, network: SocialNetwork): Connector | null => {
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
  const ownConnector = (db: Database, row: cq.SocialConnectionRow): Connector | null => {
    if (config.tokenKeys.length === 0) return null;
    const token = accessTokenOf(db, row, box, providers[row.network], LABELS[row.network]);
    switch (row.network) {
      case 'x':
        return xConnector(config.x.apiUrl, token, fetcher);
      case 'linkedin':
        return linkedInConnector(
          { apiUrl: config.linkedin.apiUrl, version: config.linkedin.version, organization: row.accountId },
          token,
          fetcher,
        );
      case 'facebook':
      case 'instagram': {
        // A Meta page token does not expire: opened once here.
        const accessToken = box.open(row.accessToken);
        return row.network === 'facebook'
          ? facebookConnector(
              config.graphUrl,
              { placeKind: row.placeKind, placeId: row.placeId, facebookPageId: row.accountId, accessToken },
              fetcher,
            )
          : instagramConnector(
              config.graphUrl,
              { placeKind: row.placeKind, placeId: row.placeId, instagramUserId: row.accountId, accessToken },
              fetcher,
            );
      }
    }
  };
  const connectorFor = async (db: Database, kind: PlaceKindName, placeId: string, network: SocialNetwork) => {
    const row = await cq.selectConnection(db, kind, placeId, network);
    return (row ? ownConnector(db, row) : null) ?? platformConnector(kind, placeId, network);
  };
  return {
    connectorFor,
    async reseal(db) {
      if (config.tokenKeys.length === 0) return 0;
      let resealed = 0;
      for (const row of await cq.selectAllConnections(db)) {
        if (!box.stale(row.accessToken) && !(row.refreshToken && box.stale(row.refreshToken))) continue;
        await cq.updateConnectionTokens(db, row.id, {
          accessToken: box.seal(box.open(row.accessToken)),
          refreshToken: row.refreshToken ? box.seal(box.open(row.refreshToken)) : null,
          expiresAt: row.expiresAt,
        });
        resealed += 1;
      }
      return resealed;
    },
    async networksFor(db, kind, placeId) {
      const own = new Set(
        config.tokenKeys.length > 0 ? (await cq.selectConnections(db, kind, placeId)).map((row) => row.network) : [],
      );
      return SOCIAL_NETWORKS.filter((network) => own.has(network) || platformConnector(kind, placeId, network) !== null);
    },
  };
}

/** Whether the platform's own Meta account (SOCIAL_META_ACCOUNTS) covers this network for the place. */
export function hasPlatformAccount(config: SocialConfig, kind: PlaceKindName, placeId: string, network: SocialNetwork) {
  const account = config.metaAccounts.find(
    (candidate) => candidate.placeKind === kind && candidate.placeId === placeId.toLowerCase(),
  );
  return Boolean(
    account && ((network === 'facebook' && account.facebookPageId) || (network === 'instagram' && account.instagramUserId)),
  );
}
