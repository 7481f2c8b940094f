import { readFileSync } from 'node:fs';
import path from 'node:path';
import { BRAND_TYPES, BRANDS } from '@platform/core';
import { describe, expect, it } from 'vitest';

const publicDir = path.resolve(import.meta.dirname, '../../../public');

describe('brand identity (spec section 1)', () => {
  it.each(BRAND_TYPES)('%s has a name, tagline and mascot of its own', (brand) => {
    const config = BRANDS[brand];
    expect(config.displayName).not.toMatch(/platform/i);
    expect(config.tagline.length).toBeGreaterThan(10);
    expect(config.mascotName.length).toBeGreaterThan(1);
  });

  it.each(BRAND_TYPES.flatMap((brand) => [BRANDS[brand].logo, BRANDS[brand].mascotImage]))(
    '%s is an SVG file the web app serves',
    (asset) => {
      const text = readFileSync(path.join(publicDir, asset), 'utf8');
      expect(text.trimStart().startsWith('<svg')).toBe(true);
    },
  );

  it('uses no cannabis leaf or the word cannabis in the cannabis brand’s name', () => {
    expect(BRANDS.cannabis.displayName).not.toMatch(/cannabis|wiet|weed/i);
    expect(BRANDS.cannabis.tagline).not.toMatch(/cannabis|wiet|weed/i);
  });
});
