CREATE TABLE "app_meta" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"actor_user_id" integer,
	"actor_role" text,
	"action" text NOT NULL,
	"entity" text NOT NULL,
	"entity_id" text,
	"details" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "billing_drafts" (
	"id" serial PRIMARY KEY NOT NULL,
	"property_id" integer NOT NULL,
	"year" integer NOT NULL,
	"payload" jsonb NOT NULL,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "billing_drafts_year_ck" CHECK ("billing_drafts"."year" between 2000 and 2100)
);
--> statement-breakpoint
CREATE TABLE "billing_years" (
	"id" serial PRIMARY KEY NOT NULL,
	"property_id" integer NOT NULL,
	"year" integer NOT NULL,
	"closed_at" timestamp with time zone,
	"closed_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "billing_years_year_ck" CHECK ("billing_years"."year" between 2000 and 2100)
);
--> statement-breakpoint
CREATE TABLE "contact_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"message" text NOT NULL,
	"mail_sent" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cost_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"property_id" integer NOT NULL,
	"name" text NOT NULL,
	"allocation" text DEFAULT 'm²' NOT NULL,
	"category_group" text DEFAULT 'general' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cost_categories_allocation_ck" CHECK ("cost_categories"."allocation" in ('m²', 'm³', 'Nutzer', 'Verbrauch')),
	CONSTRAINT "cost_categories_group_ck" CHECK ("cost_categories"."category_group" in ('heating', 'general'))
);
--> statement-breakpoint
CREATE TABLE "customers" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"company_name" text,
	"contact_person" text,
	"first_name" text,
	"last_name" text,
	"email" text,
	"phone_number" text,
	"address" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "demo_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"mail_sent" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_attempts" (
	"id" serial PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"ip" text NOT NULL,
	"succeeded" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"recipient" text NOT NULL,
	"subject" text NOT NULL,
	"text_body" text NOT NULL,
	"html_body" text,
	"sent" boolean DEFAULT false NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "meter_readings" (
	"id" serial PRIMARY KEY NOT NULL,
	"meter_id" integer NOT NULL,
	"reading_date" date NOT NULL,
	"reading_value" numeric(10, 3) NOT NULL,
	"unit" text NOT NULL,
	"is_estimated" boolean DEFAULT false NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "meter_readings_value_ck" CHECK (abs("meter_readings"."reading_value") < 10000000),
	CONSTRAINT "meter_readings_unit_ck" CHECK ("meter_readings"."unit" in ('kWh', 'm³', 'MWh', 'Liter', 'Einheiten', 'kg', 't'))
);
--> statement-breakpoint
CREATE TABLE "meters" (
	"id" serial PRIMARY KEY NOT NULL,
	"property_id" integer NOT NULL,
	"tenant_id" integer,
	"assignment_label" text,
	"meter_type" text NOT NULL,
	"meter_number" text NOT NULL,
	"unit" text DEFAULT 'kWh' NOT NULL,
	"source_type" text DEFAULT 'gateway' NOT NULL,
	"gateway_id" text,
	"gateway_channel" text,
	"auto_sync" boolean DEFAULT true NOT NULL,
	"last_sync_at" timestamp with time zone,
	"last_gateway_status" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "meters_type_ck" CHECK ("meters"."meter_type" in ('Stromzähler', 'Wasserzähler', 'Gaszähler', 'Wärmemengenzähler', 'Heizkostenverteiler', 'Zwischenzähler', 'Einspeisezähler')),
	CONSTRAINT "meters_unit_ck" CHECK ("meters"."unit" in ('kWh', 'm³', 'MWh', 'Liter', 'Einheiten', 'kg', 't')),
	CONSTRAINT "meters_source_ck" CHECK ("meters"."source_type" in ('manual', 'gateway')),
	CONSTRAINT "meters_assignment_ck" CHECK ("meters"."assignment_label" is null or "meters"."assignment_label" in ('Allgemeinstrom', 'Allgemeinheizung', 'Eigentümer', 'Gewerbe')),
	CONSTRAINT "meters_gateway_ck" CHECK ("meters"."source_type" <> 'gateway' or ("meters"."gateway_id" is not null and "meters"."gateway_channel" is not null))
);
--> statement-breakpoint
CREATE TABLE "properties" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"address" text NOT NULL,
	"heating_system" text,
	"status" text DEFAULT 'active' NOT NULL,
	"ended_at" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "properties_status_ck" CHECK ("properties"."status" in ('active', 'ended', 'archived')),
	CONSTRAINT "properties_heating_ck" CHECK ("properties"."heating_system" is null or "properties"."heating_system" in ('Gasheizung', 'Ölheizung', 'Holzheizung', 'Pelletheizung', 'Wärmepumpe', 'Solarthermie', 'Fernwärme', 'Blockheizkraftwerk', 'Brennstoffzellen-Heizung', 'Elektroheizung')),
	CONSTRAINT "properties_ended_ck" CHECK ("properties"."status" = 'active' or "properties"."ended_at" is not null)
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "support_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"from_email" text NOT NULL,
	"message" text NOT NULL,
	"topic" text NOT NULL,
	"channel" text NOT NULL,
	"source" text DEFAULT 'customer-help' NOT NULL,
	"consent" boolean NOT NULL,
	"mail_sent" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "support_requests_topic_ck" CHECK ("support_requests"."topic" in ('technical', 'billing', 'tenant', 'feature', 'other')),
	CONSTRAINT "support_requests_channel_ck" CHECK ("support_requests"."channel" in ('email', 'whatsapp', 'phone'))
);
--> statement-breakpoint
CREATE TABLE "tenants" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"property_id" integer NOT NULL,
	"salutation" text,
	"first_name" text,
	"last_name" text NOT NULL,
	"company" text,
	"email" text,
	"phone_number" text,
	"street_house_no" text,
	"zipcode" text,
	"city" text,
	"country" text DEFAULT 'Deutschland' NOT NULL,
	"floor" text,
	"location" text,
	"delivery_method" text DEFAULT 'email' NOT NULL,
	"area_m2" numeric(10, 2),
	"volume_m3" numeric(12, 3),
	"usage_units" numeric(10, 2),
	"move_in" date,
	"move_out" date,
	"annual_advance_cents" bigint,
	"sort_index" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tenants_salutation_ck" CHECK ("tenants"."salutation" is null or "tenants"."salutation" in ('Herr', 'Frau', 'Divers', 'Familie')),
	CONSTRAINT "tenants_delivery_ck" CHECK ("tenants"."delivery_method" in ('email', 'post')),
	CONSTRAINT "tenants_area_ck" CHECK ("tenants"."area_m2" is null or "tenants"."area_m2" >= 0),
	CONSTRAINT "tenants_volume_ck" CHECK ("tenants"."volume_m3" is null or "tenants"."volume_m3" >= 0),
	CONSTRAINT "tenants_advance_ck" CHECK ("tenants"."annual_advance_cents" is null or "tenants"."annual_advance_cents" >= 0),
	CONSTRAINT "tenants_dates_ck" CHECK ("tenants"."move_out" is null or "tenants"."move_in" is null or "tenants"."move_out" >= "tenants"."move_in")
);
--> statement-breakpoint
CREATE TABLE "user_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_tokens_kind_ck" CHECK ("user_tokens"."kind" in ('reset', 'invite'))
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"email" text,
	"role" text DEFAULT 'customer' NOT NULL,
	"password_hash" text NOT NULL,
	"is_protected" boolean DEFAULT false NOT NULL,
	"last_login_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_role_ck" CHECK ("users"."role" in ('admin', 'employee', 'customer', 'tenant')),
	CONSTRAINT "users_username_ck" CHECK (length(trim("users"."username")) > 0)
);
--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_drafts" ADD CONSTRAINT "billing_drafts_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_drafts" ADD CONSTRAINT "billing_drafts_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_years" ADD CONSTRAINT "billing_years_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_years" ADD CONSTRAINT "billing_years_closed_by_users_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cost_categories" ADD CONSTRAINT "cost_categories_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meter_readings" ADD CONSTRAINT "meter_readings_meter_id_meters_id_fk" FOREIGN KEY ("meter_id") REFERENCES "public"."meters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meter_readings" ADD CONSTRAINT "meter_readings_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meters" ADD CONSTRAINT "meters_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meters" ADD CONSTRAINT "meters_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_requests" ADD CONSTRAINT "support_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenants" ADD CONSTRAINT "tenants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenants" ADD CONSTRAINT "tenants_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_tokens" ADD CONSTRAINT "user_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_entity_idx" ON "audit_log" USING btree ("entity","entity_id");--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree ("actor_user_id");--> statement-breakpoint
CREATE INDEX "audit_log_created_idx" ON "audit_log" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "billing_drafts_property_year_uq" ON "billing_drafts" USING btree ("property_id","year");--> statement-breakpoint
CREATE UNIQUE INDEX "billing_years_property_year_uq" ON "billing_years" USING btree ("property_id","year");--> statement-breakpoint
CREATE INDEX "contact_messages_created_idx" ON "contact_messages" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "cost_categories_property_idx" ON "cost_categories" USING btree ("property_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "cost_categories_name_uq" ON "cost_categories" USING btree ("property_id","category_group",lower("name"));--> statement-breakpoint
CREATE INDEX "customers_user_idx" ON "customers" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "customers_last_name_idx" ON "customers" USING btree (lower("last_name"));--> statement-breakpoint
CREATE INDEX "demo_requests_created_idx" ON "demo_requests" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "login_attempts_username_idx" ON "login_attempts" USING btree ("username","created_at");--> statement-breakpoint
CREATE INDEX "login_attempts_ip_idx" ON "login_attempts" USING btree ("ip","created_at");--> statement-breakpoint
CREATE INDEX "mail_outbox_created_idx" ON "mail_outbox" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "meter_readings_meter_idx" ON "meter_readings" USING btree ("meter_id","reading_date");--> statement-breakpoint
CREATE INDEX "meters_property_idx" ON "meters" USING btree ("property_id");--> statement-breakpoint
CREATE INDEX "meters_tenant_idx" ON "meters" USING btree ("tenant_id");--> statement-breakpoint
CREATE INDEX "properties_customer_idx" ON "properties" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "properties_status_idx" ON "properties" USING btree ("status");--> statement-breakpoint
CREATE UNIQUE INDEX "sessions_token_hash_uq" ON "sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "support_requests_created_idx" ON "support_requests" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "tenants_property_idx" ON "tenants" USING btree ("property_id","sort_index");--> statement-breakpoint
CREATE INDEX "tenants_user_idx" ON "tenants" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "user_tokens_hash_uq" ON "user_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "user_tokens_user_idx" ON "user_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_lower_uq" ON "users" USING btree (lower("username"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_uq" ON "users" USING btree (lower("email"));