CREATE TABLE "dwellings" (
	"id" serial PRIMARY KEY NOT NULL,
	"property_id" integer NOT NULL,
	"label" text NOT NULL,
	"area_m2" numeric(10, 2),
	"mea" numeric(12, 3),
	"hot_water_supplied" boolean DEFAULT true NOT NULL,
	"heated_area_m2" numeric(10, 2),
	"heated_volume_m3" numeric(12, 3),
	"volume_m3" numeric(12, 3),
	"sort_index" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dwellings_area_ck" CHECK ("dwellings"."area_m2" is null or "dwellings"."area_m2" >= 0),
	CONSTRAINT "dwellings_mea_ck" CHECK ("dwellings"."mea" is null or "dwellings"."mea" >= 0),
	CONSTRAINT "dwellings_heated_area_ck" CHECK ("dwellings"."heated_area_m2" is null or "dwellings"."heated_area_m2" >= 0),
	CONSTRAINT "dwellings_heated_volume_ck" CHECK ("dwellings"."heated_volume_m3" is null or "dwellings"."heated_volume_m3" >= 0),
	CONSTRAINT "dwellings_volume_ck" CHECK ("dwellings"."volume_m3" is null or "dwellings"."volume_m3" >= 0)
);
--> statement-breakpoint
ALTER TABLE "meters" ADD COLUMN "dwelling_id" integer;--> statement-breakpoint
ALTER TABLE "statement_settings" ADD COLUMN "water_basis" text DEFAULT 'total' NOT NULL;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "dwelling_id" integer;--> statement-breakpoint
ALTER TABLE "dwellings" ADD CONSTRAINT "dwellings_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dwellings_property_idx" ON "dwellings" USING btree ("property_id","sort_index");--> statement-breakpoint
CREATE UNIQUE INDEX "dwellings_label_uq" ON "dwellings" USING btree ("property_id",lower("label"));--> statement-breakpoint
ALTER TABLE "meters" ADD CONSTRAINT "meters_dwelling_id_dwellings_id_fk" FOREIGN KEY ("dwelling_id") REFERENCES "public"."dwellings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenants" ADD CONSTRAINT "tenants_dwelling_id_dwellings_id_fk" FOREIGN KEY ("dwelling_id") REFERENCES "public"."dwellings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "meters_dwelling_idx" ON "meters" USING btree ("dwelling_id");--> statement-breakpoint
CREATE INDEX "tenants_dwelling_idx" ON "tenants" USING btree ("dwelling_id");--> statement-breakpoint
ALTER TABLE "statement_settings" ADD CONSTRAINT "statement_settings_water_basis_ck" CHECK ("statement_settings"."water_basis" in ('total', 'cold'));--> statement-breakpoint
-- Existing data: every chain of tenancies linked by their predecessor is one dwelling, as the
-- statements have treated it so far; its label is the latest floor given in the chain, else
-- "Wohnung <n>" in the property's order; area, share and volume are the latest given.
ALTER TABLE "dwellings" ADD COLUMN "migrated_root" integer;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "migrated_root" integer;--> statement-breakpoint
WITH RECURSIVE chain(id, root, depth) AS (
  SELECT t.id, t.id, 0 FROM "tenants" t
  WHERE t.predecessor_id IS NULL
     OR NOT EXISTS (SELECT 1 FROM "tenants" p WHERE p.id = t.predecessor_id AND p.property_id = t.property_id)
  UNION ALL
  SELECT t.id, c.root, c.depth + 1 FROM "tenants" t JOIN chain c ON t.predecessor_id = c.id
  WHERE c.depth < 100000
)
UPDATE "tenants" SET "migrated_root" = c.root
FROM (SELECT id, min(root) AS root FROM chain GROUP BY id) c
WHERE "tenants".id = c.id;--> statement-breakpoint
-- A cycle of predecessor links has no first tenancy: each of its tenancies becomes a dwelling.
UPDATE "tenants" SET "migrated_root" = id WHERE "migrated_root" IS NULL;--> statement-breakpoint
INSERT INTO "dwellings" ("property_id", "label", "area_m2", "mea", "volume_m3", "sort_index", "migrated_root")
SELECT y.property_id,
       y.base || CASE WHEN y.dup > 1 THEN ' (' || y.dup || ')' ELSE '' END,
       y.area, y.mea, y.volume, y.ord, y.root
FROM (
  SELECT x.*, row_number() OVER (PARTITION BY x.property_id, lower(x.base) ORDER BY x.ord, x.root) AS dup
  FROM (
    SELECT r.property_id, r.id AS root, r.sort_index AS ord,
      coalesce(
        (SELECT btrim(m.floor) FROM "tenants" m
          WHERE m.migrated_root = r.id AND nullif(btrim(m.floor), '') IS NOT NULL
          ORDER BY m.move_in DESC NULLS LAST, m.id DESC LIMIT 1),
        'Wohnung ' || row_number() OVER (PARTITION BY r.property_id ORDER BY r.sort_index, r.id)
      ) AS base,
      (SELECT m.area_m2 FROM "tenants" m WHERE m.migrated_root = r.id AND m.area_m2 IS NOT NULL
        ORDER BY m.move_in DESC NULLS LAST, m.id DESC LIMIT 1) AS area,
      (SELECT m.mea FROM "tenants" m WHERE m.migrated_root = r.id AND m.mea IS NOT NULL
        ORDER BY m.move_in DESC NULLS LAST, m.id DESC LIMIT 1) AS mea,
      (SELECT m.volume_m3 FROM "tenants" m WHERE m.migrated_root = r.id AND m.volume_m3 IS NOT NULL
        ORDER BY m.move_in DESC NULLS LAST, m.id DESC LIMIT 1) AS volume
    FROM "tenants" r
    WHERE r.id = r.migrated_root
  ) x
) y
ORDER BY y.property_id, y.ord, y.root;--> statement-breakpoint
UPDATE "tenants" SET "dwelling_id" = d.id FROM "dwellings" d WHERE d.migrated_root = "tenants".migrated_root;--> statement-breakpoint
UPDATE "meters" SET "dwelling_id" = t.dwelling_id FROM "tenants" t WHERE "meters".tenant_id = t.id;--> statement-breakpoint
ALTER TABLE "tenants" DROP COLUMN "migrated_root";--> statement-breakpoint
ALTER TABLE "dwellings" DROP COLUMN "migrated_root";
