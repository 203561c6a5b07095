DROP INDEX "appointments_last_name_idx";--> statement-breakpoint
DROP INDEX "appointments_first_name_idx";--> statement-breakpoint
DROP INDEX "appointments_email_idx";--> statement-breakpoint
DROP INDEX "appointments_phone_idx";--> statement-breakpoint
-- One ALTER for the three columns: each stored column rewrites the table, once is enough (drizzle-kit wrote three).
ALTER TABLE "appointments" ADD COLUMN "first_name_lower" text GENERATED ALWAYS AS (lower(first_name)) STORED,
  ADD COLUMN "last_name_lower" text GENERATED ALWAYS AS (lower(last_name)) STORED,
  ADD COLUMN "email_lower" text GENERATED ALWAYS AS (lower(email)) STORED;--> statement-breakpoint
CREATE INDEX "appointments_last_name_lower_idx" ON "appointments" USING btree ("partner_id","last_name_lower" text_pattern_ops,"status","appointment_date");--> statement-breakpoint
CREATE INDEX "appointments_first_name_lower_idx" ON "appointments" USING btree ("partner_id","first_name_lower" text_pattern_ops,"status","appointment_date");--> statement-breakpoint
CREATE INDEX "appointments_email_lower_idx" ON "appointments" USING btree ("partner_id","email_lower" text_pattern_ops,"status","appointment_date");--> statement-breakpoint
CREATE INDEX "appointments_contact_number_idx" ON "appointments" USING btree ("partner_id","contact_number" text_pattern_ops,"status","appointment_date");