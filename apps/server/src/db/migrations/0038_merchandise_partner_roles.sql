CREATE TABLE "merchandise" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"partner_id" uuid,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"brand" text DEFAULT 'cannabis' NOT NULL,
	"price_cents" integer NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"published" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "merchandise_price_check" CHECK ("merchandise"."price_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "merchandise_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"merchandise_id" uuid NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"size" text DEFAULT '' NOT NULL,
	"quantity" integer NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "merchandise_stock" (
	"merchandise_id" uuid NOT NULL,
	"size" text NOT NULL,
	"stock" integer NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "merchandise_stock_merchandise_id_size_pk" PRIMARY KEY("merchandise_id","size"),
	CONSTRAINT "merchandise_stock_check" CHECK ("merchandise_stock"."stock" >= 0)
);
--> statement-breakpoint
ALTER TABLE "partner_members" ADD COLUMN "role" text DEFAULT 'owner' NOT NULL;--> statement-breakpoint
ALTER TABLE "merchandise" ADD CONSTRAINT "merchandise_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchandise_orders" ADD CONSTRAINT "merchandise_orders_merchandise_id_merchandise_id_fk" FOREIGN KEY ("merchandise_id") REFERENCES "public"."merchandise"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchandise_stock" ADD CONSTRAINT "merchandise_stock_merchandise_id_merchandise_id_fk" FOREIGN KEY ("merchandise_id") REFERENCES "public"."merchandise"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "merchandise_partner_idx" ON "merchandise" USING btree ("partner_id","name");--> statement-breakpoint
CREATE INDEX "merchandise_orders_item_idx" ON "merchandise_orders" USING btree ("merchandise_id","created_at");