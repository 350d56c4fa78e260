CREATE TABLE "rejected_telegrams" (
	"id" serial PRIMARY KEY NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	"gateway_id" text NOT NULL,
	"telegram_meter_id" text,
	"meter_id" integer,
	"raw_hex" text NOT NULL,
	"reason" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "meter_readings" ADD COLUMN "measured_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "meter_readings" ADD COLUMN "suspected_exchange" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "meter_readings" ADD COLUMN "flagged" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "meters" ADD COLUMN "aes_key_sealed" text;--> statement-breakpoint
ALTER TABLE "rejected_telegrams" ADD CONSTRAINT "rejected_telegrams_meter_id_meters_id_fk" FOREIGN KEY ("meter_id") REFERENCES "public"."meters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rejected_telegrams_meter_idx" ON "rejected_telegrams" USING btree ("meter_id","received_at");--> statement-breakpoint
CREATE UNIQUE INDEX "meter_readings_measured_uq" ON "meter_readings" USING btree ("meter_id","measured_at");--> statement-breakpoint
CREATE INDEX "meters_gateway_idx" ON "meters" USING btree ("gateway_id","gateway_channel");