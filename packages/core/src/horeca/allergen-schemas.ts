import { z } from 'zod';
import { ALLERGENS, DIET_TAGS } from './allergens.ts';

export const AllergenSchema = z.enum(ALLERGENS, { error: 'Onbekend allergeen' });

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
