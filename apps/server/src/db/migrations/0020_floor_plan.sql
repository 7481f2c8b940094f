CREATE TABLE "venue_table_pairs" (
	"venue_id" uuid NOT NULL,
	"table_id" uuid NOT NULL,
	"other_table_id" uuid NOT NULL,
	CONSTRAINT "venue_table_pairs_table_id_other_table_id_pk" PRIMARY KEY("table_id","other_table_id"),
	CONSTRAINT "venue_table_pairs_order" CHECK ("venue_table_pairs"."table_id" < "venue_table_pairs"."other_table_id")
);
--> statement-breakpoint
ALTER TABLE "venue_tables" ADD COLUMN "min_party" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "venue_tables" ADD COLUMN "bookable_online" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "venue_tables" ADD COLUMN "x" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "venue_tables" ADD COLUMN "y" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "venue_table_pairs" ADD CONSTRAINT "venue_table_pairs_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "venue_table_pairs" ADD CONSTRAINT "venue_table_pairs_table_id_venue_tables_id_fk" FOREIGN KEY ("table_id") REFERENCES "public"."venue_tables"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "venue_table_pairs" ADD CONSTRAINT "venue_table_pairs_other_table_id_venue_tables_id_fk" FOREIGN KEY ("other_table_id") REFERENCES "public"."venue_tables"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "venue_table_pairs_venue_idx" ON "venue_table_pairs" USING btree ("venue_id");--> statement-breakpoint
CREATE UNIQUE INDEX "venue_tables_venue_name_idx" ON "venue_tables" USING btree ("venue_id","name") WHERE "venue_tables"."active";