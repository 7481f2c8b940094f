import { z } from 'zod';
import { type OpeningHours, WEEKDAYS } from './opening-hours.ts';
import { OpeningHoursExceptionsSchema } from './opening-hours-exceptions.ts';
import { OpeningPeriodSchema } from './opening-hours-schemas.ts';
import { OptionalWebUrlSchema, singleLine } from './text.ts';

/*
 * The fields a coffeeshop and a venue share when an owner or admin enters them: written once for both brands.
 */

/** A required single-line text with a Dutch message naming the field. */
export const RequiredText = (label: string, max: number) =>
  singleLine(
    z
      .string({ error: `${label} is verplicht` })
      .trim()
      .min(1, `${label} is verplicht`)
      .max(max, `${label} mag maximaal ${max} tekens hebben`),
  );

export const OpeningHoursInputSchema = z.object(
  Object.fromEntries(
    WEEKDAYS.map((day) => [day, z.array(OpeningPeriodSchema).max(3, 'Maximaal drie periodes per dag')]),
  ) as Record<(typeof WEEKDAYS)[number], z.ZodArray<typeof OpeningPeriodSchema>>,
) as unknown as z.ZodType<OpeningHours>;

/** Name, address, position, contact and hours of a place, as an owner or admin enters them. */
export const PlaceInputFields = {
  name: RequiredText('Naam', 120),
  description: z.string().trim().max(2000, 'Maximaal 2000 tekens').default(''),
  address: RequiredText('Adres', 200),
  postcode: z
    .string({ error: 'Postcode is verplicht' })
    .trim()
    .toUpperCase()
    .regex(/^\d{4} ?[A-Z]{2}$/, 'Vul een Nederlandse postcode in, bijvoorbeeld 1012 AB'),
  plaats: RequiredText('Plaats', 80),
  latitude: z.number({ error: 'Vul de breedtegraad in' }).min(50.7, 'Ligt niet in Nederland').max(53.7, 'Ligt niet in Nederland'),
  longitude: z.number({ error: 'Vul de lengtegraad in' }).min(3.2, 'Ligt niet in Nederland').max(7.3, 'Ligt niet in Nederland'),
  phone: z.string().trim().max(30).nullable().default(null),
  website: OptionalWebUrlSchema,
  openingHours: OpeningHoursInputSchema,
  /** Absent: unchanged when saving a place (a client that does not know them keeps them), none when creating one. */
  openingHoursExceptions: OpeningHoursExceptionsSchema.optional(),
};

/** Admins create a place and may name its owner by the e-mail address of an existing account. */
export const OwnerEmailSchema = z.email('Vul een geldig e-mailadres in').nullable().default(null);

/** An admin takes a place offline (gone from every page and list, its owner's included) or back online. */
export const PlaceActiveInputSchema = z.object({ active: z.boolean({ error: 'Kies of de zaak actief is' }) });
export type PlaceActiveInput = z.infer<typeof PlaceActiveInputSchema>;

/** An admin hands a place to another account, or to nobody (null). */
// Required here (null for nobody): a body without it must not hand the place away by default.
export const PlaceOwnerInputSchema = z.object({
  ownerEmail: z.email({ error: 'Vul een geldig e-mailadres in' }).nullable(),
});
export type PlaceOwnerInput = z.infer<typeof PlaceOwnerInputSchema>;

/** Who owns a place and whether it is online, as an admin sees it after a change. */
export const PlaceAdminStateSchema = z.object({ id: z.string(), active: z.boolean(), ownerId: z.string().nullable() });
export type PlaceAdminState = z.infer<typeof PlaceAdminStateSchema>;

/** A place in the admins' list of either brand: online or not, and whose it is. */
export const AdminPlaceSchema = z.object({
  id: z.string(),
  name: z.string(),
  plaats: z.string(),
  active: z.boolean(),
  ownerEmail: z.string().nullable(),
});
export type AdminPlace = z.infer<typeof AdminPlaceSchema>;

/** The transfer form: an empty address hands the place to nobody; otherwise it must be an account's address. */
export const PlaceOwnerFormSchema = z
  .object({ ownerEmail: z.string() })
  .transform(({ ownerEmail }) => ({ ownerEmail: ownerEmail.trim() || null }))
  .pipe(PlaceOwnerInputSchema);
