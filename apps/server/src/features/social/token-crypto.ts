import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/*
 * Tokens at rest (ADR 062): AES-256-GCM with a random 12-byte nonce per value, stored as
 * `v1.<key id>.<nonce>.<ciphertext>.<tag>` (base64url). The key id is the first 8 hex characters of the
 * key's SHA-256, so a value names the key that sealed it: the first key of SOCIAL_TOKEN_KEYS seals, every
 * listed key opens (rotation: put the new key first, keep the old one until `resealed` has run over all rows).
 */

export class TokenKeyError extends Error {}

const keyId = (key: Buffer) => createHash('sha256').update(key).digest('hex').slice(0, 8);

export interface TokenBox {
  seal(plain: string): string;
  open(sealed: string): string;
  /** Whether a value is sealed with an older key and should be written again with the current one. */
  stale(sealed: string): boolean;
}

export function tokenBox(keys: readonly Buffer[]): TokenBox {
  const [current] = keys;
  const byId = new Map(keys.map((key) => [keyId(key), key]));
  return {
    seal(plain) {
      if (!current) throw new TokenKeyError('SOCIAL_TOKEN_KEYS ontbreekt');
      const nonce = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', current, nonce);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return ['v1', keyId(current), nonce, body, cipher.getAuthTag()]
        .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
        .join('.');
    },
    open(sealed) {
      const [version, id = '', nonce = '', body = '', tag = ''] = sealed.split('.');
      const key = byId.get(id);
      if (version !== 'v1' || !key) throw new TokenKeyError('Onbekende sleutel voor dit token');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(nonce, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
    },
    stale: (sealed) => !current || sealed.split('.')[1] !== keyId(current),
  };
}
