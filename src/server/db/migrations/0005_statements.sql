CREATE TABLE "statement_deliveries" (
	"id" serial PRIMARY KEY NOT NULL,
	"document_id" integer NOT NULL,
	"method" text NOT NULL,
	"recipient" text,
	"status" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"sent_at" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "statement_deliveries_method_ck" CHECK ("statement_deliveries"."method" in ('email', 'post')),
	CONSTRAINT "statement_deliveries_status_ck" CHECK ("statement_deliveries"."status" in ('queued', 'sent', 'recorded', 'failed', 'post'))
);
--> statement-breakpoint
CREATE TABLE "statement_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"property_id" integer NOT NULL,
	"year" integer NOT NULL,
	"tenant_id" integer,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"file_name" text NOT NULL,
	"period_from" date NOT NULL,
	"period_to" date NOT NULL,
	"balance_cents" bigint DEFAULT 0 NOT NULL,
	"pdf" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "statement_documents_kind_ck" CHECK ("statement_documents"."kind" in ('tenant', 'summary'))
);
--> statement-breakpoint
CREATE TABLE "statement_settings" (
	"property_id" integer NOT NULL,
	"year" integer NOT NULL,
	"heating_consumption_share_percent" numeric(6, 3) DEFAULT '70' NOT NULL,
	"hot_water_consumption_share_percent" numeric(6, 3) DEFAULT '70' NOT NULL,
	"fixed_split" text DEFAULT 'degree_days' NOT NULL,
	"time_split" text DEFAULT 'days' NOT NULL,
	"vacancy_persons" integer,
	"remote_readable" boolean,
	"monthly_information_given" boolean,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "statement_settings_property_id_year_pk" PRIMARY KEY("property_id","year"),
	CONSTRAINT "statement_settings_fixed_ck" CHECK ("statement_settings"."fixed_split" in ('degree_days', 'days')),
	CONSTRAINT "statement_settings_time_ck" CHECK ("statement_settings"."time_split" in ('days', 'months')),
	CONSTRAINT "statement_settings_shares_ck" CHECK ("statement_settings"."heating_consumption_share_percent" between 0 and 100 and "statement_settings"."hot_water_consumption_share_percent" between 0 and 100)
);
--> statement-breakpoint
ALTER TABLE "billing_years" ADD COLUMN "result" jsonb;--> statement-breakpoint
ALTER TABLE "statement_deliveries" ADD CONSTRAINT "statement_deliveries_document_id_statement_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."statement_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statement_deliveries" ADD CONSTRAINT "statement_deliveries_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statement_documents" ADD CONSTRAINT "statement_documents_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statement_documents" ADD CONSTRAINT "statement_documents_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statement_settings" ADD CONSTRAINT "statement_settings_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statement_settings" ADD CONSTRAINT "statement_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "statement_deliveries_document_idx" ON "statement_deliveries" USING btree ("document_id");--> statement-breakpoint
CREATE INDEX "statement_documents_property_year_idx" ON "statement_documents" USING btree ("property_id","year");--> statement-breakpoint
CREATE INDEX "statement_documents_tenant_idx" ON "statement_documents" USING btree ("tenant_id");