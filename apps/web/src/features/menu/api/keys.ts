import type { ProductFilters } from './get-products.ts';

/** Query keys of menu management; a product write invalidates its shop's `products`. */
export const menuKeys = {
  shops: ['menu', 'shops'] as const,
  details: (shopId: string) => ['menu', 'details', shopId] as const,
  news: (shopId: string) => ['menu', 'news', shopId] as const,
  products: (shopId: string) => ['menu', 'products', shopId] as const,
  productPage: (shopId: string, filters: ProductFilters) => ['menu', 'products', shopId, filters] as const,
};
