import type { SocialNetwork } from '@platform/core';
import type { SocialConfig, SocialOAuthApp } from '../../config.ts';
import { ConnectorError } from './connector-types.ts';
import { metaProvider } from './meta-oauth.ts';
import { networkCall } from './network-http.ts';
import { NoAccountError, type OAuthProvider, type TokenAnswer, type TokenSet, withQuery } from './oauth-types.ts';

/*
 * The OAuth 2.0 authorization-code flow with PKCE (S256) per network (ADR 062), as each network documents it:
 * X (`x.com/i/oauth2/authorize`, token at `api.x.com/2/oauth2/token` with Basic client auth), LinkedIn
 * (`linkedin.com/oauth/v2/authorization` and `/accessToken`, client id and secret in the form) and Meta's
 * Facebook Login (`facebook.com/v23.0/dialog/oauth`, token at `graph.facebook.com/v23.0/oauth/access_token`,
 * exchanged for a long-lived token, then the page's own token, which does not expire).
 */

const form = (values: Record<string, string>) => new URLSearchParams(values).toString();
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

function tokenSet(network: SocialNetwork, answer: TokenAnswer, keepRefresh: string | null = null): TokenSet {
  if (!answer.access_token) throw new ConnectorError(`${network === 'x' ? 'X' : 'LinkedIn'} gaf geen toegangstoken terug.`);
  return {
    accessToken: answer.access_token,
    refreshToken: answer.refresh_token ?? keepRefresh,
    expiresAt: answer.expires_in ? new Date(Date.now() + answer.expires_in * 1000) : null,
  };
}

/**
 * The PKCE authorization-code steps X and LinkedIn share: the consent address, trading the code for tokens and the
 * refresh; `token` posts to the network's own token endpoint with its own client authentication.
 */
function pkceCodeFlow(
  authorizeBase: string,
  clientId: string,
  scope: string,
  token: (values: Record<string, string>, keep?: string | null) => Promise<TokenSet>,
) {
  return {
    authorizeUrl: ({ state, codeChallenge, redirectUri }: Parameters<OAuthProvider['authorizeUrl']>[0]) =>
      withQuery(authorizeBase, {
        response_type: 'code',
        client_id: clientId,
        redirect_uri: redirectUri,
        scope,
        state,
        code_challenge: codeChallenge,
        code_challenge_method: 'S256',
      }),
    exchange: ({ code, codeVerifier, redirectUri }: Parameters<OAuthProvider['connect']>[0]) =>
      token({ grant_type: 'authorization_code', code, redirect_uri: redirectUri, code_verifier: codeVerifier }),
    refresh: (refreshToken: string) => token({ grant_type: 'refresh_token', refresh_token: refreshToken }, refreshToken),
  };
}

function xProvider(config: SocialConfig['x'], app: SocialOAuthApp, fetcher: typeof fetch): OAuthProvider {
  const basic = `Basic ${Buffer.from(`${app.clientId}:${app.clientSecret}`).toString('base64')}`;
  const token = async (values: Record<string, string>, keep: string | null = null) => {
    const answer = await networkCall<TokenAnswer>('x', fetcher, `${config.apiUrl}/2/oauth2/token`, {
      method: 'POST',
      headers: { ...FORM, authorization: basic },
      body: form({ ...values, client_id: app.clientId }),
    });
    return tokenSet('x', answer.body, keep);
  };
  const flow = pkceCodeFlow(
    config.authorizeUrl,
    app.clientId,
    'tweet.read tweet.write users.read media.write offline.access',
    token,
  );
  return {
    network: 'x',
    authorizeUrl: flow.authorizeUrl,
    async connect(input) {
      const tokens = await flow.exchange(input);
      const me = await networkCall<{ data?: { id?: string; name?: string; username?: string } }>(
        'x',
        fetcher,
        `${config.apiUrl}/2/users/me`,
        { headers: { authorization: `Bearer ${tokens.accessToken}` } },
      );
      const user = me.body.data;
      if (!user?.id) throw new NoAccountError('X gaf geen account terug');
      return { ...tokens, accountId: user.id, accountName: `${user.name ?? user.username} (@${user.username})` };
    },
    refresh: flow.refresh,
  };
}

function linkedInProvider(config: SocialConfig['linkedin'], app: SocialOAuthApp, fetcher: typeof fetch): OAuthProvider {
  const token = async (values: Record<string, string>, keep: string | null = null) => {
    const answer = await networkCall<TokenAnswer>('linkedin', fetcher, `${config.oauthUrl}/accessToken`, {
      method: 'POST',
      headers: FORM,
      body: form({ ...values, client_id: app.clientId, client_secret: app.clientSecret }),
    });
    return tokenSet('linkedin', answer.body, keep);
  };
  const flow = pkceCodeFlow(
    `${config.oauthUrl}/authorization`,
    app.clientId,
    'w_organization_social r_organization_social rw_organization_admin',
    token,
  );
  return {
    network: 'linkedin',
    authorizeUrl: flow.authorizeUrl,
    async connect(input) {
      const tokens = await flow.exchange(input);
      const headers = {
        authorization: `Bearer ${tokens.accessToken}`,
        'linkedin-version': config.version,
        'x-restli-protocol-version': '2.0.0',
      };
      const acls = await networkCall<{ elements?: { organization?: string }[] }>(
        'linkedin',
        fetcher,
        `${config.apiUrl}/rest/organizationAcls?q=roleAssignee&role=ADMINISTRATOR&state=APPROVED`,
        { headers },
      );
      const organization = acls.body.elements?.find((element) => element.organization)?.organization;
      if (!organization) throw new NoAccountError('geen LinkedIn-pagina');
      const id = organization.split(':').pop() ?? '';
      const org = await networkCall<{ localizedName?: string }>(
        'linkedin',
        fetcher,
        `${config.apiUrl}/rest/organizations/${id}`,
        {
          headers,
        },
      );
      return { ...tokens, accountId: organization, accountName: org.body.localizedName ?? organization };
    },
    refresh: flow.refresh,
  };
}

/** The networks whose OAuth app the platform has configured (and a key to seal the tokens with). */
export function oauthProviders(
  config: SocialConfig,
  fetcher: typeof fetch = fetch,
): Partial<Record<SocialNetwork, OAuthProvider>> {
  if (config.tokenKeys.length === 0) return {};
  const providers: Partial<Record<SocialNetwork, OAuthProvider>> = {};
  if (config.x.app) providers.x = xProvider(config.x, config.x.app, fetcher);
  if (config.linkedin.app) providers.linkedin = linkedInProvider(config.linkedin, config.linkedin.app, fetcher);
  if (config.meta.app) {
    providers.facebook = metaProvider('facebook', config.graphUrl, config.meta.dialogUrl, config.meta.app, fetcher);
    providers.instagram = metaProvider('instagram', config.graphUrl, config.meta.dialogUrl, config.meta.app, fetcher);
  }
  return providers;
}

export { NoAccountError, type OAuthProvider } from './oauth-types.ts';
