import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';

/**
 * How a name is matched. `exact`: Dutch full-text search finds its words
 * ("kamers" → Kamer) or it contains the query. `fuzzy`: the query is a close
 * trigram match of one of its words (typos: "amnezia" → Amnesia). The service
 * asks for fuzzy matches only when nothing matched exactly: a word like
 * "groene" is close to hundreds of names, which is noise next to an exact hit
 * and was the slowest part of a search. Every operator has a GIN index.
 */
export type MatchMode = 'exact' | 'fuzzy';
type Column = ReturnType<typeof sql.raw>;

const matches = (column: Column, q: string, mode: MatchMode) =>
  mode === 'exact'
    ? sql`(to_tsvector('dutch', ${column}) @@ plainto_tsquery('dutch', ${q}) OR ${column} ILIKE ${`%${q}%`})`
    : sql`${q} <% ${column}`;
const rank = (column: Column, q: string, mode: MatchMode) =>
  mode === 'exact'
    ? sql`ts_rank(to_tsvector('dutch', ${column}), plainto_tsquery('dutch', ${q}))`
    : sql`word_similarity(${q}, ${column})`;

interface Page {
  limit: number;
  offset: number;
}

function rows<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/**
 * Cities are few: match over the grouped list, not over every shop row.
 * MATERIALIZED stops PostgreSQL from pushing the match below the GROUP BY,
 * where it would run once per shop.
 */
export async function searchCities(db: Database, q: string, mode: MatchMode) {
  const column = sql.raw('plaats');
  return rows<{ plaats: string; plaatsSlug: string; count: number }>(
    await db.execute(sql`
      with cities as materialized (
        select plaats, plaats_slug as "plaatsSlug", count(*)::int as count
        from coffeeshops where active group by plaats, plaats_slug
      )
      select plaats, "plaatsSlug", count from cities
      where ${matches(column, q, mode)}
      order by ${rank(column, q, mode)} desc, plaats
      limit 5`),
  );
}

/** Matching shops, one page, with the total from a window count (one query). */
export async function searchShops(db: Database, q: string, mode: MatchMode, page: Page) {
  const column = sql.raw('name');
  // The planner prices the text functions per row far too low and scans every
  // shop (10 ms for word_similarity on 2,000 shops) where the name indexes
  // take 1–3 ms; SET LOCAL keeps the hint inside the search transaction.
  await db.execute(sql`set local enable_seqscan = off`);
  const found = rows<{ id: string; name: string; slug: string; plaats: string; plaatsSlug: string; total: number }>(
    await db.execute(sql`
      select id, name, slug, plaats, plaats_slug as "plaatsSlug", count(*) over ()::int as total
      from coffeeshops
      where active and ${matches(column, q, mode)}
      order by ${rank(column, q, mode)} desc, name
      limit ${page.limit} offset ${page.offset}`),
  );
  await db.execute(sql`set local enable_seqscan = on`);
  return { items: found.map(({ total: _total, ...item }) => item), total: found[0]?.total ?? 0 };
}

/**
 * Product names that match (from the small product_names table) and that a
 * shop visible to this viewer sells, each with a few such shops. The shops
 * come from the products(naam) index in one lateral query, unordered: sorting
 * every shop that sells a popular strain is what made search slow.
 */
export async function searchProducts(
  db: Database,
  q: string,
  mode: MatchMode,
  viewer: { verified: boolean; page: Page; shopsPerName: number },
) {
  const column = sql.raw('n.naam');
  const { verified: viewerVerified, page, shopsPerName } = viewer;
  const visible = viewerVerified ? sql`c.menu_visibility in ('public', 'verified')` : sql`c.menu_visibility = 'public'`;
  // A scalar subquery with LIMIT 1 stays a per-name index probe; EXISTS may become a full semi-join.
  const sold = sql`(select true from products p join coffeeshops c on c.id = p.coffeeshop_id where p.naam = n.naam and p.actief and c.active and ${visible} limit 1) is not null`;
  const names = rows<{ naam: string; category: string; total: number }>(
    await db.execute(sql`
      select n.naam, n.category, count(*) over ()::int as total from product_names n
      where ${matches(column, q, mode)} and ${sold}
      order by ${rank(column, q, mode)} desc, n.naam
      limit ${page.limit} offset ${page.offset}`),
  );
  if (names.length === 0) return { items: [], total: 0 };
  const shops = rows<{ naam: string; name: string; slug: string; plaats: string; plaatsSlug: string }>(
    await db.execute(sql`
      select wanted.naam, s.name, s.slug, s.plaats, s."plaatsSlug"
      from unnest(ARRAY[${sql.join(
        names.map((name) => sql`${name.naam}`),
        sql`, `,
      )}]::text[]) as wanted(naam)
      cross join lateral (
        select c.name, c.slug, c.plaats, c.plaats_slug as "plaatsSlug"
        from products p join coffeeshops c on c.id = p.coffeeshop_id
        where p.naam = wanted.naam and p.actief and c.active and ${visible}
        limit ${shopsPerName}
      ) s`),
  );
  return {
    items: names.map(({ naam, category }) => ({
      naam,
      category,
      shops: shops.filter((shop) => shop.naam === naam).map(({ naam: _naam, ...shop }) => shop),
    })),
    total: names[0]?.total ?? 0,
  };
}

export async function searchTelers(db: Database, q: string, mode: MatchMode, page: Page) {
  const column = sql.raw('naam');
  const found = rows<{ id: string; naam: string; slug: string; plaats: string | null; total: number }>(
    await db.execute(sql`
      select id, naam, slug, plaats, count(*) over ()::int as total from telers
      where actief and ${matches(column, q, mode)}
      order by ${rank(column, q, mode)} desc, naam
      limit ${page.limit} offset ${page.offset}`),
  );
  return { items: found.map(({ total: _total, ...item }) => item), total: found[0]?.total ?? 0 };
}
