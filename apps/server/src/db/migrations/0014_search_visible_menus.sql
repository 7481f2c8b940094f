-- search_groups takes the viewer's visible menu settings as a list
-- (webVisibleMenus in @platform/core, ADR 014) instead of a "verified" flag,
-- so the rule of which menus the web may show lives in one place. The body is
-- otherwise that of migration 0012; the old signature is dropped first, since
-- CREATE OR REPLACE cannot change parameter types.
DROP FUNCTION IF EXISTS search_groups(text, text, boolean, integer, integer);--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_groups(
  q text,
  contains_pattern text,
  -- The menu visibility settings this viewer may see (webVisibleMenus in @platform/core).
  visible menu_visibility[],
  page_limit integer,
  page_offset integer
) RETURNS json
LANGUAGE plpgsql STABLE
-- One typo in a seven-letter word ("amnezia") scores 0.5; pg_trgm's default 0.6 would miss it.
SET pg_trgm.word_similarity_threshold = 0.45
-- The planner prices the text functions per row far too low and would scan
-- every shop where the name indexes take well under a millisecond.
SET enable_seqscan = off
-- Generic plans: the plan must not depend on the query text to be reusable.
SET plan_cache_mode = force_generic_plan
AS $$
DECLARE
  query tsquery := plainto_tsquery('dutch', q);
  first_row integer := page_offset + 1;
  last_row integer := page_offset + page_limit;
  result json;
BEGIN
  SELECT json_build_object(
    'cities', (
      WITH exact AS (
        SELECT plaats, plaats_slug, ts_rank(to_tsvector('dutch', plaats), query) AS score FROM coffeeshops
        WHERE active AND (to_tsvector('dutch', plaats) @@ query OR plaats ILIKE contains_pattern)
      ), hits AS (
        SELECT * FROM exact
        UNION ALL
        SELECT plaats, plaats_slug, word_similarity(q, plaats) FROM coffeeshops
        WHERE active AND q <% plaats AND NOT EXISTS (SELECT FROM exact)
      )
      SELECT coalesce(json_agg(json_build_object('plaats', plaats, 'plaatsSlug', plaats_slug, 'count', count)
        ORDER BY score DESC, plaats), '[]'::json)
      FROM (SELECT plaats, plaats_slug, count(*)::int AS count, max(score) AS score FROM hits
            GROUP BY plaats, plaats_slug ORDER BY max(score) DESC, plaats LIMIT 5) cities),
    'shops', (
      WITH exact AS (
        SELECT id, name, slug, plaats, plaats_slug, ts_rank(to_tsvector('dutch', name), query) AS score FROM coffeeshops
        WHERE active AND (to_tsvector('dutch', name) @@ query OR name ILIKE contains_pattern)
      ), hits AS (
        SELECT * FROM exact
        UNION ALL
        SELECT id, name, slug, plaats, plaats_slug, word_similarity(q, name) FROM coffeeshops
        WHERE active AND q <% name AND NOT EXISTS (SELECT FROM exact)
      )
      SELECT json_build_object('total', count(*), 'items', coalesce(json_agg(
          json_build_object('id', id, 'name', name, 'slug', slug, 'plaats', plaats, 'plaatsSlug', plaats_slug)
          ORDER BY position) FILTER (WHERE position BETWEEN first_row AND last_row), '[]'::json))
      FROM (SELECT *, row_number() OVER (ORDER BY score DESC, name) AS position FROM hits) ranked),
    -- Product names that a shop visible to this viewer sells, each with a few
    -- such shops, unordered: sorting every seller of a popular strain is slow.
    -- The 3 is SEARCH_SHOPS_PER_PRODUCT (@platform/core) as a literal: with a
    -- parameter the generic plan expects a tenth of all sellers and collects them all.
    'products', (
      WITH exact AS (
        SELECT naam, category, ts_rank(to_tsvector('dutch', naam), query) AS score FROM product_names
        WHERE (to_tsvector('dutch', naam) @@ query OR naam ILIKE contains_pattern) AND search_is_sold(naam, visible)
      ), hits AS (
        SELECT * FROM exact
        UNION ALL
        SELECT naam, category, word_similarity(q, naam) FROM product_names
        WHERE q <% naam AND search_is_sold(naam, visible) AND NOT EXISTS (SELECT FROM exact)
      )
      SELECT json_build_object('total', count(*), 'items', coalesce(json_agg(
          json_build_object('naam', naam, 'category', category, 'shops', (
            SELECT coalesce(json_agg(json_build_object('name', name, 'slug', slug, 'plaats', plaats, 'plaatsSlug', plaats_slug)), '[]'::json)
            FROM (SELECT c.name, c.slug, c.plaats, c.plaats_slug FROM products p JOIN coffeeshops c ON c.id = p.coffeeshop_id
                  WHERE p.naam = ranked.naam AND p.actief AND c.active AND c.menu_visibility = ANY (visible)
                  LIMIT 3) sellers))
          ORDER BY position) FILTER (WHERE position BETWEEN first_row AND last_row), '[]'::json))
      FROM (SELECT *, row_number() OVER (ORDER BY score DESC, naam) AS position FROM hits) ranked),
    'telers', (
      WITH exact AS (
        SELECT id, naam, slug, plaats, ts_rank(to_tsvector('dutch', naam), query) AS score FROM telers
        WHERE actief AND (to_tsvector('dutch', naam) @@ query OR naam ILIKE contains_pattern)
      ), hits AS (
        SELECT * FROM exact
        UNION ALL
        SELECT id, naam, slug, plaats, word_similarity(q, naam) FROM telers
        WHERE actief AND q <% naam AND NOT EXISTS (SELECT FROM exact)
      )
      SELECT json_build_object('total', count(*), 'items', coalesce(json_agg(
          json_build_object('id', id, 'naam', naam, 'slug', slug, 'plaats', plaats)
          ORDER BY position) FILTER (WHERE position BETWEEN first_row AND last_row), '[]'::json))
      FROM (SELECT *, row_number() OVER (ORDER BY score DESC, naam) AS position FROM hits) ranked)
  ) INTO result;
  RETURN result;
END
$$;
