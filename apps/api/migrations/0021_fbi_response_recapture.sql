ALTER TABLE "fbi_responses" ADD COLUMN "recapture_requested" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Rows recorded before the column: an ERRT still named by its transaction, which stands at Request For Recapture, is
-- taken as the one that moved it (the rule the column replaces).
UPDATE "fbi_responses" SET "recapture_requested" = true
FROM "biometric_transactions"
WHERE "biometric_transactions"."fbi_response_id" = "fbi_responses"."id"
  AND "fbi_responses"."kind" = 'ERRT'
  AND "biometric_transactions"."status" = 'REQUEST_FOR_RECAPTURE';
