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

export async function searchShops(db: Database, q: string, page: Page) {
  const column = sql.raw('name');
  const where = sql`active and ${matches(column, q)}`;
  const items = rows<{ id: string; name: string; slug: string; plaats: string; plaatsSlug: string }>(
    await db.execute(sql`
      select id, name, slug, plaats, plaats_slug as "plaatsSlug"
      from coffeeshops
      where ${where}
      order by ${rank(column, q)} desc, name
      limit ${page.limit} offset ${page.offset}`),
  );
  const [count] = rows<{ n: number }>(await db.execute(sql`select count(*)::int as n from coffeeshops where ${where}`));
  return { items, total: count?.n ?? 0 };
}

/**
 * Product names that match (from the small product_names table), each with a
 * few shops whose menu this viewer may see on the web; names no visible shop
 * sells are left out. Shops come from the products(naam) index, a few per name.
 */
export async function searchProducts(db: Database, q: string, viewerVerified: boolean, page: Page, shopsPerName: number) {
  const column = sql.raw('n.naam');
  const visible = viewerVerified ? sql`c.menu_visibility in ('public', 'verified')` : sql`c.menu_visibility = 'public'`;
  const sold = sql`exists (select 1 from products p join coffeeshops c on c.id = p.coffeeshop_id where p.naam = n.naam and p.actief and c.active and ${visible})`;
  const where = sql`${matches(column, q)} and ${sold}`;
  const names = rows<{ naam: string; category: string }>(
    await db.execute(sql`
      select n.naam, n.category from product_names n
      where ${where}
      order by ${rank(column, q)} desc, n.naam
      limit ${page.limit} offset ${page.offset}`),
  );
  const [count] = rows<{ n: number }>(await db.execute(sql`select count(*)::int as n from product_names n where ${where}`));
  const items = [];
  for (const name of names) {
    const shops = rows<{ name: string; slug: string; plaats: string; plaatsSlug: string }>(
      await db.execute(sql`
        select c.name, c.slug, c.plaats, c.plaats_slug as "plaatsSlug"
        from products p join coffeeshops c on c.id = p.coffeeshop_id
        where p.naam = ${name.naam} and p.actief and c.active and ${visible}
        order by c.plaats, c.name
        limit ${shopsPerName}`),
    );
    items.push({ ...name, shops });
  }
  return { items, total: count?.n ?? 0 };
}

export async function searchTelers(db: Database, q: string, page: Page) {
  const column = sql.raw('naam');
  const where = sql`actief and ${matches(column, q)}`;
  const items = rows<{ id: string; naam: string; slug: string; plaats: string | null }>(
    await db.execute(
      sql`select id, naam, slug, plaats from telers where ${where} order by ${rank(column, q)} desc, naam limit ${page.limit} offset ${page.offset}`,
    ),
  );
  const [count] = rows<{ n: number }>(await db.execute(sql`select count(*)::int as n from telers where ${where}`));
  return { items, total: count?.n ?? 0 };
}
