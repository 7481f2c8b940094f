import { z } from 'zod';

export const SEARCH_PAGE_SIZE = 10;
/** Shops listed per product name in search results. */
export const SEARCH_SHOPS_PER_PRODUCT = 3;

export const SearchQuerySchema = z.object({
  q: z.string({ error: 'Vul een zoekterm in' }).trim().min(2, 'Vul minimaal 2 tekens in').max(80, 'Maximaal 80 tekens'),
  page: z.coerce
    .number({ error: 'Pagina moet een getal zijn' })
    .int()
    .min(1, 'Pagina begint bij 1')
    .max(100, 'Maximaal pagina 100')
    .default(1),
});
export type SearchQuery = z.infer<typeof SearchQuerySchema>;

const Group = <T extends z.ZodType>(item: T) => z.object({ items: z.array(item), total: z.number().int() });

export const SearchResultsSchema = z.object({
  query: z.string(),
  page: z.number().int(),
  pageSize: z.number().int(),
  cities: z.array(z.object({ plaats: z.string(), plaatsSlug: z.string(), count: z.number().int() })),
  shops: Group(z.object({ id: z.string(), name: z.string(), slug: z.string(), plaats: z.string(), plaatsSlug: z.string() })),
  /** Products by name, each with up to three shops that show it online (menu visibility applied). */
  products: Group(
    z.object({
      naam: z.string(),
      category: z.string(),
      shops: z.array(z.object({ name: z.string(), slug: z.string(), plaats: z.string(), plaatsSlug: z.string() })),
    }),
  ),
  telers: Group(z.object({ id: z.string(), naam: z.string(), slug: z.string(), plaats: z.string().nullable() })),
});
export type SearchResults = z.infer<typeof SearchResultsSchema>;
