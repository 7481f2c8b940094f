import { z } from 'zod';
import { MENU_VISIBILITIES } from './coffeeshops.ts';
import { ProductCategorySchema, ProductTypeSchema } from './products.ts';

export const ADMIN_PRODUCTS_PAGE_SIZE = 25;

/** /admin/products: every product of every shop, searchable. */
export const AdminProductQuerySchema = z.object({
  q: z.string().trim().max(60, 'Maximaal 60 tekens').optional(),
  category: ProductCategorySchema.optional(),
  lowStock: z
    .enum(['true', 'false'], { error: 'Kies ja of nee' })
    .transform((value) => value === 'true')
    .optional(),
  page: z.coerce.number({ error: 'Pagina moet een getal zijn' }).int().min(1, 'Pagina begint bij 1').default(1),
});
export type AdminProductQuery = z.infer<typeof AdminProductQuerySchema>;

export const AdminProductSchema = z.object({
  id: z.string(),
  naam: z.string(),
  category: ProductCategorySchema,
  type: ProductTypeSchema,
  thc: z.number().nullable(),
  cbd: z.number().nullable(),
  voorraad: z.number(),
  actief: z.boolean(),
  shop: z.object({ id: z.string(), name: z.string(), plaats: z.string() }),
});
export const AdminProductPageSchema = z.object({
  items: z.array(AdminProductSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AdminProductPage = z.infer<typeof AdminProductPageSchema>;

/** /admin/cannabis-manager: the state of the cannabis side at a glance. */
export const CannabisOverviewSchema = z.object({
  shops: z.number().int(),
  shopsByVisibility: z.record(z.enum(MENU_VISIBILITIES), z.number().int()),
  shopsWithoutOwner: z.number().int(),
  shopsOverStockLimit: z.array(z.object({ id: z.string(), name: z.string(), plaats: z.string(), grams: z.number() })),
  products: z.number().int(),
  lowStockProducts: z.number().int(),
  telers: z.number().int(),
  designatedGrowers: z.number().int(),
  activeScreens: z.number().int(),
});
export type CannabisOverview = z.infer<typeof CannabisOverviewSchema>;
