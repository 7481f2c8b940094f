// Long file: every schema a coffeeshop is read and written through, kept together so the shop's shape is seen at once.
import { z } from 'zod';
import { DutchPhoneSchema, KvkNumberSchema, PostcodeSchema, ProvinceSchema } from './dutch-address.ts';
import { OpeningHoursExceptionViewSchema } from './opening-hours-exceptions.ts';
import { PlacePhotoSchema } from './place-photos.ts';
import { WebUrlSchema } from './text.ts';

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
  /** Holidays, closures and special hours of the coming days (UPCOMING_EXCEPTION_DAYS), in date order. */
  openingHoursExceptions: z.array(OpeningHoursExceptionViewSchema),
  description: z.string(),
  phone: z.string().nullable(),
  website: z.string().nullable(),
  province: z.string(),
  menuVisibility: MenuVisibilitySchema,
  /** The shop's own photos in its order (never products or menus). */
  photos: z.array(PlacePhotoSchema),
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

/** Empty text means "not filled in": stored as null. */
const blankOr = <T extends z.ZodType<unknown, string>>(schema: T) =>
  z
    .string()
    .trim()
    .transform((value) => (value === '' ? null : value))
    .pipe(schema.nullable())
    .nullable()
    .default(null);

/** An image: an upload of ours (`/api/images/{id}/{preset}.webp`) or a web address. */
const ImageRefSchema = z.union([z.string().regex(/^\/api\/images\/[0-9a-f-]{36}\/[a-z]+\.webp$/), WebUrlSchema], {
  error: 'Upload een afbeelding of vul een volledig webadres in, beginnend met https://',
});

const coordinate = (label: string, min: number, max: number) =>
  z
    .number({ error: `${label} moet een getal zijn` })
    .min(min, `${label} ligt niet in Nederland (${String(min).replace('.', ',')} tot ${String(max).replace('.', ',')})`)
    .max(max, `${label} ligt niet in Nederland (${String(min).replace('.', ',')} tot ${String(max).replace('.', ',')})`)
    .nullable()
    .default(null);

const keywordList = (item: string, max: number) =>
  z
    .array(z.string().trim().min(1).max(40, `Een ${item} mag maximaal 40 tekens hebben`))
    .max(max, `Maximaal ${max} ${item === 'specialiteit' ? 'specialiteiten' : `${item}s`}`)
    .default([]);

/** The social accounts of spec section 3, each a full web address. */
export const TELER_SOCIALS = ['instagram', 'facebook', 'linkedin', 'twitter', 'youtube', 'tiktok'] as const;

/** What an admin enters for a grower in the grower manager: the teler fields of spec section 3. */
export const TelerInputSchema = z
  .object({
    naam: z
      .string({ error: 'Naam is verplicht' })
      .trim()
      .min(1, 'Naam is verplicht')
      .max(80, 'Naam mag maximaal 80 tekens hebben'),
    logoUrl: blankOr(ImageRefSchema),
    beschrijving: optionalText(2000, 'Beschrijving mag maximaal 2000 tekens hebben'),
    omschrijving: optionalText(2000, 'Omschrijving mag maximaal 2000 tekens hebben'),
    specialiteiten: keywordList('specialiteit', 10),
    // Address and location
    locatie: optionalText(120, 'Locatie mag maximaal 120 tekens hebben'),
    adres: optionalText(120, 'Adres mag maximaal 120 tekens hebben'),
    postcode: blankOr(PostcodeSchema),
    plaats: optionalText(80, 'Plaats mag maximaal 80 tekens hebben'),
    provincie: blankOr(ProvinceSchema),
    latitude: coordinate('Breedtegraad', 50.7, 53.7),
    longitude: coordinate('Lengtegraad', 3.2, 7.3),
    // Registration
    licensieNummer: optionalText(40, 'Vergunningnummer mag maximaal 40 tekens hebben'),
    kvkNummer: blankOr(KvkNumberSchema),
    // Contact and social media
    contactEmail: blankOr(z.email('Vul een geldig e-mailadres in')),
    contactTelefoon: blankOr(DutchPhoneSchema),
    whatsappNummer: blankOr(DutchPhoneSchema),
    website: blankOr(WebUrlSchema),
    instagram: blankOr(WebUrlSchema),
    facebook: blankOr(WebUrlSchema),
    linkedin: blankOr(WebUrlSchema),
    twitter: blankOr(WebUrlSchema),
    youtube: blankOr(WebUrlSchema),
    tiktok: blankOr(WebUrlSchema),
    // Visiting
    openingstijden: optionalText(500, 'Openingstijden mogen maximaal 500 tekens hebben'),
    bereikbaarheidInfo: optionalText(500, 'Bereikbaarheid mag maximaal 500 tekens hebben'),
    // Images
    heroImage: blankOr(ImageRefSchema),
    gallerijImages: z.array(ImageRefSchema).max(12, 'Maximaal 12 foto’s in de galerij').default([]),
    // Search engines
    metaTitle: optionalText(60, 'Een SEO-titel mag maximaal 60 tekens hebben'),
    metaDescription: optionalText(160, 'Een SEO-omschrijving mag maximaal 160 tekens hebben'),
    seoKeywords: keywordList('zoekwoord', 20),
    // Compliance and status
    complianceNotes: optionalText(2000, 'Compliance-notities mogen maximaal 2000 tekens hebben'),
    designatedGrower: z.boolean().default(false),
    geverifieerd: z.boolean().default(false),
    actief: z.boolean().default(true),
  })
  .superRefine((input, context) => {
    if ((input.latitude === null) !== (input.longitude === null)) {
      context.addIssue({
        code: 'custom',
        path: [input.latitude === null ? 'latitude' : 'longitude'],
        message: 'Vul breedte- en lengtegraad allebei in, of geen van beide',
      });
    }
  });
export type TelerInput = z.infer<typeof TelerInputSchema>;

export const TelerAdminSchema = z.object({
  id: z.string(),
  naam: z.string(),
  slug: z.string(),
  logoUrl: z.string().nullable(),
  beschrijving: z.string().nullable(),
  omschrijving: z.string().nullable(),
  specialiteiten: z.array(z.string()),
  locatie: z.string().nullable(),
  adres: z.string().nullable(),
  postcode: z.string().nullable(),
  plaats: z.string().nullable(),
  provincie: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  licensieNummer: z.string().nullable(),
  kvkNummer: z.string().nullable(),
  contactEmail: z.string().nullable(),
  contactTelefoon: z.string().nullable(),
  whatsappNummer: z.string().nullable(),
  website: z.string().nullable(),
  instagram: z.string().nullable(),
  facebook: z.string().nullable(),
  linkedin: z.string().nullable(),
  twitter: z.string().nullable(),
  youtube: z.string().nullable(),
  tiktok: z.string().nullable(),
  openingstijden: z.string().nullable(),
  bereikbaarheidInfo: z.string().nullable(),
  heroImage: z.string().nullable(),
  gallerijImages: z.array(z.string()),
  metaTitle: z.string().nullable(),
  metaDescription: z.string().nullable(),
  seoKeywords: z.array(z.string()),
  complianceNotes: z.string().nullable(),
  verificationStatus: z.string(),
  designatedGrower: z.boolean(),
  geverifieerd: z.boolean(),
  actief: z.boolean(),
});
export type TelerAdmin = z.infer<typeof TelerAdminSchema>;
