CREATE TABLE "screens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"coffeeshop_id" uuid NOT NULL,
	"name" text NOT NULL,
	"layout" jsonb NOT NULL,
	"dim_until_tapped" boolean DEFAULT false NOT NULL,
	"token" text NOT NULL,
	"pairing_code" text NOT NULL,
	"revoked_at" timestamp with time zone,
	"last_seen_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "screens_token_unique" UNIQUE("token"),
	CONSTRAINT "screens_pairing_code_unique" UNIQUE("pairing_code")
);
--> statement-breakpoint
ALTER TABLE "screens" ADD CONSTRAINT "screens_coffeeshop_id_coffeeshops_id_fk" FOREIGN KEY ("coffeeshop_id") REFERENCES "public"."coffeeshops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "screens_shop_idx" ON "screens" USING btree ("coffeeshop_id");