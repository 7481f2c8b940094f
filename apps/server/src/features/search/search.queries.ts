import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';

/**
 * A name matches when Dutch full-text search finds its words, or when the
 * query is a close trigram match of one of its words (typos: "amnezia" →
 * Amnesia), or a plain substring. Both operators are served by GIN indexes.
 */
const matches = (column: ReturnType<typeof sql.raw>, q: string) =>
  sql`(to_tsvector('dutch', ${column}) @@ plainto_tsquery('dutch', ${q}) OR ${q} <% ${column} OR ${column} ILIKE ${`%${q}%`})`;
const rank = (column: ReturnType<typeof sql.raw>, q: string) =>
  sql`greatest(ts_rank(to_tsvector('dutch', ${column}), plainto_tsquery('dutch', ${q})), word_similarity(${q}, ${column}))`;

interface Page {
  limit: number;
  offset: number;
}

function rows<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

export async function searchCities(db: Database, q: string) {
  const column = sql.raw('plaats');
  return rows<{ plaats: string; plaatsSlug: string; count: number }>(
    await db.execute(sql`
      select plaats, plaats_slug as "plaatsSlug", count(*)::int as count
      from coffeeshops
      where active and ${matches(column, q)}
      group by plaats, plaats_slug
      order by max(${rank(column, q)}) desc, plaats
      limit 5`),
  );
}

/** Matching shops, one page, with the total from a window count (one query). */
export async function searchShops(db: Database, q: string, page: Page) {
  const column = sql.raw('name');
  const found = rows<{ id: string; name: string; slug: string; plaats: string; plaatsSlug: string; total: number }>(
    await db.execute(sql`
      select id, name, slug, plaats, plaats_slug as "plaatsSlug", count(*) over ()::int as total
      from coffeeshops
      where active and ${matches(column, q)}
      order by ${rank(column, q)} desc, name
      limit ${page.limit} offset ${page.offset}`),
  );
  return { items: found.map(({ total: _total, ...item }) => item), total: found[0]?.total ?? 0 };
}

/**
 * Product names that match (from the small product_names table) and that a
 * shop visible to this viewer sells, each with a few such shops. The shops
 * come from the products(naam) index in one lateral query, unordered: sorting
 * every shop that sells a popular strain is what made search slow.
 */
export async function searchProducts(db: Database, q: string, viewerVerified: boolean, page: Page, shopsPerName: number) {
  const column = sql.raw('n.naam');
  const visible = viewerVerified ? sql`c.menu_visibility in ('public', 'verified')` : sql`c.menu_visibility = 'public'`;
  // A scalar subquery with LIMIT 1 stays a per-name index probe; EXISTS may become a full semi-join.
  const sold = sql`(select true from products p join coffeeshops c on c.id = p.coffeeshop_id where p.naam = n.naam and p.actief and c.active and ${visible} limit 1) is not null`;
  const names = rows<{ naam: string; category: string; total: number }>(
    await db.execute(sql`
      select n.naam, n.category, count(*) over ()::int as total from product_names n
      where ${matches(column, q)} and ${sold}
      order by ${rank(column, q)} desc, n.naam
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

export async function searchTelers(db: Database, q: string, page: Page) {
  const column = sql.raw('naam');
  const found = rows<{ id: string; naam: string; slug: string; plaats: string | null; total: number }>(
    await db.execute(sql`
      select id, naam, slug, plaats, count(*) over ()::int as total from telers
      where actief and ${matches(column, q)}
      order by ${rank(column, q)} desc, naam
      limit ${page.limit} offset ${page.offset}`),
  );
  return { items: found.map(({ total: _total, ...item }) => item), total: found[0]?.total ?? 0 };
}
