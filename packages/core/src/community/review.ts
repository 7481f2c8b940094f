import { z } from 'zod';
import { COMPLIANCE } from './compliance-rules.ts';

/** Option lists (spec section 3). */
export const AROMAS = [
  'citrus',
  'dennen',
  'floraal',
  'aards',
  'kruidig',
  'gas/diesel',
  'zoet',
  'houtig',
  'fruitig',
  'kaas',
  'peper',
  'dessert',
] as const;
export const MOUTHFEELS = ['zacht', 'droog', 'scherp', 'harsig', 'kruimelig'] as const;
export const VISUALS = ['compact', 'los', 'trichomenrijk', 'donker', 'licht'] as const;
export const EFFECT_TAGS = ['kalm', 'actief', 'creatief', 'gefocust', 'lichter', 'energetisch'] as const;
export const REVIEW_CATEGORIES = ['wiet', 'hasj', 'preroll'] as const;
export const HERKOMST = ['gereguleerd', 'gedoogd'] as const;
export const REVIEW_TYPES = ['shop', 'strain', 'batch'] as const;
export type ReviewType = (typeof REVIEW_TYPES)[number];
export const DEFAULT_REVIEW_TYPE: ReviewType = 'batch';

const MAX_TEXT = COMPLIANCE.noteMaxLength;
const Rating = (label: string) =>
  z
    .number({ error: `${label}: kies een score van 1 tot 5` })
    .int(`${label}: kies een heel getal`)
    .min(1, `${label}: minimaal 1`)
    .max(5, `${label}: maximaal 5`);

const ShopId = z.string({ error: 'Selecteer een coffeeshop' }).trim().min(1, 'Selecteer een coffeeshop');
const Aroma = z
  .array(z.enum(AROMAS, { error: 'Kies een aroma uit de lijst' }), { error: 'Selecteer minimaal 1 aroma' })
  .min(1, 'Selecteer minimaal 1 aroma');
const Mouthfeel = z.array(z.enum(MOUTHFEELS, { error: 'Kies een mondgevoel uit de lijst' })).default([]);
const Visual = z.array(z.enum(VISUALS, { error: 'Kies een uiterlijk uit de lijst' })).default([]);
const EffectTags = z.array(z.enum(EFFECT_TAGS, { error: 'Kies een effect uit de lijst' })).default([]);
const Note = z.string().max(MAX_TEXT, 'Maximaal 140 tekens').default('');
const Percentage = (label: string, max: number) =>
  z
    .number({ error: `${label} moet een getal zijn` })
    .min(0, `${label} kan niet negatief zijn`)
    .max(max, `${label} mag maximaal ${max} zijn`);

export const ShopReviewSchema = z.object({
  type: z.literal('shop'),
  shop_id: ShopId,
  visit_date: z.string({ error: 'Selecteer bezoeksdatum' }).regex(/^\d{4}-\d{2}-\d{2}$/, 'Selecteer bezoeksdatum'),
  ratings: z.object({
    sfeer: Rating('Sfeer'),
    service: Rating('Service'),
    wachttijd: Rating('Wachttijd'),
    netheid: Rating('Netheid'),
    toegankelijkheid: Rating('Toegankelijkheid'),
  }),
  notes: Note,
  policy_flags: z.object({ ingezetenen: z.boolean() }).default({ ingezetenen: false }),
});

export const StrainReviewSchema = z.object({
  type: z.literal('strain'),
  shop_id: ShopId,
  strain_name: z.string({ error: 'Productnaam is verplicht' }).trim().min(1, 'Productnaam is verplicht'),
  aroma: Aroma,
  mouthfeel: Mouthfeel,
  visual: Visual,
  impression: Rating('Indruk'),
  effect_tags: EffectTags,
  personal_note: Note,
});

export const BatchReviewSchema = z.object({
  type: z.literal('batch'),
  shop_id: ShopId,
  teler_id: z.string({ error: 'Teler ID is verplicht' }).trim().min(1, 'Teler ID is verplicht'),
  batch_code: z.string({ error: 'Batch code is verplicht' }).trim().min(1, 'Batch code is verplicht'),
  product_name: z.string({ error: 'Productnaam is verplicht' }).trim().min(1, 'Productnaam is verplicht'),
  category: z.enum(REVIEW_CATEGORIES, { error: 'Kies wiet, hasj of preroll' }),
  aroma: Aroma,
  mouthfeel: Mouthfeel,
  visual: Visual,
  impression: Rating('Indruk'),
  effect_tags: EffectTags,
  lab: z
    .object({
      thc: Percentage('THC', 45).optional(),
      cbd: Percentage('CBD', 45).optional(),
      terpenes: z
        .array(
          z.object({
            name: z.string().trim().min(1, 'Naam van de terpeen is verplicht'),
            pct: Percentage('Terpeen', 10),
          }),
        )
        .default([]),
    })
    .default({ terpenes: [] }),
  herkomst: z.enum(HERKOMST, { error: 'Kies gereguleerd of gedoogd' }).optional(),
  personal_note: Note,
});

export const ReviewSchema = z.discriminatedUnion('type', [ShopReviewSchema, StrainReviewSchema, BatchReviewSchema], {
  error: 'Kies het soort review: shop, strain of batch',
});
export type Review = z.infer<typeof ReviewSchema>;
export type ReviewInput = z.input<typeof ReviewSchema>;

/** The text of a review that the compliance check reads. */
export function reviewNote(review: Review): string {
  return review.type === 'shop' ? review.notes : review.personal_note;
}
