-- Full-text indexes on exactly the expressions search matches (shop names,
-- teler names), so a search can use a BitmapOr of the full-text and trigram
-- indexes. The combined name/plaats/description index matched no query.
DROP INDEX IF EXISTS "coffeeshops_fts_idx";--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "coffeeshops_name_fts_idx" ON "coffeeshops" USING gin (to_tsvector('dutch', "name"));--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "telers_naam_fts_idx" ON "telers" USING gin (to_tsvector('dutch', "naam"));
