ALTER TABLE "user_tokens" DROP CONSTRAINT "user_tokens_kind_ck";--> statement-breakpoint
ALTER TABLE "user_tokens" ADD CONSTRAINT "user_tokens_kind_ck" CHECK ("user_tokens"."kind" in ('reset', 'invite', 'email_change'));
