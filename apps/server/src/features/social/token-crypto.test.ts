import { describe, expect, it } from 'vitest';
import { tokenBox } from './token-crypto.ts';

const current = Buffer.alloc(32, 9);
const old = Buffer.alloc(32, 4);

describe('tokens at rest (AES-256-GCM)', () => {
  it('seals with a fresh nonce each time and opens again', () => {
    const box = tokenBox([current]);
    const a = box.seal('geheim-token');
    const b = box.seal('geheim-token');
    expect(a).not.toBe(b);
    expect(a).not.toContain('geheim');
    expect(box.open(a)).toBe('geheim-token');
    expect(box.stale(a)).toBe(false);
  });

  it('opens a value sealed with an older listed key and marks it for resealing (rotation)', () => {
    const sealedBefore = tokenBox([old]).seal('oud-token');
    const rotated = tokenBox([current, old]);
    expect(rotated.open(sealedBefore)).toBe('oud-token');
    expect(rotated.stale(sealedBefore)).toBe(true);
    expect(() => tokenBox([current]).open(sealedBefore)).toThrow('Onbekende sleutel voor dit token');
  });

  it('refuses a value that was changed', () => {
    const box = tokenBox([current]);
    const parts = box.seal('geheim-token').split('.');
    parts[3] = Buffer.from('ander-token!').toString('base64url');
    expect(() => box.open(parts.join('.'))).toThrow();
  });
});
