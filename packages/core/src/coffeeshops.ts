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
