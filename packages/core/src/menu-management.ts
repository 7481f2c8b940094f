import { z } from 'zod';
import { ProductViewSchema } from './coffeeshops.ts';
import { PRODUCTS } from './constants.ts';
import { PLACE_PERMISSIONS } from './place-staff.ts';
import { PRODUCT_CATEGORIES } from './product-rules.ts';
import { type ProductInput, ProductInputSchema } from './products.ts';

export const PRODUCT_SORTS = ['sortOrder', 'naam', 'voorraad', 'price', 'updatedAt'] as const;

export const ProductListQuerySchema = z.object({
  page: z.coerce.number().int().min(1, 'Pagina begint bij 1').default(1),
  pageSize: z.coerce.number().int().min(1).max(100, 'Maximaal 100 per pagina').default(PRODUCTS.defaultPageSize),
  q: z.string().trim().max(80, 'Maximaal 80 tekens').optional(),
  category: z.enum(PRODUCT_CATEGORIES, { error: 'Onbekende categorie' }).optional(),
  status: z.enum(['all', 'active', 'inactive', 'low'], { error: 'Onbekende status' }).default('all'),
  sort: z.enum(PRODUCT_SORTS, { error: 'Onbekende sortering' }).default('sortOrder'),
  dir: z.enum(['asc', 'desc']).default('asc'),
});
export type ProductListQuery = z.infer<typeof ProductListQuerySchema>;

export const ManagedProductSchema = ProductViewSchema.extend({
  voorraad: z.number().int(),
  telerId: z.string().nullable(),
  actief: z.boolean(),
  quantities: z.array(z.string()),
  preRolledOptions: z.array(z.string()),
  updatedAt: z.string(),
});
export type ManagedProduct = z.infer<typeof ManagedProductSchema>;

export const ProductPageSchema = z.object({
  items: z.array(ManagedProductSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** Flower and hash in stock over the whole shop (AHOJG: at most 500 g). */
  stock: z.object({ grams: z.number(), overLimit: z.boolean() }),
});
export type ProductPage = z.infer<typeof ProductPageSchema>;

export const BulkPriceInputSchema = z.object({
  percent: z
    .number({ error: 'Percentage moet een getal zijn' })
    .min(-50, 'Maximaal 50% lager')
    .max(100, 'Maximaal 100% hoger')
    .refine((value) => value !== 0, 'Kies een percentage anders dan 0'),
  category: z.enum(PRODUCT_CATEGORIES, { error: 'Onbekende categorie' }).optional(),
});
export type BulkPriceInput = z.infer<typeof BulkPriceInputSchema>;

/**
 * The bulk price form as typed: the percentage as text (a Dutch comma is fine), the category
 * or '' for all; turned into a `BulkPriceInput` and checked by that schema, with its messages.
 */
export const BulkPriceFormSchema = z
  .object({ percent: z.string(), category: z.enum([...PRODUCT_CATEGORIES, '']) })
  .transform(
    ({ percent, category }): z.input<typeof BulkPriceInputSchema> => ({
      percent: Number(percent.replace(',', '.')),
      ...(category ? { category } : {}),
    }),
  )
  .pipe(BulkPriceInputSchema);

/** A price after a percentage change, rounded to 5 cents as a shop would. */
export function adjustPrice(price: number, percent: number): number {
  return Math.max(0.05, Math.round((price * (1 + percent / 100)) / 0.05) * 0.05);
}

/** CSV columns, in order; semicolon-separated as Dutch spreadsheets write them. */
export const CSV_COLUMNS = ['naam', 'category', 'type', 'prijzen', 'voorraad', 'thc', 'cbd', 'actief'] as const;
export const CSV_DELIMITER = ';';

/** "1g=11,50|5g=52" ⇄ { "1g": 11.5, "5g": 52 } */
export function formatCsvPrices(prices: Record<string, number>): string {
  return Object.entries(prices)
    .map(([size, price]) => `${size}=${price.toFixed(2).replace('.', ',')}`)
    .join('|');
}

function parseNumber(text: string | undefined): number | null {
  const value = (text ?? '').trim();
  if (value === '') return null;
  const number = Number(value.replace(',', '.'));
  return Number.isFinite(number) ? number : Number.NaN;
}

export type CsvRowResult = { ok: true; product: ProductInput } | { ok: false; errors: string[] };

/** One CSV record to a product; errors in Dutch, each naming the column. */
export function parseCsvProduct(record: Readonly<Record<string, string | undefined>>): CsvRowResult {
  const errors: string[] = [];
  const prijzen: Record<string, number> = {};
  for (const part of (record.prijzen ?? '').split('|').filter((piece) => piece.trim())) {
    const [size, price] = part.split('=');
    const value = parseNumber(price);
    if (!size?.trim() || value === null || Number.isNaN(value)) errors.push(`prijzen: "${part}" is geen maat=prijs`);
    else prijzen[size.trim()] = value;
  }
  const actief = (record.actief ?? 'ja').trim().toLowerCase();
  if (!['ja', 'nee', 'true', 'false', '1', '0', ''].includes(actief)) errors.push('actief: gebruik ja of nee');
  const candidate = {
    naam: record.naam ?? '',
    category: (record.category ?? '').trim() || undefined,
    type: (record.type ?? '').trim() || undefined,
    prijzen,
    voorraad: parseNumber(record.voorraad) ?? 0,
    thc: parseNumber(record.thc),
    cbd: parseNumber(record.cbd),
    actief: !['nee', 'false', '0'].includes(actief),
  };
  const parsed = ProductInputSchema.safeParse(candidate);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) errors.push(`${String(issue.path[0] ?? 'rij')}: ${issue.message}`);
  }
  return errors.length > 0 || !parsed.success ? { ok: false, errors } : { ok: true, product: parsed.data };
}

export const CsvImportInputSchema = z.object({
  csv: z
    .string({ error: 'Kies een CSV-bestand' })
    .min(1, 'Het bestand is leeg')
    .max(2_000_000, 'Het bestand is te groot (maximaal 2 MB)'),
  /** true: only check and show the preview; false: import when every row is valid. */
  dryRun: z.boolean().default(true),
});

export const CsvImportResultSchema = z.object({
  rows: z.array(
    z.object({
      line: z.number().int(),
      naam: z.string(),
      ok: z.boolean(),
      errors: z.array(z.string()),
      action: z.enum(['create', 'update']).nullable(),
    }),
  ),
  valid: z.boolean(),
  imported: z.number().int(),
});
export type CsvImportResult = z.infer<typeof CsvImportResultSchema>;

export const ManagedShopSchema = z.object({
  id: z.string(),
  name: z.string(),
  plaats: z.string(),
  plaatsSlug: z.string(),
  slug: z.string(),
  menuVisibility: z.enum(['in_store', 'verified', 'public']),
  role: z.enum(['owner', 'manager', 'admin']),
  /** What the viewer may do here (ADR 030): every right for owners and admins. */
  permissions: z.array(z.enum(PLACE_PERMISSIONS)),
});
export type ManagedShop = z.infer<typeof ManagedShopSchema>;
