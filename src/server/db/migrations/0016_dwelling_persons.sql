ALTER TABLE "dwellings" ADD COLUMN "persons" integer;--> statement-breakpoint
ALTER TABLE "dwellings" ADD CONSTRAINT "dwellings_persons_ck" CHECK ("dwellings"."persons" is null or "dwellings"."persons" between 0 and 99);
