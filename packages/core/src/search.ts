import { z } from 'zod';

export const SEARCH_PAGE_SIZE = 10;

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
  products: Group(
    z.object({
      id: z.string(),
      naam: z.string(),
      category: z.string(),
      shop: z.object({ name: z.string(), slug: z.string(), plaatsSlug: z.string() }),
    }),
  ),
  telers: Group(z.object({ id: z.string(), naam: z.string(), slug: z.string(), plaats: z.string().nullable() })),
});
export type SearchResults = z.infer<typeof SearchResultsSchema>;
