import { createHash, randomBytes } from 'node:crypto';
import {
  type ConnectFailure,
  type ConnectStart,
  type PlaceKindName,
  SOCIAL_NETWORKS,
  type SocialConnections,
  type SocialNetwork,
} from '@platform/core';
import type { SocialConfig } from '../../config.ts';
import type { ServiceContext } from '../../context.ts';
import { ConflictError, ForbiddenError, NotFoundError } from '../../platform/errors.ts';
import { requireModule } from '../../platform/modules.ts';
import { auditAdminPlaceChange, type PlaceAccess, requirePlaceAccess } from '../../platform/place-access.ts';
import * as cq from './connections.queries.ts';
import { hasPlatformAccount } from './connectors.ts';
import { NoAccountError, type OAuthProvider, oauthProviders } from './oauth-providers.ts';
import { type TokenBox, tokenBox } from './token-crypto.ts';

/*
 * Owners connecting their own network accounts to a place (ADR 062). The owner starts the flow (a random
 * state bound to their session and the place, a PKCE verifier kept sealed on the server), the network sends
 * the browser back to the callback, which checks the state against the session, trades the code for tokens
 * and stores them sealed. No token ever leaves the server; the page only sees the account's name.
 */

const STATE_TTL_MS = 15 * 60_000;
const ONLY_OWNER_CONNECTS = 'Alleen de eigenaar van de zaak koppelt een account van een netwerk.';
const NOT_CONFIGURED =
  'Dit netwerk is door het platform nog niet ingesteld: je berichten gaan naar je RSS-feed en je krijgt een herinnering per e-mail.';

type Access = PlaceAccess<PlaceKindName>;

export interface ConnectionDeps {
  social: SocialConfig;
  providers: Partial<Record<SocialNetwork, OAuthProvider>>;
  box: TokenBox;
}

export function connectionDeps(social: SocialConfig, fetcher: typeof fetch = fetch): ConnectionDeps {
  return { social, providers: oauthProviders(social, fetcher), box: tokenBox(social.tokenKeys) };
}

const isOwner = (access: Access) => !access.asManager && !access.asAdmin;
const redirectUri = (ctx: ServiceContext, network: SocialNetwork) => `${ctx.publicUrl}/api/social/oauth/${network}/callback`;

/** Per network: configured or not, the owner's connected account (name only), the platform's own account. */
export async function listConnections(
  ctx: ServiceContext,
  deps: ConnectionDeps,
  kind: PlaceKindName,
  id: string,
): Promise<SocialConnections> {
  // Listed without the module (ADR 069): an owner whose plan lapsed still sees, and can disconnect, an account.
  const access = await requirePlaceAccess(ctx, kind, id);
  const rows = await cq.selectConnections(ctx.db, kind, access.place.id);
  return {
    canConnect: isOwner(access),
    canDisconnect: !access.asManager,
    networks: SOCIAL_NETWORKS.map((network) => {
      const row = rows.find((candidate) => candidate.network === network);
      return {
        network,
        configured: Boolean(deps.providers[network]),
        platformAccount: hasPlatformAccount(deps.social, kind, access.place.id, network),
        account: row
          ? {
              name: row.accountName,
              connectedAt: row.createdAt.toISOString(),
              expiresAt: !row.refreshToken && row.expiresAt ? row.expiresAt.toISOString() : null,
            }
          : null,
      };
    }),
  };
}

/** Starts connecting: the network's authorize address with a fresh state and PKCE challenge (S256). */
export async function startConnect(
  ctx: ServiceContext,
  deps: ConnectionDeps,
  kind: PlaceKindName,
  id: string,
  network: SocialNetwork,
): Promise<ConnectStart> {
  const access = await requirePlaceAccess(ctx, kind, id);
  if (!isOwner(access)) throw new ForbiddenError(ONLY_OWNER_CONNECTS);
  // Connecting is part of the social manager (plan Groei, ADR 069); disconnecting is not, so a lapsed plan can
  // always forget its tokens.
  await requireModule(ctx, kind, access.place.id, 'sociale-media');
  const provider = deps.providers[network];
  if (!provider) throw new ConflictError(NOT_CONFIGURED);
  const state = randomBytes(32).toString('base64url');
  const codeVerifier = randomBytes(48).toString('base64url');
  const codeChallenge = createHash('sha256').update(codeVerifier).digest('base64url');
  await cq.insertOAuthState(ctx.db, {
    state,
    sessionId: access.actor.sessionId,
    userId: access.actor.user.id,
    placeKind: kind,
    placeId: access.place.id,
    network,
    codeVerifier: deps.box.seal(codeVerifier),
  });
  return { authorizeUrl: provider.authorizeUrl({ state, codeChallenge, redirectUri: redirectUri(ctx, network) }) };
}

export type CallbackResult =
  | { ok: true; place: { kind: PlaceKindName; id: string } }
  | { ok: false; failure: ConnectFailure; place?: { kind: PlaceKindName; id: string } };

/**
 * The network's redirect back. The state must be one this session started for this network within 15 minutes;
 * it is used once. The owner is checked again, then the code is traded and the account stored (replacing one).
 */
export async function finishConnect(
  ctx: ServiceContext,
  deps: ConnectionDeps,
  network: SocialNetwork,
  query: { code?: string; state?: string; error?: string },
): Promise<CallbackResult> {
  if (!ctx.actor) return { ok: false, failure: 'session' };
  const provider = deps.providers[network];
  if (!provider) return { ok: false, failure: 'notConfigured' };
  const row = query.state ? await cq.takeOAuthState(ctx.db, query.state, new Date(Date.now() - STATE_TTL_MS)) : undefined;
  if (!row || row.network !== network || row.sessionId !== ctx.actor.sessionId || row.userId !== ctx.actor.user.id) {
    return { ok: false, failure: 'state' };
  }
  const place = { kind: row.placeKind, id: row.placeId };
  if (query.error || !query.code) return { ok: false, failure: 'declined', place };
  const access = await requirePlaceAccess(ctx, row.placeKind, row.placeId).catch(() => null);
  if (!access || !isOwner(access)) return { ok: false, failure: 'forbidden', place };
  let account: Awaited<ReturnType<OAuthProvider['connect']>>;
  try {
    account = await provider.connect({
      code: query.code,
      codeVerifier: deps.box.open(row.codeVerifier),
      redirectUri: redirectUri(ctx, network),
    });
  } catch (error) {
    ctx.logger.warn({ err: error, network }, 'social-koppeling mislukt');
    return { ok: false, failure: error instanceof NoAccountError ? 'noAccount' : 'exchange', place };
  }
  await cq.upsertConnection(ctx.db, {
    placeKind: row.placeKind,
    placeId: row.placeId,
    network,
    accountId: account.accountId,
    accountName: account.accountName,
    accessToken: deps.box.seal(account.accessToken),
    refreshToken: account.refreshToken ? deps.box.seal(account.refreshToken) : null,
    expiresAt: account.expiresAt,
    connectedBy: ctx.actor.user.id,
  });
  return { ok: true, place };
}

/** Forgets the connected account and its tokens; the network falls back to the RSS feed and a reminder. */
export async function disconnect(ctx: ServiceContext, kind: PlaceKindName, id: string, network: SocialNetwork) {
  const access = await requirePlaceAccess(ctx, kind, id);
  if (access.asManager) throw new ForbiddenError(ONLY_OWNER_CONNECTS);
  const removed = await cq.deleteConnection(ctx.db, kind, access.place.id, network);
  if (removed === 0) throw new NotFoundError('Er is geen account van dit netwerk gekoppeld.');
  await auditAdminPlaceChange(ctx, kind, access, kind === 'coffeeshop' ? 'shop.social' : 'venue.social', {
    what: 'disconnect',
    network,
  });
}
