CREATE TABLE "sign_in_source_failures" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"source" text NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "sign_in_source_failures_source_at_idx" ON "sign_in_source_failures" USING btree ("source","at");