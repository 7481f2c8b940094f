import { z } from 'zod';
import { MENU_VISIBILITIES } from './coffeeshops.ts';
import { ProvinceSchema } from './dutch-address.ts';
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
