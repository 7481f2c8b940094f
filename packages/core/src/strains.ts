import { z } from 'zod';
import { ProductCategorySchema, ProductTypeSchema } from './products.ts';

/**
 * /strain-discovery: strains as facts (type, category, THC/CBD ranges), never
 * prices, and only from menus this viewer may see online (art. 3b Opiumwet).
 */
export const StrainQuerySchema = z.object({
  q: z.string().trim().max(60, 'Maximaal 60 tekens').optional(),
  type: ProductTypeSchema.optional(),
  category: ProductCategorySchema.optional(),
});
export type StrainQuery = z.infer<typeof StrainQuerySchema>;

export const StrainSchema = z.object({
  naam: z.string(),
  type: ProductTypeSchema,
  category: ProductCategorySchema,
  thcMin: z.number().nullable(),
  thcMax: z.number().nullable(),
  cbdMin: z.number().nullable(),
  cbdMax: z.number().nullable(),
  /** Shops whose menu this viewer may see that carry it. */
  shops: z.number().int(),
});
export type Strain = z.infer<typeof StrainSchema>;

export const StrainDiscoverySchema = z.object({
  strains: z.array(StrainSchema),
  /** Why the list may be short: how many shops show their menu to this viewer. */
  visibleShops: z.number().int(),
});
export type StrainDiscovery = z.infer<typeof StrainDiscoverySchema>;
