// Zod-free: a venue's public menu filters by allergen without loading zod (ADR 067); the schemas are in
// allergen-schemas.ts.
import type { Dish, MenuSection } from './allergen-schemas.ts';

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
/** Whether a value (a link's filter) is one of the allergens. */
export function isAllergen(value: unknown): value is Allergen {
  return (ALLERGENS as readonly unknown[]).includes(value);
}

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
