import { z } from 'zod';
import { PRODUCTS } from './constants.ts';
import { idSchema } from './ids.ts';

export const PRODUCT_CATEGORIES = ['flower', 'hash', 'preroll', 'edible'] as const;
export const ProductCategorySchema = z.enum(PRODUCT_CATEGORIES, { error: 'Kies een categorie: bloem, hasj, preroll of edible' });
export type ProductCategory = z.infer<typeof ProductCategorySchema>;
export const DEFAULT_CATEGORY: ProductCategory = 'flower';

export const PRODUCT_TYPES = ['indica', 'sativa', 'hybrid'] as const;
export const ProductTypeSchema = z.enum(PRODUCT_TYPES, { error: 'Kies indica, sativa of hybrid' });
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

const Price = z
  .number({ error: 'Prijs moet een getal zijn' })
  .positive('Prijs moet groter dan 0 zijn')
  .max(10_000, 'Prijs mag maximaal € 10.000 zijn')
  .multipleOf(0.01, 'Prijs mag maximaal 2 decimalen hebben');
const Percentage = (label: string) =>
  z
    .number({ error: `${label} moet een getal zijn` })
    .min(0, `${label} kan niet negatief zijn`)
    .max(45, `${label} mag maximaal 45% zijn`);

export const SizeLabelSchema = z.string().trim().min(1, 'Maat is verplicht').max(12, 'Maat mag maximaal 12 tekens hebben');

/**
 * The product's fields without defaults: the base of both the create schema
 * (which fills defaults) and the patch schema (where an absent field means unchanged).
 */
const productFields = {
  naam: z.string({ error: 'Naam is verplicht' }).trim().min(1, 'Naam is verplicht').max(80, 'Naam mag maximaal 80 tekens hebben'),
  prijzen: z.record(SizeLabelSchema, Price).refine((prices) => Object.keys(prices).length > 0, 'Geef minimaal één prijs op'),
  voorraad: z
    .number({ error: 'Voorraad moet een getal zijn' })
    .int('Voorraad moet een heel getal zijn')
    .min(0, 'Voorraad kan niet negatief zijn'),
  category: ProductCategorySchema,
  type: ProductTypeSchema,
  telerId: idSchema('Kies een teler uit de lijst').nullable(),
  thc: Percentage('THC').nullable(),
  cbd: Percentage('CBD').nullable(),
  foto: z.string().max(500).nullable(),
  actief: z.boolean(),
  quantities: z.array(SizeLabelSchema),
  preRolledOptions: z.array(z.string().trim().min(1).max(40)),
};

export const ProductInputSchema = z.object({
  ...productFields,
  category: productFields.category.default(DEFAULT_CATEGORY),
  type: productFields.type.default(DEFAULT_PRODUCT_TYPE),
  telerId: productFields.telerId.default(null),
  thc: productFields.thc.default(null),
  cbd: productFields.cbd.default(null),
  foto: productFields.foto.default(null),
  actief: productFields.actief.default(true),
  quantities: productFields.quantities.default([]),
  preRolledOptions: productFields.preRolledOptions.default([]),
});
export type ProductInput = z.infer<typeof ProductInputSchema>;

/**
 * A change to a product (PATCH): only the fields sent change; an absent field
 * stays as it is (no defaults here, or an inline edit would reset type, THC, CBD and teler).
 */
export const ProductPatchSchema = z.object(productFields).partial();
export type ProductPatch = z.infer<typeof ProductPatchSchema>;
