import { z } from 'zod';
import { PlaceSummarySchema } from '../coffeeshops.ts';
import { VENUE_CATEGORIES, VENUE_CATEGORY_GROUP_NAMES, type VenueCategory, type VenueCategoryGroup } from './venue-categories.ts';

export const VenueCategorySchema = z.enum(VENUE_CATEGORIES as [VenueCategory, ...VenueCategory[]], {
  error: 'Onbekende categorie',
});
export const VenueCategoryGroupSchema = z.enum(VENUE_CATEGORY_GROUP_NAMES as [VenueCategoryGroup, ...VenueCategoryGroup[]], {
  error: 'Onbekende categoriegroep',
});

const Slug = z.string().regex(/^[a-z0-9-]+$/, 'Ongeldige plaats');

/** /horeca filters: city, category group or category, cuisine, open now. */
export const VenueListQuerySchema = z.object({
  plaats: Slug.optional(),
  group: VenueCategoryGroupSchema.optional(),
  category: VenueCategorySchema.optional(),
  cuisine: z.string().trim().toLowerCase().max(40, 'Maximaal 40 tekens').optional(),
  openNow: z
    .enum(['true', 'false'], { error: 'Kies ja of nee' })
    .transform((value) => value === 'true')
    .optional(),
});
export type VenueListQuery = z.infer<typeof VenueListQuerySchema>;

export const VenueSummarySchema = PlaceSummarySchema.extend({
  category: VenueCategorySchema,
  categoryGroup: VenueCategoryGroupSchema,
  cuisines: z.array(z.string()),
  /** 1 (€) to 4 (€€€€). */
  priceLevel: z.number().int().min(1).max(4),
  description: z.string(),
  photo: z.string().nullable(),
  reservable: z.boolean(),
});
export type VenueSummary = z.infer<typeof VenueSummarySchema>;

export const VenueFiltersSchema = z.object({
  cities: z.array(z.object({ plaats: z.string(), plaatsSlug: z.string(), count: z.number().int() })),
  cuisines: z.array(z.string()),
});
export type VenueFilters = z.infer<typeof VenueFiltersSchema>;
