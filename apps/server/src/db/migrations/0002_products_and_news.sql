CREATE TABLE "coffeeshop_news" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"coffeeshop_id" uuid NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"coffeeshop_id" uuid NOT NULL,
	"naam" text NOT NULL,
	"prijzen" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"voorraad" integer DEFAULT 0 NOT NULL,
	"category" text DEFAULT 'flower' NOT NULL,
	"teler_id" uuid,
	"thc" numeric(4, 1),
	"cbd" numeric(4, 1),
	"type" text DEFAULT 'hybrid' NOT NULL,
	"foto" text,
	"actief" boolean DEFAULT true NOT NULL,
	"quantities" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"pre_rolled_options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"stock_breakdown" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "coffeeshop_news" ADD CONSTRAINT "coffeeshop_news_coffeeshop_id_coffeeshops_id_fk" FOREIGN KEY ("coffeeshop_id") REFERENCES "public"."coffeeshops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_coffeeshop_id_coffeeshops_id_fk" FOREIGN KEY ("coffeeshop_id") REFERENCES "public"."coffeeshops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_teler_id_telers_id_fk" FOREIGN KEY ("teler_id") REFERENCES "public"."telers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "coffeeshop_news_slug_idx" ON "coffeeshop_news" USING btree ("coffeeshop_id","slug");--> statement-breakpoint
CREATE INDEX "products_shop_order_idx" ON "products" USING btree ("coffeeshop_id","sort_order");--> statement-breakpoint
CREATE INDEX "products_teler_idx" ON "products" USING btree ("teler_id");