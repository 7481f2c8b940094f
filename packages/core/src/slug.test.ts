import { describe, expect, it } from 'vitest';
import { slugify } from './slug.ts';

describe('slugify', () => {
  it.each([
    ['De Groene Kamer', 'de-groene-kamer'],
    ['  Den Haag  ', 'den-haag'],
    ["'s-Hertogenbosch", 's-hertogenbosch'],
    ['Café Rökerij & Co.', 'cafe-rokerij-co'],
    ['a__b--c', 'a-b-c'],
    ['!!!', ''],
  ])('%s → %s', (input, slug) => {
    expect(slugify(input)).toBe(slug);
  });
});
