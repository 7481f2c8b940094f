CREATE TABLE "maker_drafts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"maker_id" uuid NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"produced_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "maker_drafts" ADD CONSTRAINT "maker_drafts_maker_id_community_makers_id_fk" FOREIGN KEY ("maker_id") REFERENCES "public"."community_makers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "maker_drafts_maker_idx" ON "maker_drafts" USING btree ("maker_id","created_at");