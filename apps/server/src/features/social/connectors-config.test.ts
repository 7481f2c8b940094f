import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';

const base = { DATA_DIR: mkdtempSync(path.join(tmpdir(), 'platform-config-')), SESSION_SECRET: 'x'.repeat(32) };
const SHOP = '6f1c2a4e-2d7b-4c59-9a3e-1b2c3d4e5f60';

describe('SOCIAL_META_ACCOUNTS', () => {
  it('has no connectors by default, and reads a place’s accounts', () => {
    expect(loadConfig(base).social).toEqual({ graphUrl: 'https://graph.facebook.com/v23.0', metaAccounts: [] });
    const config = loadConfig({
      ...base,
      SOCIAL_GRAPH_URL: 'https://graph.facebook.com/v24.0/',
      SOCIAL_META_ACCOUNTS: JSON.stringify([
        { place: `coffeeshop:${SHOP.toUpperCase()}`, facebookPageId: '1048576', accessToken: 'EAAG' },
      ]),
    });
    expect(config.social).toEqual({
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
