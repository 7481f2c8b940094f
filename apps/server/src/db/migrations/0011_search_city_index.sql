-- Search speed (ADR 014).
--
-- 1. GIN indexes without a pending list. With fastupdate (the default) new
--    entries wait in an unsorted list that every search scans until VACUUM;
--    PGlite has no autovacuum, so after seeding 2,000 shops each trigram
--    lookup took 5–7 ms instead of 0.05 ms. Writes to these tables are rare
--    (menu saves touch products, a few rows at a time).
ALTER INDEX "coffeeshops_name_trgm_idx" SET (fastupdate = off);--> statement-breakpoint
ALTER INDEX "coffeeshops_plaats_trgm_idx" SET (fastupdate = off);--> statement-breakpoint
ALTER INDEX "coffeeshops_name_fts_idx" SET (fastupdate = off);--> statement-breakpoint
ALTER INDEX "products_naam_trgm_idx" SET (fastupdate = off);--> statement-breakpoint
ALTER INDEX "products_naam_fts_idx" SET (fastupdate = off);--> statement-breakpoint
ALTER INDEX "product_names_trgm_idx" SET (fastupdate = off);--> statement-breakpoint
ALTER INDEX "product_names_fts_idx" SET (fastupdate = off);--> statement-breakpoint
ALTER INDEX "telers_naam_trgm_idx" SET (fastupdate = off);--> statement-breakpoint
ALTER INDEX "telers_naam_fts_idx" SET (fastupdate = off);--> statement-breakpoint
SELECT gin_clean_pending_list(c.oid)
  FROM pg_index i
  JOIN pg_class c ON c.oid = i.indexrelid
  JOIN pg_am a ON a.oid = c.relam
  JOIN pg_namespace n ON n.oid = c.relnamespace
  WHERE a.amname = 'gin' AND n.nspname = current_schema();--> statement-breakpoint
-- 2. Cities are matched on the shop rows through an index, then grouped.
CREATE INDEX IF NOT EXISTS "coffeeshops_plaats_fts_idx" ON "coffeeshops" USING gin (to_tsvector('dutch', "plaats")) WITH (fastupdate = off);
