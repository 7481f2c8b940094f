CREATE TABLE "ai_content_drafts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"author_id" text,
	"author_name" text NOT NULL,
	"kind" text NOT NULL,
	"brand" text NOT NULL,
	"topic" text NOT NULL,
	"tone" text NOT NULL,
	"length" text NOT NULL,
	"keywords" jsonb NOT NULL,
	"title" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"body" text NOT NULL,
	"notes" jsonb NOT NULL,
	"produced_by" text NOT NULL,
	"builtin" boolean NOT NULL,
	"compliance_checked" boolean NOT NULL,
	"compliance_passes" boolean NOT NULL,
	"compliance_score" integer NOT NULL,
	"compliance_reasons" jsonb NOT NULL,
	"saved_post_id" uuid,
	"saved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "event_signups" ADD COLUMN "cancel_token_hash" text;--> statement-breakpoint
ALTER TABLE "ai_content_drafts" ADD CONSTRAINT "ai_content_drafts_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_content_drafts" ADD CONSTRAINT "ai_content_drafts_saved_post_id_content_posts_id_fk" FOREIGN KEY ("saved_post_id") REFERENCES "public"."content_posts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ai_content_drafts_created_idx" ON "ai_content_drafts" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "event_signups_cancel_idx" ON "event_signups" USING btree ("cancel_token_hash");