ALTER TABLE "tenants" ADD COLUMN "predecessor_id" integer;--> statement-breakpoint
ALTER TABLE "tenants" ADD CONSTRAINT "tenants_predecessor_id_tenants_id_fk" FOREIGN KEY ("predecessor_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tenants_predecessor_idx" ON "tenants" USING btree ("predecessor_id");--> statement-breakpoint
-- Tenancies stored before the link existed: the one that moves into the same unit (property and
-- Kennung/Etage) the day after a move-out follows that tenancy.
UPDATE "tenants" AS "next" SET "predecessor_id" = "prev"."id"
FROM "tenants" AS "prev"
WHERE "next"."property_id" = "prev"."property_id"
  AND "next"."id" <> "prev"."id"
  AND "prev"."move_out" IS NOT NULL
  AND "next"."move_in" = "prev"."move_out" + 1
  AND "next"."floor" IS NOT DISTINCT FROM "prev"."floor"
  AND "next"."predecessor_id" IS NULL;
