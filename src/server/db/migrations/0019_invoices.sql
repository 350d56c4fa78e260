CREATE TABLE "invoice_files" (
	"invoice_id" integer PRIMARY KEY NOT NULL,
	"sha256" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"property_id" integer NOT NULL,
	"status" text NOT NULL,
	"format" text,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"sha256" text NOT NULL,
	"received_via" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"seller_name" text,
	"invoice_number" text,
	"issue_date" date,
	"period_from" date,
	"period_to" date,
	"currency" text,
	"net_cents" bigint,
	"tax_cents" bigint,
	"gross_cents" bigint,
	"payable_cents" bigint,
	"labour_cents" bigint,
	"type_code" text,
	"credit_note" boolean DEFAULT false NOT NULL,
	"lines" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"suggestion" jsonb NOT NULL,
	"suggestion_chosen" boolean DEFAULT false NOT NULL,
	"field_sources" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"problems" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"reading_text" text DEFAULT '' NOT NULL,
	"duplicate_of" integer,
	"rejection_reason" text,
	"approved_year" integer,
	"approved_at" timestamp with time zone,
	"approved_by" integer,
	"cost_line_key" text,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoices_status_ck" CHECK ("invoices"."status" in ('read', 'needs_review', 'unreadable', 'approved', 'rejected')),
	CONSTRAINT "invoices_format_ck" CHECK ("invoices"."format" is null or "invoices"."format" in ('xrechnung-ubl', 'xrechnung-cii', 'zugferd', 'pdf-text', 'ocr')),
	CONSTRAINT "invoices_received_via_ck" CHECK ("invoices"."received_via" in ('upload', 'email')),
	CONSTRAINT "invoices_approved_ck" CHECK (("invoices"."status" = 'approved') = ("invoices"."approved_year" is not null))
);
--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "invoice_intake_key" text;--> statement-breakpoint
-- Existing properties get a random key too: 16 hex digits of an md5 over a random number and the id, with
-- the digits 0, 1, 8 and 9 (not in base32) turned into letters, so every key is lower-case base32.
UPDATE "properties" SET "invoice_intake_key" = translate(substr(md5(random()::text || clock_timestamp()::text || "id"::text), 1, 16), '0189', 'wxyz');--> statement-breakpoint
ALTER TABLE "properties" ALTER COLUMN "invoice_intake_key" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "invoice_files" ADD CONSTRAINT "invoice_files_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_duplicate_of_invoices_id_fk" FOREIGN KEY ("duplicate_of") REFERENCES "public"."invoices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_approved_by_users_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoices_property_idx" ON "invoices" USING btree ("property_id","status");--> statement-breakpoint
CREATE INDEX "invoices_customer_sha_idx" ON "invoices" USING btree ("customer_id","sha256");--> statement-breakpoint
CREATE INDEX "invoices_customer_number_idx" ON "invoices" USING btree ("customer_id","invoice_number");--> statement-breakpoint
CREATE UNIQUE INDEX "properties_invoice_intake_key_uq" ON "properties" USING btree ("invoice_intake_key");