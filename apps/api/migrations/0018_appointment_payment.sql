ALTER TABLE "appointments" ADD COLUMN "payment_status" text;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "payment_checkout_id" text;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "payment_reference" text;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "amount_paid" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "payment_refund_reference" text;