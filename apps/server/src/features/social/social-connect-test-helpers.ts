import type { ConnectStart } from '@platform/core';
import { readJson, type TestApp } from '../../test/test-app.ts';

/** A fixed test key (32 bytes, base64) to seal tokens with; a second one stands for a rotated-out key. */
export const TEST_TOKEN_KEY = Buffer.alloc(32, 7).toString('base64');
export const OLD_TOKEN_KEY = Buffer.alloc(32, 3).toString('base64');

/** The platform's OAuth apps for X and LinkedIn, every address pointing at the replay server. */
export function connectEnv(base: string, keys = TEST_TOKEN_KEY): Record<string, string> {
  return {
    SOCIAL_TOKEN_KEYS: keys,
    SOCIAL_X_CLIENT_ID: 'cmVjb3JkZWQteC1jbGllbnQ6MTpjaQ',
    SOCIAL_X_CLIENT_SECRET: 'x-client-secret-recorded',
    SOCIAL_X_AUTHORIZE_URL: `${base}/i/oauth2/authorize`,
    SOCIAL_X_API_URL: base,
    SOCIAL_LINKEDIN_CLIENT_ID: '78abcdefgh1234',
    SOCIAL_LINKEDIN_CLIENT_SECRET: 'linkedin-client-secret-recorded',
    SOCIAL_LINKEDIN_OAUTH_URL: `${base}/oauth/v2`,
    SOCIAL_LINKEDIN_API_URL: base,
  };
}

export const connectionsUrl = (kind: string, id: string, network?: string) =>
  `/api/social/places/${kind}/${id}/connections${network ? `/${network}` : ''}`;

/** Starts connecting as the owner and reads the network's authorize address (what the browser is sent to). */
export async function startConnect(t: TestApp, cookie: string, kind: string, id: string, network: string) {
  const response = await t.request(connectionsUrl(kind, id, network), { method: 'POST', cookie });
  if (response.status !== 200) throw new Error(`connect start ${response.status}: ${await response.text()}`);
  return new URL((await readJson<ConnectStart>(response)).authorizeUrl);
}

/** The browser coming back from the network with a code and the state; answers the redirect's target. */
export async function callback(t: TestApp, cookie: string | undefined, network: string, query: Record<string, string>) {
  const response = await t.request(`/api/social/oauth/${network}/callback?${new URLSearchParams(query)}`, { cookie });
  return { status: response.status, location: response.headers.get('location') ?? '' };
}

/** The whole flow: start, the owner agrees at the network, the callback stores the account. */
export async function connect(t: TestApp, cookie: string, kind: string, id: string, network: string) {
  const authorize = await startConnect(t, cookie, kind, id, network);
  return callback(t, cookie, network, { code: `recorded-code-${network}`, state: authorize.searchParams.get('state') ?? '' });
}
