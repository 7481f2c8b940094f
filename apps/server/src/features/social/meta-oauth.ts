import type { SocialOAuthApp } from '../../config.ts';
import { networkCall } from './network-http.ts';
import { NoAccountError, type OAuthProvider, type TokenAnswer, withQuery } from './oauth-types.ts';

/*
 * Meta's Facebook Login for a Facebook page or an Instagram professional account (ADR 062): the dialog with
 * PKCE, the code traded at `oauth/access_token`, exchanged for a long-lived user token (`fb_exchange_token`), then
 * the page's own token from `me/accounts`, which does not expire.
 */

interface MetaPage {
  id: string;
  name: string;
  access_token: string;
  instagram_business_account?: { id: string; username?: string };
}

export function metaProvider(
  network: 'facebook' | 'instagram',
  graphUrl: string,
  dialogUrl: string,
  app: SocialOAuthApp,
  fetcher: typeof fetch,
): OAuthProvider {
  const get = <T>(path: string, params: Record<string, string>) =>
    networkCall<T>(network, fetcher, withQuery(`${graphUrl}/${path}`, params), { method: 'GET' });
  const scope =
    network === 'facebook'
      ? 'pages_show_list,pages_read_engagement,pages_manage_posts'
      : 'pages_show_list,pages_read_engagement,instagram_basic,instagram_content_publish';
  return {
    network,
    authorizeUrl: ({ state, codeChallenge, redirectUri }) =>
      withQuery(dialogUrl, {
        client_id: app.clientId,
        redirect_uri: redirectUri,
        response_type: 'code',
        scope,
        state,
        code_challenge: codeChallenge,
        code_challenge_method: 'S256',
      }),
    async connect({ code, codeVerifier, redirectUri }) {
      const short = await get<TokenAnswer>('oauth/access_token', {
        client_id: app.clientId,
        client_secret: app.clientSecret,
        redirect_uri: redirectUri,
        code,
        code_verifier: codeVerifier,
      });
      const long = await get<TokenAnswer>('oauth/access_token', {
        grant_type: 'fb_exchange_token',
        client_id: app.clientId,
        client_secret: app.clientSecret,
        fb_exchange_token: short.body.access_token ?? '',
      });
      const pages = await get<{ data?: MetaPage[] }>('me/accounts', {
        fields: 'id,name,access_token,instagram_business_account{id,username}',
        access_token: long.body.access_token ?? '',
      });
      const list = pages.body.data ?? [];
      // A page token from a long-lived user token does not expire (Meta's access token guide).
      if (network === 'facebook') {
        const page = list[0];
        if (!page) throw new NoAccountError('geen Facebook-pagina');
        return {
          accountId: page.id,
          accountName: page.name,
          accessToken: page.access_token,
          refreshToken: null,
          expiresAt: null,
        };
      }
      const page = list.find((candidate) => candidate.instagram_business_account);
      const instagram = page?.instagram_business_account;
      if (!page || !instagram) throw new NoAccountError('geen Instagram-account');
      return {
        accountId: instagram.id,
        accountName: instagram.username ? `@${instagram.username}` : page.name,
        accessToken: page.access_token,
        refreshToken: null,
        expiresAt: null,
      };
    },
  };
}
