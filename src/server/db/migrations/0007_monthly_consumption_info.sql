CREATE TABLE "monthly_consumption_info" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenancy_id" integer NOT NULL,
	"property_id" integer NOT NULL,
	"month" text NOT NULL,
	"recipient" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"sent_at" timestamp with time zone,
	"locked_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "monthly_consumption_info_month_ck" CHECK ("monthly_consumption_info"."month" ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'),
	CONSTRAINT "monthly_consumption_info_status_ck" CHECK ("monthly_consumption_info"."status" in ('queued', 'sent', 'recorded', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "monthly_consumption_info" ADD CONSTRAINT "monthly_consumption_info_tenancy_id_tenants_id_fk" FOREIGN KEY ("tenancy_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monthly_consumption_info" ADD CONSTRAINT "monthly_consumption_info_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "monthly_consumption_info_tenancy_month_uq" ON "monthly_consumption_info" USING btree ("tenancy_id","month");--> statement-breakpoint
CREATE INDEX "monthly_consumption_info_property_idx" ON "monthly_consumption_info" USING btree ("property_id","month");