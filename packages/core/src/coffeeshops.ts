import { z } from 'zod';

export const MENU_VISIBILITIES = ['in_store', 'verified', 'public'] as const;
export const MenuVisibilitySchema = z.enum(MENU_VISIBILITIES);
export type MenuVisibility = z.infer<typeof MenuVisibilitySchema>;

/** A shop in a picker: enough to choose it, nothing from its menu. */
export const CoffeeshopOptionSchema = z.object({ id: z.string(), name: z.string(), plaats: z.string() });
export type CoffeeshopOption = z.infer<typeof CoffeeshopOptionSchema>;

export const TelerOptionSchema = z.object({
  id: z.string(),
  naam: z.string(),
  plaats: z.string().nullable(),
  designatedGrower: z.boolean(),
});
export type TelerOption = z.infer<typeof TelerOptionSchema>;

export const CitySchema = z.object({
  plaats: z.string(),
  plaatsSlug: z.string(),
  province: z.string(),
  count: z.number().int(),
  latitude: z.number(),
  longitude: z.number(),
});
export type City = z.infer<typeof CitySchema>;

export const OpeningHoursSchema = z.record(z.string(), z.array(z.object({ open: z.string(), close: z.string() })));

/** What every listed place shows (coffeeshops, horeca venues): name, link, address, position, open now. */
export const PlaceSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  plaats: z.string(),
  plaatsSlug: z.string(),
  address: z.string(),
  postcode: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  openNow: z.boolean(),
});

/** What anyone may see of a shop: name, address, hours, house rules — never the menu. */
export const CoffeeshopSummarySchema = PlaceSummarySchema.extend({
  openingHours: OpeningHoursSchema,
  residentsOnly: z.boolean(),
  wietexperiment: z.boolean(),
});
export type CoffeeshopSummary = z.infer<typeof CoffeeshopSummarySchema>;

/** A product as any menu shows it: prices, display price, THC/CBD, low stock. */
export const ProductViewSchema = z.object({
  id: z.string(),
  naam: z.string(),
  category: z.string(),
  type: z.string(),
  prijzen: z.record(z.string(), z.number()),
  displayPrice: z.number().nullable(),
  thc: z.number().nullable(),
  cbd: z.number().nullable(),
  lowStock: z.boolean(),
  /** The photo as stored (an upload's card preset or an external URL); pick a preset with `photoUrl`. */
  foto: z.string().nullable(),
});
export type ProductView = z.infer<typeof ProductViewSchema>;

export const MenuProductSchema = ProductViewSchema.extend({ teler: z.string().nullable() });
export type MenuProduct = z.infer<typeof MenuProductSchema>;

export const CoffeeshopDetailSchema = CoffeeshopSummarySchema.extend({
  description: z.string(),
  phone: z.string().nullable(),
  website: z.string().nullable(),
  province: z.string(),
  menuVisibility: MenuVisibilitySchema,
  news: z.array(z.object({ slug: z.string(), title: z.string(), publishedAt: z.string() })),
  /** The menu, or null when its visibility keeps it off the web for this viewer. */
  menu: z.array(MenuProductSchema).nullable(),
});
export type CoffeeshopDetail = z.infer<typeof CoffeeshopDetailSchema>;

export const CoffeeshopNewsSchema = z.object({
  slug: z.string(),
  title: z.string(),
  body: z.string(),
  publishedAt: z.string(),
  coffeeshop: z.object({ name: z.string(), slug: z.string(), plaats: z.string(), plaatsSlug: z.string() }),
});
export type CoffeeshopNews = z.infer<typeof CoffeeshopNewsSchema>;

export const CoffeeshopSettingsInputSchema = z.object({
  menuVisibility: z.enum(MENU_VISIBILITIES, { error: 'Kies waar het menu zichtbaar is: in de winkel, geverifieerd of openbaar' }),
});
export type CoffeeshopSettingsInput = z.infer<typeof CoffeeshopSettingsInputSchema>;

/**
 * A grower as the public sees it. Designated growers of the wietexperiment may
 * not advertise at all, so for them only the facts are public (name, place,
 * licence); description, specialities and social links stay off the web.
 */
export const TelerPublicSchema = z.object({
  id: z.string(),
  naam: z.string(),
  slug: z.string(),
  plaats: z.string().nullable(),
  plaatsSlug: z.string().nullable(),
  provincie: z.string().nullable(),
  designatedGrower: z.boolean(),
  geverifieerd: z.boolean(),
  licensieNummer: z.string().nullable(),
  beschrijving: z.string().nullable(),
  specialiteiten: z.array(z.string()),
  website: z.string().nullable(),
});
export type TelerPublic = z.infer<typeof TelerPublicSchema>;

export function publicTelerView<T extends TelerPublic>(teler: T): TelerPublic {
  const facts = {
    id: teler.id,
    naam: teler.naam,
    slug: teler.slug,
    plaats: teler.plaats,
    plaatsSlug: teler.plaatsSlug,
    provincie: teler.provincie,
    designatedGrower: teler.designatedGrower,
    geverifieerd: teler.geverifieerd,
    licensieNummer: teler.licensieNummer,
  };
  return teler.designatedGrower
    ? { ...facts, beschrijving: null, specialiteiten: [], website: null }
    : { ...facts, beschrijving: teler.beschrijving, specialiteiten: teler.specialiteiten, website: teler.website };
}

const optionalText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .transform((value) => value || null)
    .nullable()
    .default(null);

/** What an admin enters for a grower in the grower manager. */
export const TelerInputSchema = z.object({
  naam: z.string({ error: 'Naam is verplicht' }).trim().min(1, 'Naam is verplicht').max(80, 'Naam mag maximaal 80 tekens hebben'),
  plaats: optionalText(80, 'Plaats mag maximaal 80 tekens hebben'),
  provincie: optionalText(40, 'Provincie mag maximaal 40 tekens hebben'),
  beschrijving: optionalText(2000, 'Beschrijving mag maximaal 2000 tekens hebben'),
  specialiteiten: z
    .array(z.string().trim().min(1).max(40, 'Een specialiteit mag maximaal 40 tekens hebben'))
    .max(10, 'Maximaal 10 specialiteiten')
    .default([]),
  licensieNummer: optionalText(40, 'Vergunningnummer mag maximaal 40 tekens hebben'),
  kvkNummer: z
    .string()
    .trim()
    .regex(/^(\d{8})?$/, 'Een KvK-nummer heeft 8 cijfers')
    .transform((value) => value || null)
    .nullable()
    .default(null),
  contactEmail: z
    .union([z.literal(''), z.email('Vul een geldig e-mailadres in')])
    .transform((value) => value || null)
    .nullable()
    .default(null),
  website: z
    .union([z.literal(''), z.url({ protocol: /^https?$/, error: 'Vul een volledige webadres in, beginnend met https://' })])
    .transform((value) => value || null)
    .nullable()
    .default(null),
  designatedGrower: z.boolean().default(false),
  geverifieerd: z.boolean().default(false),
  actief: z.boolean().default(true),
});
export type TelerInput = z.infer<typeof TelerInputSchema>;

export const TelerAdminSchema = z.object({
  id: z.string(),
  naam: z.string(),
  slug: z.string(),
  plaats: z.string().nullable(),
  provincie: z.string().nullable(),
  beschrijving: z.string().nullable(),
  specialiteiten: z.array(z.string()),
  licensieNummer: z.string().nullable(),
  kvkNummer: z.string().nullable(),
  contactEmail: z.string().nullable(),
  website: z.string().nullable(),
  designatedGrower: z.boolean(),
  geverifieerd: z.boolean(),
  actief: z.boolean(),
});
export type TelerAdmin = z.infer<typeof TelerAdminSchema>;
