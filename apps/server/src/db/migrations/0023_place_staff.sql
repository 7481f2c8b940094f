CREATE TYPE "public"."place_kind" AS ENUM('coffeeshop', 'venue');--> statement-breakpoint
CREATE TABLE "place_invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"place_kind" "place_kind" NOT NULL,
	"place_id" uuid NOT NULL,
	"email" text NOT NULL,
	"permissions" text[] NOT NULL,
	"token_hash" text NOT NULL,
	"invited_by_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"accepted_by_id" text,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "coffeeshop_managers" ADD COLUMN "permissions" text[] DEFAULT '{"menu","screens","reservations","details","staff"}' NOT NULL;--> statement-breakpoint
ALTER TABLE "venue_managers" ADD COLUMN "permissions" text[] DEFAULT '{"menu","screens","reservations","details","staff"}' NOT NULL;--> statement-breakpoint
ALTER TABLE "place_invitations" ADD CONSTRAINT "place_invitations_invited_by_id_users_id_fk" FOREIGN KEY ("invited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "place_invitations" ADD CONSTRAINT "place_invitations_accepted_by_id_users_id_fk" FOREIGN KEY ("accepted_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "place_invitations_token_idx" ON "place_invitations" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "place_invitations_place_idx" ON "place_invitations" USING btree ("place_kind","place_id");--> statement-breakpoint
CREATE UNIQUE INDEX "place_invitations_open_idx" ON "place_invitations" USING btree ("place_kind","place_id","email") WHERE "place_invitations"."accepted_at" is null and "place_invitations"."revoked_at" is null;