CREATE TABLE "bank_statement_imports" (
	"id" serial PRIMARY KEY NOT NULL,
	"property_id" integer NOT NULL,
	"format" text NOT NULL,
	"account_iban" text,
	"file_name" text,
	"sha256" text NOT NULL,
	"transactions" integer NOT NULL,
	"added" integer NOT NULL,
	"first_booking_date" date,
	"last_booking_date" date,
	"imported_by" integer,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bank_statement_imports_format_ck" CHECK ("bank_statement_imports"."format" in ('camt.053', 'camt.052', 'camt.054', 'mt940', 'csv'))
);
--> statement-breakpoint
CREATE TABLE "bank_transactions" (
	"id" serial PRIMARY KEY NOT NULL,
	"property_id" integer NOT NULL,
	"import_id" integer,
	"booking_date" date NOT NULL,
	"value_date" date,
	"amount_cents" bigint NOT NULL,
	"currency" text DEFAULT 'EUR' NOT NULL,
	"counterparty_name" text,
	"counterparty_iban" text,
	"text" text DEFAULT '' NOT NULL,
	"reference" text,
	"tenant_id" integer,
	"match_reason" text,
	"assigned_by" integer,
	"assigned_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bank_transactions_reason_ck" CHECK ("bank_transactions"."match_reason" is null or "bank_transactions"."match_reason" in ('iban', 'name_and_amount', 'manual'))
);
--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "bank_iban" text;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "bank_bic" text;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "bank_account_holder" text;--> statement-breakpoint
ALTER TABLE "statement_settings" ADD COLUMN "advances" text;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "ibans" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "bank_statement_imports" ADD CONSTRAINT "bank_statement_imports_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_statement_imports" ADD CONSTRAINT "bank_statement_imports_imported_by_users_id_fk" FOREIGN KEY ("imported_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_transactions" ADD CONSTRAINT "bank_transactions_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_transactions" ADD CONSTRAINT "bank_transactions_import_id_bank_statement_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."bank_statement_imports"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_transactions" ADD CONSTRAINT "bank_transactions_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_transactions" ADD CONSTRAINT "bank_transactions_assigned_by_users_id_fk" FOREIGN KEY ("assigned_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bank_statement_imports_property_idx" ON "bank_statement_imports" USING btree ("property_id","imported_at");--> statement-breakpoint
CREATE INDEX "bank_transactions_property_date_idx" ON "bank_transactions" USING btree ("property_id","booking_date");--> statement-breakpoint
CREATE INDEX "bank_transactions_tenant_idx" ON "bank_transactions" USING btree ("tenant_id","booking_date");--> statement-breakpoint
CREATE INDEX "bank_transactions_reference_idx" ON "bank_transactions" USING btree ("property_id","reference");--> statement-breakpoint
ALTER TABLE "statement_settings" ADD CONSTRAINT "statement_settings_advances_ck" CHECK ("statement_settings"."advances" is null or "statement_settings"."advances" in ('agreed', 'received'));