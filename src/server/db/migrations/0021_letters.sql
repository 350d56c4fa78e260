CREATE TABLE "letters" (
	"id" serial PRIMARY KEY NOT NULL,
	"property_id" integer NOT NULL,
	"tenant_id" integer,
	"template" text NOT NULL,
	"title" text NOT NULL,
	"recipient_name" text NOT NULL,
	"fields" jsonb NOT NULL,
	"document" jsonb NOT NULL,
	"problems" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"pdf" "bytea" NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"channel" text,
	"sent_at" timestamp with time zone,
	"sent_by" integer,
	"mail_status" text,
	"mail_error" text,
	"opened_at" timestamp with time zone,
	CONSTRAINT "letters_template_ck" CHECK ("letters"."template" in ('advance-payment', 'annual-plan', 'house-rules', 'handover-protocol', 'rental-agreement', 'tenant-disclosure', 'rent-increase', 'warning', 'payment-request', 'termination')),
	CONSTRAINT "letters_channel_ck" CHECK ("letters"."channel" is null or "letters"."channel" in ('email', 'post')),
	CONSTRAINT "letters_sent_ck" CHECK (("letters"."channel" is null) = ("letters"."sent_at" is null)),
	CONSTRAINT "letters_mail_status_ck" CHECK ("letters"."mail_status" is null or "letters"."mail_status" in ('queued', 'sent', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "meter_readings" ADD COLUMN "source" text;--> statement-breakpoint
ALTER TABLE "meter_readings" ADD COLUMN "letter_id" integer;--> statement-breakpoint
ALTER TABLE "statement_documents" ADD COLUMN "opened_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "letters" ADD CONSTRAINT "letters_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "letters" ADD CONSTRAINT "letters_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "letters" ADD CONSTRAINT "letters_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "letters" ADD CONSTRAINT "letters_sent_by_users_id_fk" FOREIGN KEY ("sent_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "letters_property_idx" ON "letters" USING btree ("property_id","created_at");--> statement-breakpoint
CREATE INDEX "letters_tenant_idx" ON "letters" USING btree ("tenant_id","sent_at");--> statement-breakpoint
ALTER TABLE "meter_readings" ADD CONSTRAINT "meter_readings_letter_id_letters_id_fk" FOREIGN KEY ("letter_id") REFERENCES "public"."letters"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meter_readings" ADD CONSTRAINT "meter_readings_source_ck" CHECK ("meter_readings"."source" is null or "meter_readings"."source" in ('handover-protocol'));