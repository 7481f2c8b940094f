import { describe, expect, it } from 'vitest';
import en from './locales/en.json';
import nl from './locales/nl.json';

function keysOf(texts: object, prefix = ''): string[] {
  return Object.entries(texts).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null && !Array.isArray(value)
      ? keysOf(value, `${prefix}${key}.`)
      : [`${prefix}${key}${Array.isArray(value) ? `[${value.length}]` : ''}`],
  );
}

describe('the marketing texts', () => {
  // Loaded per language without a fallback (texts.ts): a key missing in one would show raw.
  it('have the same keys, and lists the same length, in Dutch and English', () => {
    expect(keysOf(en).sort()).toEqual(keysOf(nl).sort());
  });
});
