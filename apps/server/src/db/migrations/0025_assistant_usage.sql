CREATE TABLE "assistant_usage" (
	"day" date NOT NULL,
	"scope" text NOT NULL,
	"tokens" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "assistant_usage_day_scope_pk" PRIMARY KEY("day","scope")
);
