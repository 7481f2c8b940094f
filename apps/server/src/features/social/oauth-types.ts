import type { SocialNetwork } from '@platform/core';

/* What every network's OAuth 2.0 flow offers (ADR 062); the flows are in oauth-providers.ts and meta-oauth.ts. */

export interface TokenSet {
  accessToken: string;
  refreshToken: string | null;
  expiresAt: Date | null;
}

export interface ConnectedAccount extends TokenSet {
  accountId: string;
  accountName: string;
}

export interface OAuthProvider {
  network: SocialNetwork;
  authorizeUrl(input: { state: string; codeChallenge: string; redirectUri: string }): string;
  /** Trades the code for tokens and finds what is posted to (the X user, the LinkedIn organisation, the page). */
  connect(input: { code: string; codeVerifier: string; redirectUri: string }): Promise<ConnectedAccount>;
  /** A new access token from the refresh token; absent when the network's token does not expire. */
  refresh?(refreshToken: string): Promise<TokenSet>;
}

/** No account to post to: LinkedIn without an organisation page you administer, Meta without a page. */
export class NoAccountError extends Error {}

export interface TokenAnswer {
  access_token?: string;
  refresh_token?: string;
  expires_in?: number;
}

export function withQuery(base: string, params: Record<string, string>) {
  return `${base}?${new URLSearchParams(params).toString()}`;
}
