CREATE TABLE "appointment_notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"partner_id" uuid NOT NULL,
	"appointment_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"channel" text NOT NULL,
	"delivery_id" uuid NOT NULL,
	"send_after" timestamp with time zone NOT NULL,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "appointments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"partner_id" uuid NOT NULL,
	"location_id" uuid NOT NULL,
	"partner_service_id" uuid NOT NULL,
	"service_display_name" text NOT NULL,
	"amount" numeric(12, 2) DEFAULT 0 NOT NULL,
	"company_id" uuid,
	"payment_mode_code" text,
	"appointment_date" date NOT NULL,
	"start_time" text NOT NULL,
	"end_time" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"contact_number" text DEFAULT '' NOT NULL,
	"ssn_sealed" text,
	"ssn_last_four" text,
	"remarks" text,
	"status" text NOT NULL,
	"confirmation_number" text NOT NULL,
	"created_by" uuid,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_on" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "appointment_notifications" ADD CONSTRAINT "appointment_notifications_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_notifications" ADD CONSTRAINT "appointment_notifications_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_notifications" ADD CONSTRAINT "appointment_notifications_delivery_id_deliveries_id_fk" FOREIGN KEY ("delivery_id") REFERENCES "public"."deliveries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_partner_service_id_partner_services_id_fk" FOREIGN KEY ("partner_service_id") REFERENCES "public"."partner_services"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "appointment_notifications_appointment_idx" ON "appointment_notifications" USING btree ("appointment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "appointments_confirmation_number_uq" ON "appointments" USING btree ("confirmation_number");--> statement-breakpoint
CREATE INDEX "appointments_partner_date_idx" ON "appointments" USING btree ("partner_id","appointment_date","start_time");--> statement-breakpoint
CREATE INDEX "appointments_partner_status_date_idx" ON "appointments" USING btree ("partner_id","status","appointment_date","start_time");--> statement-breakpoint
CREATE INDEX "appointments_partner_created_idx" ON "appointments" USING btree ("partner_id","created_on");--> statement-breakpoint
CREATE INDEX "appointments_location_starts_idx" ON "appointments" USING btree ("location_id","starts_at");--> statement-breakpoint
CREATE INDEX "appointments_last_name_idx" ON "appointments" USING btree ("partner_id",lower("last_name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "appointments_first_name_idx" ON "appointments" USING btree ("partner_id",lower("first_name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "appointments_email_idx" ON "appointments" USING btree ("partner_id",lower("email") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "appointments_phone_idx" ON "appointments" USING btree ("partner_id","contact_number" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "audit_log_entity_idx" ON "audit_log" USING btree ("entity_type","entity_id");--> statement-breakpoint
SELECT ridgeline_tenant_table('"appointments"');--> statement-breakpoint
SELECT ridgeline_tenant_table('"appointment_notifications"');
