CREATE TABLE "site_template_settings" (
	"template" text PRIMARY KEY NOT NULL,
	"enabled" boolean NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sites" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"place_kind" text NOT NULL,
	"place_id" uuid NOT NULL,
	"slug" text NOT NULL,
	"template" text NOT NULL,
	"colours" jsonb NOT NULL,
	"pages" jsonb NOT NULL,
	"intro" text DEFAULT '' NOT NULL,
	"published" boolean DEFAULT false NOT NULL,
	"published_at" timestamp with time zone,
	"domain" text,
	"domain_verified_at" timestamp with time zone,
	"domain_checked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sites_slug_unique" UNIQUE("slug"),
	CONSTRAINT "sites_domain_unique" UNIQUE("domain")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "sites_place_idx" ON "sites" USING btree ("place_kind","place_id");--> statement-breakpoint
CREATE INDEX "sites_published_idx" ON "sites" USING btree ("published");