CREATE TABLE "report_mail_subscriptions" (
	"user_id" text PRIMARY KEY NOT NULL,
	"unsubscribe_token" text NOT NULL,
	"last_sent_week" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "report_mail_subscriptions_unsubscribe_token_unique" UNIQUE("unsubscribe_token")
);
--> statement-breakpoint
CREATE TABLE "screen_uptime" (
	"screen_id" uuid NOT NULL,
	"day" date NOT NULL,
	"minutes" integer NOT NULL,
	"last_minute" timestamp with time zone NOT NULL,
	CONSTRAINT "screen_uptime_screen_id_day_pk" PRIMARY KEY("screen_id","day")
);
--> statement-breakpoint
ALTER TABLE "report_mail_subscriptions" ADD CONSTRAINT "report_mail_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "screen_uptime" ADD CONSTRAINT "screen_uptime_screen_id_screens_id_fk" FOREIGN KEY ("screen_id") REFERENCES "public"."screens"("id") ON DELETE cascade ON UPDATE no action;