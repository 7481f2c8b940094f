CREATE TABLE "menu_import_jobs" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text,
	"kind" text NOT NULL,
	"place_type" text,
	"place_id" uuid,
	"status" text DEFAULT 'queued' NOT NULL,
	"source_type" text NOT NULL,
	"file_name" text,
	"pages_done" integer DEFAULT 0 NOT NULL,
	"pages_total" integer DEFAULT 0 NOT NULL,
	"result" jsonb,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"files_deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "menu_imports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"place_type" text NOT NULL,
	"place_id" uuid NOT NULL,
	"job_id" text,
	"source_type" text NOT NULL,
	"file_name" text,
	"parsed" integer DEFAULT 0 NOT NULL,
	"created" integer DEFAULT 0 NOT NULL,
	"updated" integer DEFAULT 0 NOT NULL,
	"removed" integer DEFAULT 0 NOT NULL,
	"outcome" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "menu_import_jobs" ADD CONSTRAINT "menu_import_jobs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_imports" ADD CONSTRAINT "menu_imports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "menu_import_jobs_created_idx" ON "menu_import_jobs" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "menu_import_jobs_user_idx" ON "menu_import_jobs" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "menu_imports_place_idx" ON "menu_imports" USING btree ("place_type","place_id","created_at");--> statement-breakpoint
CREATE INDEX "menu_imports_created_idx" ON "menu_imports" USING btree ("created_at");