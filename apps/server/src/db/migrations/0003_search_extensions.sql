-- Trigram matching for typo-tolerant search ("amnezia" finds Amnesia). The
-- extension lives in public so that every schema (test runs use their own) shares it.
CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "products_naam_trgm_idx" ON "products" USING gin ("naam" public.gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "coffeeshops_name_trgm_idx" ON "coffeeshops" USING gin ("name" public.gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "coffeeshops_plaats_trgm_idx" ON "coffeeshops" USING gin ("plaats" public.gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "telers_naam_trgm_idx" ON "telers" USING gin ("naam" public.gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "products_naam_fts_idx" ON "products" USING gin (to_tsvector('dutch', "naam"));--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "coffeeshops_fts_idx" ON "coffeeshops" USING gin (to_tsvector('dutch', "name" || ' ' || "plaats" || ' ' || "description"));
