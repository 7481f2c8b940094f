-- Data step written by hand (ADR 031): keep the combinations and give every table a place on the plan before the
-- flag goes. Tables that were both combinable in one area become pairs; tables are laid out in rows of six.
INSERT INTO "venue_table_pairs" ("venue_id", "table_id", "other_table_id")
SELECT a."venue_id", a."id", b."id" FROM "venue_tables" a
JOIN "venue_tables" b ON b."area_id" = a."area_id" AND a."id" < b."id"
WHERE a."combinable" AND b."combinable"
ON CONFLICT DO NOTHING;--> statement-breakpoint
UPDATE "venue_tables" t SET "x" = 20 + (r.n % 6) * 120, "y" = LEAST(20 + (r.n / 6) * 100, 424)
FROM (SELECT "id", row_number() OVER (PARTITION BY "venue_id" ORDER BY "name") - 1 AS n FROM "venue_tables") r
WHERE r."id" = t."id" AND t."x" = 0 AND t."y" = 0;--> statement-breakpoint
ALTER TABLE "venue_tables" DROP COLUMN "combinable";