CREATE TABLE "fbi_responses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"destination_scope" text NOT NULL,
	"file_name" text NOT NULL,
	"sha256" text NOT NULL,
	"size" integer NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"kind" text NOT NULL,
	"tcr" text,
	"response_date" date,
	"error_code" text,
	"error_message_sealed" text,
	"finger_position" integer,
	"transaction_id" uuid,
	"partner_id" uuid,
	"parse_error" text,
	"applied_at" timestamp with time zone,
	"settled_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "biometric_transactions" ADD COLUMN "eft_destination_scope" text;--> statement-breakpoint
ALTER TABLE "biometric_transactions" ADD COLUMN "fbi_response_kind" text;--> statement-breakpoint
ALTER TABLE "biometric_transactions" ADD COLUMN "fbi_response_date" date;--> statement-breakpoint
ALTER TABLE "biometric_transactions" ADD COLUMN "fbi_error_code" text;--> statement-breakpoint
ALTER TABLE "biometric_transactions" ADD COLUMN "fbi_response_id" uuid;--> statement-breakpoint
ALTER TABLE "fbi_responses" ADD CONSTRAINT "fbi_responses_transaction_id_biometric_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."biometric_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fbi_responses" ADD CONSTRAINT "fbi_responses_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "fbi_responses_destination_file_idx" ON "fbi_responses" USING btree ("destination_scope","file_name","sha256");--> statement-breakpoint
CREATE INDEX "fbi_responses_transaction_idx" ON "fbi_responses" USING btree ("transaction_id");--> statement-breakpoint
CREATE INDEX "fbi_responses_partner_received_idx" ON "fbi_responses" USING btree ("partner_id","received_at");--> statement-breakpoint
SELECT ridgeline_tenant_table('"fbi_responses"');
