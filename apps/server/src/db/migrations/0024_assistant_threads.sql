CREATE TYPE "public"."assistant_id" AS ENUM('general', 'cannabis', 'partner', 'tastee', 'tablee', 'drinkee', 'feedee');--> statement-breakpoint
CREATE TABLE "assistant_threads" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" text,
	"visitor_key" text,
	"assistant_id" "assistant_id" NOT NULL,
	"context" jsonb NOT NULL,
	"title" text NOT NULL,
	"messages" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"disclosure_shown_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "assistant_threads" ADD CONSTRAINT "assistant_threads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "assistant_threads_user_idx" ON "assistant_threads" USING btree ("user_id","updated_at");--> statement-breakpoint
CREATE INDEX "assistant_threads_visitor_idx" ON "assistant_threads" USING btree ("visitor_key","created_at");