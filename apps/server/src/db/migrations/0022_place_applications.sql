CREATE TYPE "public"."place_application_status" AS ENUM('draft', 'submitted', 'changes_requested', 'approved', 'rejected');--> statement-breakpoint
CREATE TABLE "place_applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"applicant_id" text NOT NULL,
	"brand" text NOT NULL,
	"kind" text DEFAULT 'new' NOT NULL,
	"status" "place_application_status" DEFAULT 'draft' NOT NULL,
	"step" text NOT NULL,
	"draft" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"name" text,
	"kvk_number" text,
	"claim_shop_id" uuid,
	"place_id" uuid,
	"venue_id" uuid,
	"review_note" text,
	"decided_by" text,
	"submitted_at" timestamp with time zone,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "place_applications" ADD CONSTRAINT "place_applications_applicant_id_users_id_fk" FOREIGN KEY ("applicant_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "place_applications" ADD CONSTRAINT "place_applications_claim_shop_id_coffeeshops_id_fk" FOREIGN KEY ("claim_shop_id") REFERENCES "public"."coffeeshops"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "place_applications" ADD CONSTRAINT "place_applications_place_id_coffeeshops_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."coffeeshops"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "place_applications" ADD CONSTRAINT "place_applications_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "place_applications" ADD CONSTRAINT "place_applications_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "place_applications_open_idx" ON "place_applications" USING btree ("applicant_id","brand") WHERE "place_applications"."status" in ('draft', 'submitted', 'changes_requested');--> statement-breakpoint
CREATE INDEX "place_applications_status_idx" ON "place_applications" USING btree ("status");--> statement-breakpoint
CREATE INDEX "place_applications_kvk_idx" ON "place_applications" USING btree ("kvk_number");