import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';

const base = { DATA_DIR: mkdtempSync(path.join(tmpdir(), 'platform-config-')), SESSION_SECRET: 'x'.repeat(32) };
const SHOP = '6f1c2a4e-2d7b-4c59-9a3e-1b2c3d4e5f60';

describe('SOCIAL_META_ACCOUNTS', () => {
  it('has no connectors by default, and reads a place’s accounts', () => {
    expect(loadConfig(base).social).toMatchObject({
      graphUrl: 'https://graph.facebook.com/v23.0',
      metaAccounts: [],
      tokenKeys: [],
    });
    const config = loadConfig({
      ...base,
      SOCIAL_GRAPH_URL: 'https://graph.facebook.com/v24.0/',
      SOCIAL_META_ACCOUNTS: JSON.stringify([
        { place: `coffeeshop:${SHOP.toUpperCase()}`, facebookPageId: '1048576', accessToken: 'EAAG' },
      ]),
    });
    expect(config.social).toMatchObject({
      graphUrl: 'https://graph.facebook.com/v24.0',
      metaAccounts: [{ placeKind: 'coffeeshop', placeId: SHOP, facebookPageId: '1048576', accessToken: 'EAAG' }],
    });
  });

  it('refuses a malformed list with a Dutch message', () => {
    expect(() => loadConfig({ ...base, SOCIAL_META_ACCOUNTS: '{niet: json' })).toThrow(
      'Ongeldige configuratie:\n- SOCIAL_META_ACCOUNTS: moet een JSON-lijst zijn',
    );
    expect(() => loadConfig({ ...base, SOCIAL_META_ACCOUNTS: JSON.stringify([{ place: 'winkel:1', accessToken: '' }]) })).toThrow(
      'place moet coffeeshop:<id> of venue:<id> zijn',
    );
  });
});

describe('owners connecting their accounts (ADR 062)', () => {
  it('has no OAuth apps by default and reads each network’s app, addresses and token keys', () => {
    const none = loadConfig(base).social;
    expect([none.x.app, none.linkedin.app, none.meta.app]).toEqual([null, null, null]);
    expect(none.x).toMatchObject({ authorizeUrl: 'https://x.com/i/oauth2/authorize', apiUrl: 'https://api.x.com' });
    expect(none.linkedin).toMatchObject({ oauthUrl: 'https://www.linkedin.com/oauth/v2', apiUrl: 'https://api.linkedin.com' });
    const key = Buffer.alloc(32, 1).toString('base64');
    const old = Buffer.alloc(32, 2).toString('base64');
    const social = loadConfig({
      ...base,
      SOCIAL_TOKEN_KEYS: `${key}, ${old}`,
      SOCIAL_X_CLIENT_ID: 'id',
      SOCIAL_X_CLIENT_SECRET: 'secret',
      SOCIAL_X_API_URL: 'http://127.0.0.1:9/',
    }).social;
    expect(social.tokenKeys.map((buffer) => buffer.toString('base64'))).toEqual([key, old]);
    expect(social.x).toEqual({
      app: { clientId: 'id', clientSecret: 'secret' },
      authorizeUrl: 'https://x.com/i/oauth2/authorize',
      apiUrl: 'http://127.0.0.1:9',
    });
  });

  it('refuses a key that is not 32 bytes and a client id without its secret, in Dutch', () => {
    expect(() => loadConfig({ ...base, SOCIAL_TOKEN_KEYS: 'kort' })).toThrow(
      'SOCIAL_TOKEN_KEYS: elke sleutel is 32 bytes in base64 (openssl rand -base64 32)',
    );
    expect(() => loadConfig({ ...base, SOCIAL_LINKEDIN_CLIENT_ID: 'id' })).toThrow(
      'SOCIAL_LINKEDIN_CLIENT_ID en SOCIAL_LINKEDIN_CLIENT_SECRET horen samen',
    );
  });
});
