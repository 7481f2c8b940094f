-- Distinct product names for search: a few hundred rows instead of every
-- product of every shop (on the large seed "haze" matched 22,457 products).
-- Kept by a trigger, so every writer (API, CSV import, seeds) keeps it current.
CREATE TABLE IF NOT EXISTS "product_names" ("naam" text PRIMARY KEY, "category" text NOT NULL);--> statement-breakpoint
INSERT INTO "product_names" ("naam", "category") SELECT DISTINCT ON ("naam") "naam", "category" FROM "products" ORDER BY "naam" ON CONFLICT DO NOTHING;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "remember_product_name"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "product_names" ("naam", "category") VALUES (NEW."naam", NEW."category") ON CONFLICT DO NOTHING;
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "products_remember_name" AFTER INSERT OR UPDATE OF "naam" ON "products" FOR EACH ROW EXECUTE FUNCTION "remember_product_name"();--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "product_names_trgm_idx" ON "product_names" USING gin ("naam" public.gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "product_names_fts_idx" ON "product_names" USING gin (to_tsvector('dutch', "naam"));--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "products_naam_idx" ON "products" ("naam");
