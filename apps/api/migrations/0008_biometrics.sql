CREATE TABLE "agent_logs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"partner_id" uuid NOT NULL,
	"location_id" uuid,
	"file_id" uuid NOT NULL,
	"size" integer NOT NULL,
	"created_on" timestamp with time zone NOT NULL,
	"uploaded_by" uuid,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "biometric_fingerprints" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"partner_id" uuid NOT NULL,
	"transaction_id" uuid NOT NULL,
	"code" text NOT NULL,
	"wsq_file_id" uuid NOT NULL,
	"bitmap_file_id" uuid NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"quality" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "biometric_transactions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"partner_id" uuid NOT NULL,
	"location_id" uuid,
	"status" text DEFAULT 'IN_PROGRESS' NOT NULL,
	"first_name" text DEFAULT '' NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"email" text,
	"resident_status" text,
	"service_id" uuid,
	"partner_service_id" uuid,
	"location_service_id" uuid,
	"ori_id" uuid,
	"appointment_id" uuid,
	"recapture_reference_id" uuid,
	"transaction_control_number" text,
	"form" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"ssn_sealed" text,
	"ssn_last4" text,
	"photo_file_id" uuid,
	"applicant_signature_file_id" uuid,
	"officer_signature_file_id" uuid,
	"annotations" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"completion" jsonb,
	"generate_eft" boolean DEFAULT false NOT NULL,
	"eft_file_id" uuid,
	"application_pdf_file_id" uuid,
	"transmission_result" text,
	"transmission_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "agent_logs" ADD CONSTRAINT "agent_logs_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_logs" ADD CONSTRAINT "agent_logs_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_logs" ADD CONSTRAINT "agent_logs_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "biometric_fingerprints" ADD CONSTRAINT "biometric_fingerprints_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "biometric_fingerprints" ADD CONSTRAINT "biometric_fingerprints_transaction_id_biometric_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."biometric_transactions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "biometric_fingerprints" ADD CONSTRAINT "biometric_fingerprints_wsq_file_id_files_id_fk" FOREIGN KEY ("wsq_file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "biometric_fingerprints" ADD CONSTRAINT "biometric_fingerprints_bitmap_file_id_files_id_fk" FOREIGN KEY ("bitmap_file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "biometric_transactions" ADD CONSTRAINT "biometric_transactions_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "biometric_transactions" ADD CONSTRAINT "biometric_transactions_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "biometric_transactions" ADD CONSTRAINT "biometric_transactions_photo_file_id_files_id_fk" FOREIGN KEY ("photo_file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "biometric_transactions" ADD CONSTRAINT "biometric_transactions_applicant_signature_file_id_files_id_fk" FOREIGN KEY ("applicant_signature_file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "biometric_transactions" ADD CONSTRAINT "biometric_transactions_officer_signature_file_id_files_id_fk" FOREIGN KEY ("officer_signature_file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "biometric_transactions" ADD CONSTRAINT "biometric_transactions_eft_file_id_files_id_fk" FOREIGN KEY ("eft_file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "biometric_transactions" ADD CONSTRAINT "biometric_transactions_application_pdf_file_id_files_id_fk" FOREIGN KEY ("application_pdf_file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "biometric_transactions" ADD CONSTRAINT "biometric_transactions_recapture_reference_fk" FOREIGN KEY ("recapture_reference_id") REFERENCES "public"."biometric_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "agent_logs_partner_location_idx" ON "agent_logs" USING btree ("partner_id","location_id");--> statement-breakpoint
CREATE UNIQUE INDEX "biometric_fingerprints_transaction_code_idx" ON "biometric_fingerprints" USING btree ("transaction_id","code");--> statement-breakpoint
CREATE INDEX "biometric_transactions_partner_created_idx" ON "biometric_transactions" USING btree ("partner_id","created_at");--> statement-breakpoint
CREATE INDEX "biometric_transactions_location_idx" ON "biometric_transactions" USING btree ("location_id");--> statement-breakpoint
CREATE INDEX "biometric_transactions_recapture_idx" ON "biometric_transactions" USING btree ("recapture_reference_id");--> statement-breakpoint
SELECT ridgeline_tenant_table('"biometric_transactions"');
--> statement-breakpoint
SELECT ridgeline_tenant_table('"biometric_fingerprints"');
--> statement-breakpoint
SELECT ridgeline_tenant_table('"agent_logs"');
