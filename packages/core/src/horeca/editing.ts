import { z } from 'zod';
import { type OpeningHours, WEEKDAYS } from '../opening-hours.ts';
import { OptionalWebUrlSchema, singleLine } from '../text.ts';
import { AllergenSchema, DIET_TAGS } from './allergens.ts';
import { VenueCategorySchema } from './venues.ts';

const Text = (label: string, max: number) =>
  singleLine(
    z
      .string({ error: `${label} is verplicht` })
      .trim()
      .min(1, `${label} is verplicht`)
      .max(max, `${label} mag maximaal ${max} tekens hebben`),
  );

const Price = z
  .number({ error: 'Vul een prijs in' })
  .min(0, 'De prijs kan niet negatief zijn')
  .max(10_000, 'De prijs is te hoog')
  .refine((value) => Math.round(value * 100) === value * 100, 'Maximaal twee decimalen');

export const DishInputSchema = z
  .object({
    id: z.uuid().optional(),
    name: Text('Naam', 120),
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
      z.object({ id: z.uuid().optional(), name: Text('Naam van het menudeel', 80), dishes: z.array(DishInputSchema).max(200) }),
    )
    .max(30, 'Maximaal 30 menudelen'),
});
export type MenuInput = z.infer<typeof MenuInputSchema>;

export const CourseMenuInputSchema = z.object({
  name: Text('Naam', 120),
  description: z.string().trim().max(1000, 'Maximaal 1000 tekens').default(''),
  pricePerPerson: Price,
  winePairingPrice: Price.nullable().default(null),
  courses: z
    .array(
      z.object({
        name: Text('Naam van de gang', 120),
        description: z.string().trim().max(500).default(''),
        dishId: z.uuid().nullable().default(null),
      }),
    )
    .min(2, 'Een menu in gangen heeft minimaal twee gangen')
    .max(12, 'Maximaal twaalf gangen'),
});
export type CourseMenuInput = z.infer<typeof CourseMenuInputSchema>;

const Time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Gebruik uu:mm');
const Period = z.object({ open: Time, close: Time }).refine((period) => period.open !== period.close, {
  message: 'Openen en sluiten kunnen niet op hetzelfde moment',
});

export const OpeningHoursInputSchema = z.object(
  Object.fromEntries(WEEKDAYS.map((day) => [day, z.array(Period).max(3, 'Maximaal drie periodes per dag')])) as Record<
    (typeof WEEKDAYS)[number],
    z.ZodArray<typeof Period>
  >,
) as unknown as z.ZodType<OpeningHours>;

/** What an owner or admin may change about a venue. */
export const VenueInputSchema = z.object({
  name: Text('Naam', 120),
  category: VenueCategorySchema,
  cuisines: z.array(z.string().trim().toLowerCase().min(1).max(40)).max(10, 'Maximaal tien keukens').default([]),
  priceLevel: z.number({ error: 'Kies een prijsniveau' }).int().min(1, 'Kies 1 tot 4').max(4, 'Kies 1 tot 4'),
  description: z.string().trim().max(2000, 'Maximaal 2000 tekens').default(''),
  address: Text('Adres', 200),
  postcode: z
    .string({ error: 'Postcode is verplicht' })
    .trim()
    .toUpperCase()
    .regex(/^\d{4} ?[A-Z]{2}$/, 'Vul een Nederlandse postcode in, bijvoorbeeld 1012 AB'),
  plaats: Text('Plaats', 80),
  latitude: z.number({ error: 'Vul de breedtegraad in' }).min(50.7, 'Ligt niet in Nederland').max(53.7, 'Ligt niet in Nederland'),
  longitude: z.number({ error: 'Vul de lengtegraad in' }).min(3.2, 'Ligt niet in Nederland').max(7.3, 'Ligt niet in Nederland'),
  phone: z.string().trim().max(30).nullable().default(null),
  email: z.email('Vul een geldig e-mailadres in').nullable().default(null),
  website: OptionalWebUrlSchema,
  openingHours: OpeningHoursInputSchema,
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
  ownerEmail: z.email('Vul een geldig e-mailadres in').nullable().default(null),
});
export type VenueCreate = z.infer<typeof VenueCreateSchema>;

export const EditableVenueSchema = VenueInputSchema.extend({ id: z.string(), slug: z.string(), plaatsSlug: z.string() });
