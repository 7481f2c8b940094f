CREATE TYPE "public"."menu_visibility" AS ENUM('in_store', 'verified', 'public');--> statement-breakpoint
CREATE TYPE "public"."compliance_status" AS ENUM('pending', 'approved', 'flagged', 'rejected');--> statement-breakpoint
CREATE TYPE "public"."guideline_type" AS ENUM('forbidden_terms', 'patterns');--> statement-breakpoint
CREATE TYPE "public"."maker_status" AS ENUM('active', 'paused', 'ended');--> statement-breakpoint
CREATE TYPE "public"."maker_tier" AS ENUM('seed', 'grow', 'bloom');--> statement-breakpoint
CREATE TABLE "coffeeshop_managers" (
	"coffeeshop_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coffeeshop_managers_coffeeshop_id_user_id_pk" PRIMARY KEY("coffeeshop_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "coffeeshops" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"plaats" text NOT NULL,
	"plaats_slug" text NOT NULL,
	"address" text NOT NULL,
	"postcode" text NOT NULL,
	"province" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"opening_hours" jsonb NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"photos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"phone" text,
	"website" text,
	"residents_only" boolean DEFAULT false NOT NULL,
	"wietexperiment" boolean DEFAULT false NOT NULL,
	"menu_visibility" "menu_visibility" DEFAULT 'in_store' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"owner_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "telers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"naam" text NOT NULL,
	"logo_url" text,
	"beschrijving" text,
	"omschrijving" text,
	"locatie" text,
	"gemeente" text,
	"adres" text,
	"postcode" text,
	"plaats" text,
	"provincie" text,
	"latitude" double precision,
	"longitude" double precision,
	"licensie_nummer" text,
	"kvk_nummer" text,
	"slug" text NOT NULL,
	"contact_email" text,
	"contact_telefoon" text,
	"website" text,
	"specialiteiten" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"actief" boolean DEFAULT true NOT NULL,
	"instagram" text,
	"facebook" text,
	"linkedin" text,
	"twitter" text,
	"youtube" text,
	"tiktok" text,
	"whatsapp_nummer" text,
	"openingstijden" text,
	"bereikbaarheid_info" text,
	"hero_image" text,
	"gallerij_images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"geverifieerd" boolean DEFAULT false NOT NULL,
	"verification_status" text DEFAULT 'pending' NOT NULL,
	"compliance_notes" text,
	"meta_title" text,
	"meta_description" text,
	"seo_keywords" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"designated_grower" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "telers_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "community_makers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"gemeente" text NOT NULL,
	"specializations" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"tier" "maker_tier" DEFAULT 'seed' NOT NULL,
	"status" "maker_status" DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "community_makers_user_id_unique" UNIQUE("user_id")
);
--> statement-breakpoint
CREATE TABLE "compliance_guidelines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"guideline_type" "guideline_type" NOT NULL,
	"rules_data" jsonb NOT NULL,
	"severity" text DEFAULT 'high' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "maker_content" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"maker_id" uuid NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"content_type" text NOT NULL,
	"content_body" text NOT NULL,
	"gemeente" text NOT NULL,
	"compliance_status" "compliance_status" DEFAULT 'pending' NOT NULL,
	"compliance_issues" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"preflight_score" integer NOT NULL,
	"engagement_metrics" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"submission_date" timestamp with time zone DEFAULT now() NOT NULL,
	"review_note" text,
	"reviewed_at" timestamp with time zone,
	"reviewed_by" text
);
--> statement-breakpoint
CREATE TABLE "maker_content_decisions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"content_id" uuid NOT NULL,
	"decided_by" text,
	"decision" "compliance_status" NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "maker_tiers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tier_name" "maker_tier" NOT NULL,
	"display_name" text NOT NULL,
	"description" text NOT NULL,
	"content_quota_monthly" integer NOT NULL,
	"honorarium_base" integer NOT NULL,
	"benefits" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "maker_tiers_tier_name_unique" UNIQUE("tier_name")
);
--> statement-breakpoint
ALTER TABLE "coffeeshop_managers" ADD CONSTRAINT "coffeeshop_managers_coffeeshop_id_coffeeshops_id_fk" FOREIGN KEY ("coffeeshop_id") REFERENCES "public"."coffeeshops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coffeeshop_managers" ADD CONSTRAINT "coffeeshop_managers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coffeeshops" ADD CONSTRAINT "coffeeshops_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_makers" ADD CONSTRAINT "community_makers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compliance_guidelines" ADD CONSTRAINT "compliance_guidelines_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maker_content" ADD CONSTRAINT "maker_content_maker_id_community_makers_id_fk" FOREIGN KEY ("maker_id") REFERENCES "public"."community_makers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maker_content" ADD CONSTRAINT "maker_content_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maker_content_decisions" ADD CONSTRAINT "maker_content_decisions_content_id_maker_content_id_fk" FOREIGN KEY ("content_id") REFERENCES "public"."maker_content"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maker_content_decisions" ADD CONSTRAINT "maker_content_decisions_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "coffeeshops_plaats_slug_idx" ON "coffeeshops" USING btree ("plaats_slug","slug");--> statement-breakpoint
CREATE INDEX "coffeeshops_owner_idx" ON "coffeeshops" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "telers_naam_idx" ON "telers" USING btree ("naam");--> statement-breakpoint
CREATE INDEX "maker_content_maker_date_idx" ON "maker_content" USING btree ("maker_id","submission_date");--> statement-breakpoint
CREATE INDEX "maker_content_status_idx" ON "maker_content" USING btree ("compliance_status");