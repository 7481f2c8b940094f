import { describe, expect, it } from 'vitest';
import en from '../locales/en.json';
import nl from '../locales/nl.json';
import signedInEn from '../locales/signed-in/en.json';
import signedInNl from '../locales/signed-in/nl.json';

/** Every key of a nested texts object, as `a.b.c`; a list counts with its length. */
function keysOf(texts: object, prefix = ''): string[] {
  return Object.entries(texts).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null && !Array.isArray(value)
      ? keysOf(value, `${prefix}${key}.`)
      : [`${prefix}${key}${Array.isArray(value) ? `[${value.length}]` : ''}`],
  );
}

/** The features' own texts (lib/feature-texts.ts), per language. */
const featureTexts = import.meta.glob<{ default: object }>('../features/*/locales/*.json', { eager: true });
const featureFolders = [...new Set(Object.keys(featureTexts).map((file) => file.replace(/\/locales\/\w+\.json$/, '')))];

describe('the two languages', () => {
  // The app loads only the active language (lib/i18n.ts, no fallback): a key missing in one would show raw.
  it('have the same keys', () => {
    expect(keysOf(en).sort()).toEqual(keysOf(nl).sort());
  });

  it('have the same keys in the signed-in texts', () => {
    expect(keysOf(signedInEn).sort()).toEqual(keysOf(signedInNl).sort());
  });

  it.each(featureFolders)('have the same keys in %s', (folder) => {
    const of = (language: string) => featureTexts[`${folder}/locales/${language}.json`]?.default ?? {};
    expect(keysOf(of('en')).sort()).toEqual(keysOf(of('nl')).sort());
  });

  it('keep each top-level key in one file only', () => {
    const owners = [nl, signedInNl, ...featureFolders.map((folder) => featureTexts[`${folder}/locales/nl.json`]?.default ?? {})];
    const all = owners.flatMap((texts) => Object.keys(texts));
    expect(all.length).toBe(new Set(all).size);
    expect(featureFolders.length).toBeGreaterThan(10);
  });
});
