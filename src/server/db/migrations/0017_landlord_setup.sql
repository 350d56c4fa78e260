ALTER TABLE "user_tokens" DROP CONSTRAINT "user_tokens_kind_ck";--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "iban" text;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "bic" text;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "account_holder" text;--> statement-breakpoint
ALTER TABLE "meters" ADD COLUMN "installed_on" date;--> statement-breakpoint
ALTER TABLE "meters" ADD COLUMN "remote_readable" boolean;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "central_hot_water" boolean;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "co2_building_type" text;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "co2_restriction" text;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "forwarding_address" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "registration_pending" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_co2_type_ck" CHECK ("properties"."co2_building_type" is null or "properties"."co2_building_type" in ('residential', 'non_residential'));--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_co2_restriction_ck" CHECK ("properties"."co2_restriction" is null or "properties"."co2_restriction" in ('none', 'building', 'supply', 'building_and_supply'));--> statement-breakpoint
ALTER TABLE "user_tokens" ADD CONSTRAINT "user_tokens_kind_ck" CHECK ("user_tokens"."kind" in ('reset', 'invite', 'email_change', 'register'));