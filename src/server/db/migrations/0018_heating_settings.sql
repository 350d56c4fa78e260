ALTER TABLE "statement_settings" ADD COLUMN "heating_exempt" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "statement_settings" ADD COLUMN "fixed_basis" text DEFAULT 'area' NOT NULL;--> statement-breakpoint
ALTER TABLE "statement_settings" ADD COLUMN "recording_defect" text;--> statement-breakpoint
ALTER TABLE "statement_settings" ADD CONSTRAINT "statement_settings_fixed_basis_ck" CHECK ("statement_settings"."fixed_basis" in ('area', 'volume', 'heated_area', 'heated_volume'));--> statement-breakpoint
ALTER TABLE "statement_settings" ADD CONSTRAINT "statement_settings_recording_defect_ck" CHECK ("statement_settings"."recording_defect" is null or "statement_settings"."recording_defect" in ('heating', 'hot_water', 'both'));