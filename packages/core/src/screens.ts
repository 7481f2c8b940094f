import { z } from 'zod';
import { ProductViewSchema } from './coffeeshops.ts';
import { PRODUCT_CATEGORIES, type ProductCategory } from './product-rules.ts';

const Time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Gebruik uu:mm, bijvoorbeeld 18:00');
const Categories = z.array(z.enum(PRODUCT_CATEGORIES, { error: 'Onbekende categorie' })).min(1, 'Kies minimaal één categorie');

/** A screen's layout: columns, the categories shown, and dayparts that change them (e.g. after 18:00). */
export const ScreenLayoutSchema = z.object({
  columns: z.number().int().min(1, 'Minimaal 1 kolom').max(4, 'Maximaal 4 kolommen').default(2),
  categories: Categories.default([...PRODUCT_CATEGORIES]),
  dayparts: z
    .array(z.object({ from: Time, to: Time, categories: Categories }))
    .max(6, 'Maximaal 6 dagdelen')
    .default([]),
});
export type ScreenLayout = z.infer<typeof ScreenLayoutSchema>;

export const ScreenInputSchema = z.object({
  name: z.string({ error: 'Naam is verplicht' }).trim().min(1, 'Naam is verplicht').max(60, 'Maximaal 60 tekens'),
  layout: ScreenLayoutSchema.default({ columns: 2, categories: [...PRODUCT_CATEGORIES], dayparts: [] }),
  dimUntilTapped: z.boolean().default(false),
});
export type ScreenInput = z.infer<typeof ScreenInputSchema>;

/**
 * The new-screen form: one optional daypart (no start time is none), columns as the select
 * holds them; turned into a `ScreenInput` and checked by that schema. The fields sit at the
 * input's own paths (name, layout.categories, layout.dayparts.0.from, …), so every issue, the
 * browser's or the server's, lands on the field it is about.
 */
export const ScreenFormSchema = z
  .object({
    name: z.string(),
    layout: z.object({
      columns: z.string(),
      categories: z.array(z.string()),
      dayparts: z.tuple([z.object({ from: z.string(), to: z.string(), categories: z.array(z.string()) })]),
    }),
    dimUntilTapped: z.boolean(),
  })
  .transform(
    ({ name, layout, dimUntilTapped }): z.input<typeof ScreenInputSchema> => ({
      name,
      dimUntilTapped,
      layout: {
        columns: Number(layout.columns),
        categories: layout.categories as ProductCategory[],
        dayparts: layout.dayparts
          .filter((daypart) => daypart.from)
          .map((daypart) => ({ ...daypart, categories: daypart.categories as ProductCategory[] })),
      },
    }),
  )
  .pipe(ScreenInputSchema);

export const ScreenSchema = z.object({
  id: z.string(),
  coffeeshopId: z.string(),
  name: z.string(),
  layout: ScreenLayoutSchema,
  dimUntilTapped: z.boolean(),
  /** null for a read-only (demo) viewer: the code and token are the screen's secrets. */
  pairingCode: z.string().nullable(),
  token: z.string().nullable(),
  revoked: z.boolean(),
  lastSeenAt: z.string().nullable(),
  createdAt: z.string(),
});
export type Screen = z.infer<typeof ScreenSchema>;

export const PairInputSchema = z.object({
  code: z
    .string({ error: 'Vul de koppelcode in' })
    .trim()
    .toUpperCase()
    .regex(/^[A-Z2-9]{8}$/, 'De koppelcode bestaat uit 8 letters en cijfers'),
});

export const ScreenFeedSchema = z.object({
  screen: z.object({ id: z.string(), name: z.string(), layout: ScreenLayoutSchema, dimUntilTapped: z.boolean() }),
  shop: z.object({ id: z.string(), name: z.string(), plaats: z.string() }),
  products: z.array(ProductViewSchema),
  version: z.string(),
});
export type ScreenFeed = z.infer<typeof ScreenFeedSchema>;
