import { describe, expect, it } from 'vitest';
import en from '../locales/en.json';
import nl from '../locales/nl.json';

/** Every key of a nested texts object, as `a.b.c`. */
function keysOf(texts: object, prefix = ''): string[] {
  return Object.entries(texts).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null ? keysOf(value, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

describe('the two languages', () => {
  // The app loads only the active language (lib/i18n.ts, no fallback): a key missing in one would show raw.
  it('have the same keys', () => {
    expect(keysOf(en).sort()).toEqual(keysOf(nl).sort());
  });
});
