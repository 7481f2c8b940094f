CREATE TABLE "screen_menu_views" (
	"screen_id" uuid NOT NULL,
	"day" date NOT NULL,
	"views" integer NOT NULL,
	"last_hour" timestamp with time zone NOT NULL,
	CONSTRAINT "screen_menu_views_screen_id_day_pk" PRIMARY KEY("screen_id","day")
);
--> statement-breakpoint
ALTER TABLE "screen_menu_views" ADD CONSTRAINT "screen_menu_views_screen_id_screens_id_fk" FOREIGN KEY ("screen_id") REFERENCES "public"."screens"("id") ON DELETE cascade ON UPDATE no action;