import { z } from 'zod';

/** The 14 allergens of EU regulation 1169/2011, annex II. */
export const ALLERGENS = [
  'gluten',
  'crustaceans',
  'eggs',
  'fish',
  'peanuts',
  'soy',
  'milk',
  'nuts',
  'celery',
  'mustard',
  'sesame',
  'sulphites',
  'lupin',
  'molluscs',
] as const;
export type Allergen = (typeof ALLERGENS)[number];
export const AllergenSchema = z.enum(ALLERGENS, { error: 'Onbekend allergeen' });

/** Each allergen's Dutch name in running text ("bevat gluten, melk"), for server-written Dutch (sites, assistant). */
export const ALLERGEN_NAMES_NL: Record<Allergen, string> = {
  gluten: 'gluten',
  crustaceans: 'schaaldieren',
  eggs: 'eieren',
  fish: 'vis',
  peanuts: 'pinda’s',
  soy: 'soja',
  milk: 'melk',
  nuts: 'noten',
  celery: 'selderij',
  mustard: 'mosterd',
  sesame: 'sesam',
  sulphites: 'sulfieten',
  lupin: 'lupine',
  molluscs: 'weekdieren',
};

export const DIET_TAGS = ['vegetarian', 'vegan', 'halal', 'gluten_free'] as const;
export type DietTag = (typeof DIET_TAGS)[number];

export const DishSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  price: z.number(),
  contains: z.array(AllergenSchema),
  mayContain: z.array(AllergenSchema),
  diets: z.array(z.enum(DIET_TAGS)),
});
export type Dish = z.infer<typeof DishSchema>;

export const MenuSectionSchema = z.object({ id: z.string(), name: z.string(), dishes: z.array(DishSchema) });
export type MenuSection = z.infer<typeof MenuSectionSchema>;

/**
 * The guest's allergen filter: a dish that contains something the guest
 * avoids is hidden; one that may contain it (traces) stays, flagged, because
 * that is a judgement the guest makes.
 */
export function filterMenu(
  sections: readonly MenuSection[],
  avoid: readonly Allergen[],
): Array<{ section: MenuSection; dishes: Array<{ dish: Dish; traces: Allergen[] }>; hidden: number }> {
  const avoided = new Set(avoid);
  return sections.map((section) => {
    const dishes = section.dishes
      .filter((dish) => !dish.contains.some((allergen) => avoided.has(allergen)))
      .map((dish) => ({ dish, traces: dish.mayContain.filter((allergen) => avoided.has(allergen)) }));
    return { section, dishes, hidden: section.dishes.length - dishes.length };
  });
}
