DROP INDEX "appointments_partner_date_idx";--> statement-breakpoint
DROP INDEX "appointments_partner_created_idx";--> statement-breakpoint
CREATE INDEX "appointments_partner_date_id_idx" ON "appointments" USING btree ("partner_id","appointment_date","start_time","id");--> statement-breakpoint
CREATE INDEX "appointments_partner_created_id_idx" ON "appointments" USING btree ("partner_id","created_on","id");