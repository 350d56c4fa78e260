ALTER TABLE "statement_documents" ADD COLUMN "resends" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "statement_documents" ADD COLUMN "last_resent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "statement_documents" ADD CONSTRAINT "statement_documents_resends_ck" CHECK ("statement_documents"."resends" >= 0);
