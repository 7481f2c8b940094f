import { describe, expect, it } from 'vitest';
import {
  findProduct,
  formatEuro,
  PLATFORM_PRODUCTS,
  PRODUCT_SLUGS,
  productsOfPlan,
  resolveProductPage,
  resolveProductShopSegment,
  vatCents,
} from './catalogue.ts';

describe('the product catalogue', () => {
  it('has each module once, in the order of its slugs', () => {
    expect(PLATFORM_PRODUCTS.map((product) => product.slug)).toEqual([...PRODUCT_SLUGS]);
  });

  it('gives every more expensive plan the modules of the cheaper ones', () => {
    expect(productsOfPlan('basis')).toEqual(['menubeheer', 'menu-import', 'rapportages']);
    expect(productsOfPlan('groei')).toEqual(expect.arrayContaining(productsOfPlan('basis')));
    expect(productsOfPlan('compleet')).toEqual([...PRODUCT_SLUGS]);
  });

  it('reads product paths: page, demo request and finder; nothing else', () => {
    expect(resolveProductPage('menubeheer')).toMatchObject({ kind: 'product', product: { slug: 'menubeheer' } });
    expect(resolveProductPage('Schermen-Contact')).toMatchObject({ kind: 'contact', product: { slug: 'schermen' } });
    expect(resolveProductPage('menu-import-coffeeshop-finder')).toMatchObject({
      kind: 'finder',
      product: { slug: 'menu-import' },
    });
    for (const segment of ['', 'contact', '-contact', 'menubeheer-demo', 'bestaat-niet', 'menubeheer-coffeeshop']) {
      expect(resolveProductPage(segment), segment).toBeNull();
    }
    expect(resolveProductShopSegment('koppelingen-coffeeshop')?.slug).toBe('koppelingen');
    expect(resolveProductShopSegment('koppelingen')).toBeNull();
    expect(findProduct('KOPPELINGEN')?.name).toBe('Koppelingen');
  });

  it('computes 21 % btw in whole cents and writes euros the Dutch way', () => {
    expect(vatCents(2900)).toBe(609);
    expect(vatCents(7900)).toBe(1659);
    expect(vatCents(14900)).toBe(3129);
    expect(formatEuro(9559).replace(/\s/g, ' ')).toBe('€ 95,59');
  });
});
