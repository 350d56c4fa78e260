ALTER TABLE "meters" ADD COLUMN "last_access_number" integer;--> statement-breakpoint
ALTER TABLE "meters" ADD COLUMN "last_telegram_clock" text;--> statement-breakpoint
ALTER TABLE "meters" ADD COLUMN "dropped_messages" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "meters" ADD CONSTRAINT "meters_access_number_ck" CHECK ("meters"."last_access_number" is null or "meters"."last_access_number" between 0 and 255);--> statement-breakpoint
DELETE FROM "rejected_telegrams" WHERE "meter_id" IS NULL OR "received_at" < now() - interval '90 days';--> statement-breakpoint
DELETE FROM "rejected_telegrams" WHERE "id" IN (SELECT "id" FROM (SELECT "id", row_number() OVER (PARTITION BY "meter_id" ORDER BY "received_at" DESC, "id" DESC) AS "n" FROM "rejected_telegrams") AS "ranked" WHERE "n" > 100);--> statement-breakpoint
ALTER TABLE "rejected_telegrams" ALTER COLUMN "meter_id" SET NOT NULL;
