ALTER TABLE "biometric_transactions" RENAME COLUMN "ssn_last4" TO "ssn_last_four";--> statement-breakpoint
-- custom: ssn:detail ("Reveal SSN", issue 26) to every role that holds appointments:detail today, and to no other
INSERT INTO "role_permissions" ("role_id", "partner_id", "code")
SELECT "role_id", "partner_id", 'ssn:detail' FROM "role_permissions" WHERE "code" = 'appointments:detail'
ON CONFLICT DO NOTHING;
