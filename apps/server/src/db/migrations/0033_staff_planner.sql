CREATE TABLE "staff_absences" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"employee_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"from_date" date NOT NULL,
	"to_date" date NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"decided_by_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_employees" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"place_kind" "place_kind" NOT NULL,
	"place_id" uuid NOT NULL,
	"user_id" text,
	"name" text NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"role" text NOT NULL,
	"skills" text[] DEFAULT '{}' NOT NULL,
	"contract_hours" integer DEFAULT 0 NOT NULL,
	"birth_date" date,
	"hourly_wage_cents" integer,
	"ics_token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_shift_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"shift_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"from_employee_id" uuid NOT NULL,
	"to_employee_id" uuid,
	"note" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"decided_by_id" text,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_shift_templates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"place_kind" "place_kind" NOT NULL,
	"place_id" uuid NOT NULL,
	"name" text NOT NULL,
	"start" text NOT NULL,
	"end" text NOT NULL,
	"break_minutes" integer DEFAULT 0 NOT NULL,
	"role" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_shifts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"place_kind" "place_kind" NOT NULL,
	"place_id" uuid NOT NULL,
	"employee_id" uuid,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"break_minutes" integer DEFAULT 0 NOT NULL,
	"role" text DEFAULT '' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_time_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"employee_id" uuid NOT NULL,
	"clock_in" timestamp with time zone NOT NULL,
	"clock_out" timestamp with time zone,
	"source" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"replaces_id" uuid,
	"created_by_id" text,
	"rejected_by_id" text,
	"rejected_at" timestamp with time zone,
	"reject_reason" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "staff_absences" ADD CONSTRAINT "staff_absences_employee_id_staff_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."staff_employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_absences" ADD CONSTRAINT "staff_absences_decided_by_id_users_id_fk" FOREIGN KEY ("decided_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_employees" ADD CONSTRAINT "staff_employees_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_shift_requests" ADD CONSTRAINT "staff_shift_requests_shift_id_staff_shifts_id_fk" FOREIGN KEY ("shift_id") REFERENCES "public"."staff_shifts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_shift_requests" ADD CONSTRAINT "staff_shift_requests_from_employee_id_staff_employees_id_fk" FOREIGN KEY ("from_employee_id") REFERENCES "public"."staff_employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_shift_requests" ADD CONSTRAINT "staff_shift_requests_to_employee_id_staff_employees_id_fk" FOREIGN KEY ("to_employee_id") REFERENCES "public"."staff_employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_shift_requests" ADD CONSTRAINT "staff_shift_requests_decided_by_id_users_id_fk" FOREIGN KEY ("decided_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_shifts" ADD CONSTRAINT "staff_shifts_employee_id_staff_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."staff_employees"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_time_entries" ADD CONSTRAINT "staff_time_entries_employee_id_staff_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."staff_employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_time_entries" ADD CONSTRAINT "staff_time_entries_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_time_entries" ADD CONSTRAINT "staff_time_entries_rejected_by_id_users_id_fk" FOREIGN KEY ("rejected_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "staff_absences_employee_idx" ON "staff_absences" USING btree ("employee_id","from_date");--> statement-breakpoint
CREATE INDEX "staff_employees_place_idx" ON "staff_employees" USING btree ("place_kind","place_id");--> statement-breakpoint
CREATE INDEX "staff_employees_user_idx" ON "staff_employees" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "staff_employees_ics_idx" ON "staff_employees" USING btree ("ics_token");--> statement-breakpoint
CREATE INDEX "staff_shift_requests_shift_idx" ON "staff_shift_requests" USING btree ("shift_id");--> statement-breakpoint
CREATE INDEX "staff_shift_templates_place_idx" ON "staff_shift_templates" USING btree ("place_kind","place_id");--> statement-breakpoint
CREATE INDEX "staff_shifts_place_idx" ON "staff_shifts" USING btree ("place_kind","place_id","starts_at");--> statement-breakpoint
CREATE INDEX "staff_shifts_employee_idx" ON "staff_shifts" USING btree ("employee_id","starts_at");--> statement-breakpoint
CREATE INDEX "staff_time_entries_employee_idx" ON "staff_time_entries" USING btree ("employee_id","clock_in");--> statement-breakpoint
CREATE UNIQUE INDEX "staff_time_entries_open_idx" ON "staff_time_entries" USING btree ("employee_id") WHERE "staff_time_entries"."clock_out" is null and "staff_time_entries"."status" = 'active';