ALTER TABLE "menu_import_jobs" ADD COLUMN "place_type" text;--> statement-breakpoint
ALTER TABLE "menu_import_jobs" ADD COLUMN "place_id" uuid;