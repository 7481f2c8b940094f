// Zod-free: a shop's public menu shows prices and categories without loading zod (ADR 067); the product schemas
// are in products.ts.
import { PRODUCTS } from './constants.ts';

export const PRODUCT_CATEGORIES = ['flower', 'hash', 'preroll', 'edible'] as const;
export type ProductCategory = (typeof PRODUCT_CATEGORIES)[number];
export const DEFAULT_CATEGORY: ProductCategory = 'flower';

export const PRODUCT_TYPES = ['indica', 'sativa', 'hybrid'] as const;
export const DEFAULT_PRODUCT_TYPE = 'hybrid';

/** Size labels in the order the display price looks for a price (spec section 3). */
export const DISPLAY_PRICE_ORDER = ['1g', '0.5g', '2g', '2.5g', '3g', '3.5g', '5g', 'joint', 'j'] as const;

/**
 * The price a list shows: the first positive price among 1g, 0.5g, 2g, 2.5g,
 * 3g, 3.5g, 5g, joint, j; otherwise the first positive numeric price; null when none.
 */
export function displayPrice(prices: Readonly<Record<string, unknown>>): number | null {
  for (const label of DISPLAY_PRICE_ORDER) {
    const value = prices[label];
    if (typeof value === 'number' && Number.isFinite(value) && value > 0) return value;
  }
  for (const value of Object.values(prices)) {
    if (typeof value === 'number' && Number.isFinite(value) && value > 0) return value;
  }
  return null;
}

export function isLowStock(stock: number): boolean {
  return stock < PRODUCTS.lowStockBelow;
}

/** AHOJG-G: a coffeeshop may hold at most 500 g of trading stock. */
export const MAX_TRADING_STOCK_GRAMS = 500;
const WEIGHED: ReadonlySet<ProductCategory> = new Set(['flower', 'hash']);

/** Total grams of flower and hash in stock, and whether it passes the 500 g limit. */
export function tradingStock(products: ReadonlyArray<{ category: ProductCategory; voorraad: number; actief?: boolean }>) {
  const grams = products
    .filter((product) => WEIGHED.has(product.category))
    .reduce((sum, product) => sum + Math.max(0, product.voorraad), 0);
  return { grams, overLimit: grams > MAX_TRADING_STOCK_GRAMS };
}
