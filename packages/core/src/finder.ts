import { z } from 'zod';
import { CoffeeshopSummarySchema } from './coffeeshops.ts';
import { FINDER_EFFECTS, type FinderEffect } from './finder-effects.ts';
import { PRODUCT_CATEGORIES } from './product-rules.ts';

/** The product types that usually give each effect. */
const EFFECT_TYPES: Record<FinderEffect, Array<'indica' | 'sativa' | 'hybrid'>> = {
  kalm: ['indica'],
  actief: ['sativa'],
  creatief: ['sativa', 'hybrid'],
  gefocust: ['hybrid'],
};

export function typesForEffect(effect: FinderEffect): Array<'indica' | 'sativa' | 'hybrid'> {
  return EFFECT_TYPES[effect];
}

const Slug = z.string().regex(/^[a-z0-9-]{1,80}$/, 'Kies een plaats uit de lijst');

export const FinderQuerySchema = z.object({
  plaats: Slug,
  openNow: z
    .enum(['0', '1'], { error: 'Gebruik 0 of 1' })
    .transform((value) => value === '1')
    .default(false),
  category: z.enum(PRODUCT_CATEGORIES, { error: 'Onbekende categorie' }).optional(),
  effect: z.enum(FINDER_EFFECTS, { error: 'Onbekend effect' }).optional(),
});
export type FinderQuery = z.infer<typeof FinderQuerySchema>;

export const FinderResultSchema = z.object({
  /** Shops that match every step; with a category or effect, only shops whose menu this viewer may see. */
  matches: z.array(CoffeeshopSummarySchema.extend({ matchingProducts: z.number().int().nullable() })),
  /** Shops in the place (and open, if asked) that keep their menu in the shop: not filtered on menu. */
  menuInStore: z.array(CoffeeshopSummarySchema),
});
export type FinderResult = z.infer<typeof FinderResultSchema>;
