import { z } from 'zod';
import { OwnerEmailSchema, PlaceInputFields, RequiredText } from '../place-input.ts';
import { AllergenSchema } from './allergen-schemas.ts';
import { DIET_TAGS } from './allergens.ts';
import { VenueCategorySchema } from './venues.ts';

const Price = z
  .number({ error: 'Vul een prijs in' })
  .min(0, 'De prijs kan niet negatief zijn')
  .max(10_000, 'De prijs is te hoog')
  .refine((value) => Math.round(value * 100) === value * 100, 'Maximaal twee decimalen');

export const DishInputSchema = z
  .object({
    id: z.uuid().optional(),
    name: RequiredText('Naam', 120),
    description: z.string().trim().max(500, 'Maximaal 500 tekens').default(''),
    price: Price,
    contains: z.array(AllergenSchema).default([]),
    mayContain: z.array(AllergenSchema).default([]),
    diets: z.array(z.enum(DIET_TAGS, { error: 'Onbekend dieet' })).default([]),
  })
  .refine((dish) => !dish.mayContain.some((allergen) => dish.contains.includes(allergen)), {
    path: ['mayContain'],
    message: 'Een allergeen staat al bij "bevat"; "kan sporen bevatten" is dan overbodig',
  })
  .refine(
    (dish) =>
      !(
        dish.diets.includes('vegan') && dish.contains.some((a) => ['milk', 'eggs', 'fish', 'crustaceans', 'molluscs'].includes(a))
      ),
    {
      path: ['diets'],
      message: 'Een gerecht met melk, ei, vis, schaal- of weekdieren is niet veganistisch',
    },
  )
  .refine((dish) => !(dish.diets.includes('gluten_free') && dish.contains.includes('gluten')), {
    path: ['diets'],
    message: 'Een gerecht met gluten is niet glutenvrij',
  });
export type DishInput = z.infer<typeof DishInputSchema>;

/** The whole menu at once: the editor saves what the owner sees, in that order. */
export const MenuInputSchema = z.object({
  sections: z
    .array(
      z.object({
        id: z.uuid().optional(),
        name: RequiredText('Naam van het menudeel', 80),
        dishes: z.array(DishInputSchema).max(200),
      }),
    )
    .max(30, 'Maximaal 30 menudelen'),
});
export type MenuInput = z.infer<typeof MenuInputSchema>;

export const CourseMenuInputSchema = z.object({
  name: RequiredText('Naam', 120),
  description: z.string().trim().max(1000, 'Maximaal 1000 tekens').default(''),
  pricePerPerson: Price,
  winePairingPrice: Price.nullable().default(null),
  courses: z
    .array(
      z.object({
        name: RequiredText('Naam van de gang', 120),
        description: z.string().trim().max(500).default(''),
        dishId: z.uuid().nullable().default(null),
      }),
    )
    .min(2, 'Een menu in gangen heeft minimaal twee gangen')
    .max(12, 'Maximaal twaalf gangen'),
});
export type CourseMenuInput = z.infer<typeof CourseMenuInputSchema>;

/** What an owner or admin may change about a venue. */
export const VenueInputSchema = z.object({
  ...PlaceInputFields,
  category: VenueCategorySchema,
  cuisines: z.array(z.string().trim().toLowerCase().min(1).max(40)).max(10, 'Maximaal tien keukens').default([]),
  priceLevel: z.number({ error: 'Kies een prijsniveau' }).int().min(1, 'Kies 1 tot 4').max(4, 'Kies 1 tot 4'),
  email: z.email('Vul een geldig e-mailadres in').nullable().default(null),
  reservationsEnabled: z.boolean(),
  maxPartySize: z.number().int().min(1, 'Minimaal 1').max(50, 'Maximaal 50'),
  coverLimitPerSlot: z.number().int().min(1, 'Minimaal 1').max(500, 'Maximaal 500'),
  cutoffHours: z.number().min(0, 'Minimaal 0').max(168, 'Maximaal een week'),
  /** The venue's address for notices of online bookings (empty: none). */
  notifyEmail: z.email('Vul een geldig e-mailadres in').nullable().default(null),
});
export type VenueInput = z.infer<typeof VenueInputSchema>;

/** Admins create a venue and may name its owner by e-mail address. */
export const VenueCreateSchema = VenueInputSchema.extend({
  ownerEmail: OwnerEmailSchema,
});
export type VenueCreate = z.infer<typeof VenueCreateSchema>;

export const EditableVenueSchema = VenueInputSchema.extend({ id: z.string(), slug: z.string(), plaatsSlug: z.string() });
