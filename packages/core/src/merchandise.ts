import { z } from 'zod';
import { EmailSchema } from './account.ts';
import { BRAND_TYPES } from './brand.ts';
import { RequiredText } from './place-input.ts';
import { multiLine, singleLine } from './text.ts';

/** Merchandise of partners and of the platform (issue 19, ADR 055): order requests, no payment. */

export const MERCHANDISE_MAX_IMAGES = 6;
export const MERCHANDISE_MAX_SIZES = 20;
export const MERCHANDISE_MAX_STOCK = 100_000;
export const MERCHANDISE_MAX_ORDER_QUANTITY = 100;
/** Order requests (attempts, honeypot hits included) per client address per hour. */
export const MERCHANDISE_ORDERS_PER_HOUR = 10;

/** A number field as a form holds it (text, Dutch decimal comma allowed) or as JSON sends it; empty means missing. */
function numberInput(value: unknown) {
  if (value === '' || value === null || value === undefined) return undefined;
  return typeof value === 'string' ? Number(value.trim().replace(',', '.')) : value;
}

const Price = z.preprocess(
  numberInput,
  z
    .number({ error: 'Prijs is verplicht' })
    .min(0, 'De prijs mag niet negatief zijn')
    .max(100_000, 'De prijs mag hoogstens € 100.000 zijn')
    .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, 'Prijs: gebruik hoogstens twee decimalen'),
);

const Stock = z.preprocess(
  numberInput,
  z
    .number({ error: 'Voorraad is verplicht' })
    .int('Voorraad: een heel aantal')
    .min(0, 'De voorraad mag niet negatief zijn')
    .max(MERCHANDISE_MAX_STOCK, `De voorraad mag hoogstens ${MERCHANDISE_MAX_STOCK} zijn`),
);

/** An image of an item: one stored through the platform's image pipeline (never an address elsewhere). */
export const MerchandiseImageUrlSchema = z
  .string()
  .regex(/^\/api\/images\/[0-9a-f-]{36}\/card\.webp$/, 'Gebruik een afbeelding die je hier hebt geüpload');

export const MerchandiseSizeInputSchema = z.object({ size: RequiredText('Maat', 20), stock: Stock });

/**
 * What a seller fills in. `price` in euros (stored in cents); with sizes, each size has its own stock and `stock`
 * is ignored; without sizes `stock` is the total.
 */
export const MerchandiseInputSchema = z.object({
  name: RequiredText('Naam', 120),
  description: multiLine(z.string().trim().max(5000, 'Maximaal 5000 tekens')).default(''),
  brand: z.enum(BRAND_TYPES, { error: 'Kies een merk' }).default('cannabis'),
  price: Price,
  sizes: z
    .array(MerchandiseSizeInputSchema)
    .max(MERCHANDISE_MAX_SIZES, `Maximaal ${MERCHANDISE_MAX_SIZES} maten`)
    .default([])
    .refine(
      (sizes) => new Set(sizes.map((entry) => entry.size.toLowerCase())).size === sizes.length,
      'Elke maat mag maar één keer voorkomen',
    ),
  stock: Stock.default(0),
  images: z
    .array(MerchandiseImageUrlSchema)
    .max(MERCHANDISE_MAX_IMAGES, `Maximaal ${MERCHANDISE_MAX_IMAGES} afbeeldingen`)
    .default([]),
  published: z.boolean({ error: 'Kies of het artikel zichtbaar is' }).default(false),
});
export type MerchandiseInput = z.infer<typeof MerchandiseInputSchema>;
export type MerchandiseFormInput = z.input<typeof MerchandiseInputSchema>;

/** Admins (un)publish an item without touching the rest. */
export const MerchandisePublicationInputSchema = z.object({
  published: z.boolean({ error: 'Kies of het artikel zichtbaar is' }),
});
export type MerchandisePublicationInput = z.infer<typeof MerchandisePublicationInputSchema>;

export const MerchandiseSizeSchema = z.object({ size: z.string(), stock: z.number().int() });
export type MerchandiseSize = z.infer<typeof MerchandiseSizeSchema>;

export const MerchandiseSellerSchema = z.object({
  kind: z.enum(['partner', 'platform']),
  /** The partner's id; null for the platform. */
  id: z.string().nullable(),
  name: z.string(),
  /** The seller's public page, or null (the platform). */
  path: z.string().nullable(),
});
export type MerchandiseSeller = z.infer<typeof MerchandiseSellerSchema>;

/** An item as the public sees it. `stock` is the total over its sizes. */
export const MerchandiseSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  brand: z.enum(BRAND_TYPES),
  priceCents: z.number().int(),
  images: z.array(z.string()),
  sizes: z.array(MerchandiseSizeSchema),
  stock: z.number().int(),
  seller: MerchandiseSellerSchema,
});
export type Merchandise = z.infer<typeof MerchandiseSchema>;

/** An item as its seller (or an admin) manages it. */
export const ManagedMerchandiseSchema = MerchandiseSchema.extend({
  published: z.boolean(),
  orders: z.number().int(),
  updatedAt: z.string(),
});
export type ManagedMerchandise = z.infer<typeof ManagedMerchandiseSchema>;

/**
 * The order request form on /merchandise/{id}. `website` is the honeypot (as on the contact form): hidden from
 * people, filled in by bots; a filled one is answered like a success and stored nowhere.
 */
export const MerchandiseOrderInputSchema = z.object({
  name: RequiredText('Naam', 120),
  email: EmailSchema,
  size: singleLine(z.string().trim().max(20, 'Maat mag maximaal 20 tekens hebben')).default(''),
  quantity: z.preprocess(
    numberInput,
    z
      .number({ error: 'Aantal is verplicht' })
      .int('Aantal: een heel aantal')
      .min(1, 'Bestel minimaal 1 stuk')
      .max(MERCHANDISE_MAX_ORDER_QUANTITY, `Bestel hoogstens ${MERCHANDISE_MAX_ORDER_QUANTITY} stuks per aanvraag`),
  ),
  message: multiLine(z.string().trim().max(2000, 'Je bericht mag maximaal 2000 tekens hebben')).default(''),
  website: z.string().max(500).default(''),
});
export type MerchandiseOrderInput = z.infer<typeof MerchandiseOrderInputSchema>;
export type MerchandiseOrderFormInput = z.input<typeof MerchandiseOrderInputSchema>;

/** An order request in the seller's dashboard or the admin list. */
export const MerchandiseOrderSchema = z.object({
  id: z.string(),
  merchandiseId: z.string(),
  merchandiseName: z.string(),
  seller: MerchandiseSellerSchema,
  name: z.string(),
  email: z.string(),
  size: z.string(),
  quantity: z.number().int(),
  message: z.string(),
  createdAt: z.string(),
});
export type MerchandiseOrder = z.infer<typeof MerchandiseOrderSchema>;

/** Stock of an item without sizes is kept under this size. */
export const NO_SIZE = '';

export interface OrderProblem {
  field: 'size' | 'quantity';
  message: string;
}

/**
 * Why an order request for `quantity` of `size` cannot be met from `stock` (one row per size; a single row with
 * NO_SIZE when the item has no sizes), or null when it can. Dutch; the server answers it as 422 on that field.
 */
export function orderProblem(stock: readonly MerchandiseSize[], size: string, quantity: number): OrderProblem | null {
  const sized = stock.some((entry) => entry.size !== NO_SIZE);
  if (sized && size === NO_SIZE) return { field: 'size', message: 'Kies een maat' };
  if (!sized && size !== NO_SIZE) return { field: 'size', message: 'Dit artikel heeft geen maten' };
  const entry = stock.find((row) => row.size.toLowerCase() === size.toLowerCase());
  if (!entry) return { field: 'size', message: 'Deze maat bestaat niet voor dit artikel' };
  if (entry.stock === 0) {
    return { field: 'quantity', message: sized ? `Maat ${entry.size} is uitverkocht` : 'Dit artikel is uitverkocht' };
  }
  if (entry.stock < quantity) {
    const what = sized ? ` in maat ${entry.size}` : '';
    const verb = entry.stock === 1 ? 'is' : 'zijn';
    return {
      field: 'quantity',
      message: `Er ${verb} nog maar ${entry.stock} op voorraad${what}; bestel er hoogstens ${entry.stock}`,
    };
  }
  return null;
}

/** The stock rows of an input: one per size, or a single NO_SIZE row with the total. */
export function stockRows(input: Pick<MerchandiseInput, 'sizes' | 'stock'>): MerchandiseSize[] {
  return input.sizes.length > 0
    ? input.sizes.map((entry) => ({ size: entry.size, stock: entry.stock }))
    : [{ size: NO_SIZE, stock: input.stock }];
}
