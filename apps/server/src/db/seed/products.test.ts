import { describe, expect, it } from 'vitest';
import { buildShopMenu, MAX_MENU_SIZE } from './products.ts';

describe('seeded menus', () => {
  it('are deterministic, 30–80 products, with unique names per shop', () => {
    for (let shop = 0; shop < 42; shop++) {
      const menu = buildShopMenu('shop', shop, ['teler-a', 'teler-b'], shop % 2 === 0);
      expect(menu.length).toBeGreaterThanOrEqual(30);
      expect(menu.length).toBeLessThanOrEqual(80);
      expect(new Set(menu.map((product) => product.naam)).size).toBe(menu.length);
      expect(buildShopMenu('shop', shop, ['teler-a', 'teler-b'], shop % 2 === 0)).toEqual(menu);
    }
  });

  it('gives every weighed product a 1g price and the wietexperiment shops a grower on every flower', () => {
    const menu = buildShopMenu('shop', 3, ['teler-a'], true);
    for (const product of menu.filter((item) => item.category === 'flower' || item.category === 'hash')) {
      expect(product.prijzen?.['1g']).toBeGreaterThan(0);
      expect(product.telerId).toBe('teler-a');
    }
  });

  it('names every product once with a real strain, hash or pre-roll name: no "#2" copies', () => {
    for (let shop = 0; shop < 42; shop++) {
      for (const menu of [
        buildShopMenu('shop', shop, ['teler-a'], false),
        buildShopMenu('shop', shop, ['teler-a'], false, MAX_MENU_SIZE),
      ]) {
        const names = menu.map((product) => product.naam);
        expect(new Set(names).size).toBe(menu.length);
        for (const naam of names) expect(naam).not.toMatch(/#\s?\d|\s\d+$/);
      }
    }
    const menu = buildShopMenu('shop', 0, ['teler-a'], false, MAX_MENU_SIZE);
    for (const preroll of menu.filter((product) => product.category === 'preroll')) expect(preroll.naam).toMatch(/^Pre-roll /);
  });
});
