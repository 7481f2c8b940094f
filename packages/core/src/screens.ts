import { z } from 'zod';
import { ProductViewSchema } from './coffeeshops.ts';
import { dutchClock, minuteOf } from './opening-hours.ts';
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

/** The categories a screen shows now (Dutch time): the first daypart that covers now, else the layout's own. */
export function activeCategories(layout: ScreenLayout, at: Date): ProductCategory[] {
  const { minute } = dutchClock(at);
  for (const part of layout.dayparts) {
    const from = minuteOf(part.from);
    const to = minuteOf(part.to);
    const inside = from <= to ? minute >= from && minute < to : minute >= from || minute < to;
    if (inside) return part.categories;
  }
  return layout.categories;
}

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

/** Splits a list into pages of `perPage` for auto-paging screens. */
export function pages<T>(items: readonly T[], perPage: number): T[][] {
  const size = Math.max(1, Math.floor(perPage));
  const result: T[][] = [];
  for (let start = 0; start < items.length; start += size) result.push(items.slice(start, start + size));
  return result.length > 0 ? result : [[]];
}

/**
 * Pages for a screen by what fits: rows of measured heights fill the first column
 * top to bottom up to `available` pixels, then the next column, then a new page.
 * Returns, per page, the row indices per column. A row taller than a column gets
 * a column of its own rather than being lost.
 */
export function pagesByHeight(heights: readonly number[], available: number, columns: number): number[][][] {
  const columnCount = Math.max(1, Math.floor(columns));
  const result: number[][][] = [];
  let page: number[][] = [[]];
  let used = 0;
  heights.forEach((height, index) => {
    const column = page[page.length - 1] as number[];
    // Half a pixel of slack: measured heights are fractional.
    if (column.length > 0 && used + height > available + 0.5) {
      if (page.length === columnCount) {
        result.push(page);
        page = [[]];
      } else {
        page.push([]);
      }
      used = 0;
    }
    (page[page.length - 1] as number[]).push(index);
    used += height;
  });
  result.push(page);
  return result;
}

const HOUR_MS = 3_600_000;

/**
 * Menu views on screens (ADR 076): one view is a clock hour in which a screen showed its menu (loaded, not dimmed,
 * on view), counted once per screen and hour however often it reloads. This is the start of the hour `at` falls in;
 * a Dutch hour starts on the UTC hour, as the offset is whole hours.
 */
export function menuViewHour(at: Date): Date {
  return new Date(Math.floor(at.getTime() / HOUR_MS) * HOUR_MS);
}
