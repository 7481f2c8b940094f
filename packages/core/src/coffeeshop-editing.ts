import { z } from 'zod';
import { MENU_VISIBILITIES } from './coffeeshops.ts';
import { ProvinceSchema } from './dutch-address.ts';
import { type OpeningHours, type OpeningHoursException, WEEKDAYS } from './opening-hours.ts';
import { OwnerEmailSchema, PlaceInputFields } from './place-input.ts';

/** What an admin enters for a coffeeshop: the place, its province and house rules, and where its menu shows. */
export const CoffeeshopInputSchema = z.object({
  ...PlaceInputFields,
  province: ProvinceSchema,
  /** Ingezetenencriterium: only residents of the Netherlands are admitted. */
  residentsOnly: z.boolean().default(false),
  wietexperiment: z.boolean().default(false),
  /** Art. 3b Opiumwet: in the shop unless the shop chooses otherwise. */
  menuVisibility: z
    .enum(MENU_VISIBILITIES, { error: 'Kies waar het menu zichtbaar is: in de winkel, geverifieerd of openbaar' })
    .default('in_store'),
});
export type CoffeeshopInput = z.infer<typeof CoffeeshopInputSchema>;

/** Admins add a coffeeshop and may name its owner by the e-mail address of an existing account. */
export const CoffeeshopCreateSchema = CoffeeshopInputSchema.extend({ ownerEmail: OwnerEmailSchema });
export type CoffeeshopCreate = z.infer<typeof CoffeeshopCreateSchema>;

export const EditableCoffeeshopSchema = CoffeeshopInputSchema.extend({
  id: z.string(),
  slug: z.string(),
  plaatsSlug: z.string(),
  ownerId: z.string().nullable(),
  active: z.boolean(),
});
export type EditableCoffeeshop = z.infer<typeof EditableCoffeeshopSchema>;

const optionalText = (text: string) => (text.trim() ? text.trim() : null);

/**
 * The coffeeshop form: what the fields hold (text as typed, the opening hours), turned into a shop and checked by
 * the create schema, so every issue keeps the input's path. The owner's address is only filled in by an admin adding
 * a shop; editing leaves it empty and the caller drops it.
 */
export const CoffeeshopFormSchema = z
  .object({
    name: z.string(),
    description: z.string(),
    address: z.string(),
    postcode: z.string(),
    plaats: z.string(),
    province: z.string(),
    latitude: z.string(),
    longitude: z.string(),
    phone: z.string(),
    website: z.string(),
    openingHours: z.custom<OpeningHours>(),
    openingHoursExceptions: z.custom<OpeningHoursException[]>(),
    residentsOnly: z.boolean(),
    wietexperiment: z.boolean(),
    menuVisibility: z.string(),
    ownerEmail: z.string(),
  })
  .transform(
    (values): z.input<typeof CoffeeshopCreateSchema> => ({
      ...values,
      province: values.province as CoffeeshopInput['province'],
      menuVisibility: values.menuVisibility as CoffeeshopInput['menuVisibility'],
      latitude: values.latitude.trim() === '' ? Number.NaN : Number(values.latitude.replace(',', '.')),
      longitude: values.longitude.trim() === '' ? Number.NaN : Number(values.longitude.replace(',', '.')),
      phone: optionalText(values.phone),
      website: optionalText(values.website),
      ownerEmail: optionalText(values.ownerEmail),
    }),
  )
  .pipe(CoffeeshopCreateSchema);
export type CoffeeshopFormValues = z.input<typeof CoffeeshopFormSchema>;

/** The form's fields for a shop as it stands (or an empty one). */
export function coffeeshopFormValues(shop: CoffeeshopInput | null): CoffeeshopFormValues {
  const hours = Object.fromEntries(WEEKDAYS.map((day) => [day, [{ open: '10:00', close: '23:00' }]])) as OpeningHours;
  return {
    name: shop?.name ?? '',
    description: shop?.description ?? '',
    address: shop?.address ?? '',
    postcode: shop?.postcode ?? '',
    plaats: shop?.plaats ?? '',
    province: shop?.province ?? '',
    latitude: shop ? String(shop.latitude) : '',
    longitude: shop ? String(shop.longitude) : '',
    phone: shop?.phone ?? '',
    website: shop?.website ?? '',
    openingHours: shop?.openingHours ?? hours,
    openingHoursExceptions: shop?.openingHoursExceptions ?? [],
    residentsOnly: shop?.residentsOnly ?? false,
    wietexperiment: shop?.wietexperiment ?? false,
    menuVisibility: shop?.menuVisibility ?? 'in_store',
    ownerEmail: '',
  };
}
