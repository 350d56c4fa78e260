CREATE TABLE "tenant_persons" (
	"tenant_id" integer NOT NULL,
	"valid_from" date NOT NULL,
	"persons" integer NOT NULL,
	CONSTRAINT "tenant_persons_tenant_id_valid_from_pk" PRIMARY KEY("tenant_id","valid_from"),
	CONSTRAINT "tenant_persons_persons_ck" CHECK ("tenant_persons"."persons" between 0 and 99)
);
--> statement-breakpoint
ALTER TABLE "cost_categories" DROP CONSTRAINT "cost_categories_allocation_ck";--> statement-breakpoint
ALTER TABLE "statement_settings" ADD COLUMN "building_insulation_1994_met" boolean;--> statement-breakpoint
ALTER TABLE "statement_settings" ADD COLUMN "building_fuel" text;--> statement-breakpoint
ALTER TABLE "statement_settings" ADD COLUMN "building_pipes_insulated" boolean;--> statement-breakpoint
ALTER TABLE "statement_settings" ADD COLUMN "co2_building_type" text DEFAULT 'residential' NOT NULL;--> statement-breakpoint
ALTER TABLE "statement_settings" ADD COLUMN "co2_restriction" text DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "statement_settings" ADD COLUMN "co2_information_given" boolean;--> statement-breakpoint
ALTER TABLE "statement_settings" ADD COLUMN "apply_tenant_reductions" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "statement_settings" ADD COLUMN "user_groups" jsonb;--> statement-breakpoint
ALTER TABLE "statement_settings" ADD COLUMN "service_result" jsonb;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "mea" numeric(12, 3);--> statement-breakpoint
ALTER TABLE "tenant_persons" ADD CONSTRAINT "tenant_persons_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cost_categories" ADD CONSTRAINT "cost_categories_allocation_ck" CHECK ("cost_categories"."allocation" in ('m²', 'm³', 'Nutzer', 'Verbrauch', 'MEA'));--> statement-breakpoint
ALTER TABLE "statement_settings" ADD CONSTRAINT "statement_settings_building_ck" CHECK (("statement_settings"."building_insulation_1994_met" is null and "statement_settings"."building_fuel" is null and "statement_settings"."building_pipes_insulated" is null) or ("statement_settings"."building_insulation_1994_met" is not null and "statement_settings"."building_fuel" in ('oil', 'gas', 'district_heat', 'heat_pump', 'other') and "statement_settings"."building_pipes_insulated" is not null));--> statement-breakpoint
ALTER TABLE "statement_settings" ADD CONSTRAINT "statement_settings_co2_type_ck" CHECK ("statement_settings"."co2_building_type" in ('residential', 'non_residential'));--> statement-breakpoint
ALTER TABLE "statement_settings" ADD CONSTRAINT "statement_settings_co2_restriction_ck" CHECK ("statement_settings"."co2_restriction" in ('none', 'building', 'supply', 'building_and_supply'));--> statement-breakpoint
ALTER TABLE "tenants" ADD CONSTRAINT "tenants_mea_ck" CHECK ("tenants"."mea" is null or "tenants"."mea" >= 0);