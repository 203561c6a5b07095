CREATE TABLE "sign_in_locks" (
	"realm" text NOT NULL,
	"email" text NOT NULL,
	"locked_until" timestamp with time zone NOT NULL,
	CONSTRAINT "sign_in_locks_realm_email_pk" PRIMARY KEY("realm","email")
);
--> statement-breakpoint
-- Failures were keyed by user only; they are short-lived, so the old ones are dropped rather than back-filled.
DELETE FROM "sign_in_failures";--> statement-breakpoint
ALTER TABLE "sign_in_failures" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "entity_type" text;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "entity_id" text;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "partner_id" text;--> statement-breakpoint
ALTER TABLE "sign_in_failures" ADD COLUMN "realm" text NOT NULL;--> statement-breakpoint
ALTER TABLE "sign_in_failures" ADD COLUMN "email" text NOT NULL;--> statement-breakpoint
CREATE INDEX "audit_log_partner_at_idx" ON "audit_log" USING btree ("partner_id","at");--> statement-breakpoint
CREATE INDEX "sign_in_failures_email_at_idx" ON "sign_in_failures" USING btree ("realm","email","at");--> statement-breakpoint
-- The audit trail is append-only in the database itself: whatever the application does, no row changes or goes.
CREATE FUNCTION "audit_log_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	RAISE EXCEPTION 'audit_log is append-only: % is refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END
$$;--> statement-breakpoint
CREATE TRIGGER "audit_log_no_update_delete" BEFORE UPDATE OR DELETE ON "audit_log" FOR EACH ROW EXECUTE FUNCTION "audit_log_append_only"();--> statement-breakpoint
CREATE TRIGGER "audit_log_no_truncate" BEFORE TRUNCATE ON "audit_log" FOR EACH STATEMENT EXECUTE FUNCTION "audit_log_append_only"();
