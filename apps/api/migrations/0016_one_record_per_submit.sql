CREATE TABLE "idempotency_keys" (
	"key_hash" text PRIMARY KEY NOT NULL,
	"scope" text NOT NULL,
	"operation_id" text NOT NULL,
	"request_hash" text NOT NULL,
	"status" integer,
	"response_body" jsonb,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "idempotency_keys_created_at_idx" ON "idempotency_keys" USING btree ("created_at");--> statement-breakpoint
-- custom: existing duplicates are renamed (or withdrawn) first, so the unique indexes below can be built; each
-- change is audited. Names and titles: the oldest keeps its name, the next ones get " (2)", " (3)", ...; the loop
-- repeats while a renamed value meets an existing one ("X (2)" already there). Pending invitations to the same
-- partner, location and e-mail: the newest stays open, the older ones are revoked. (The generated unique indexes
-- were moved after this block for that reason.)
DO $$
DECLARE
  renamed integer;
BEGIN
  LOOP
    WITH ranked AS (
      SELECT id, partner_id, name,
             row_number() OVER (PARTITION BY partner_id, lower(trim(name)) ORDER BY created_at, id) AS n
      FROM companies
    ), changed AS (
      UPDATE companies c SET name = trim(r.name) || ' (' || r.n || ')'
      FROM ranked r WHERE c.id = r.id AND r.n > 1
      RETURNING c.id, c.partner_id, r.name AS before_name, c.name AS after_name
    ), logged AS (
      INSERT INTO audit_log (area, actor, action, outcome, details, entity_type, entity_id, partner_id)
      SELECT 'system', NULL, 'COMPANY_RENAMED_DUPLICATE', 'SUCCESS',
             jsonb_build_object('before', jsonb_build_object('name', before_name),
                                'after', jsonb_build_object('name', after_name),
                                'changed', jsonb_build_array('name'),
                                'reason', 'company names are unique per partner (migration 0015)'),
             'company', id::text, partner_id::text
      FROM changed
      RETURNING 1
    )
    SELECT count(*) INTO renamed FROM logged;
    EXIT WHEN renamed = 0;
  END LOOP;
  LOOP
    WITH ranked AS (
      SELECT id, partner_id, title,
             row_number() OVER (PARTITION BY partner_id, lower(trim(title)) ORDER BY created_at, id) AS n
      FROM roles
    ), changed AS (
      UPDATE roles r0 SET title = trim(r.title) || ' (' || r.n || ')'
      FROM ranked r WHERE r0.id = r.id AND r.n > 1
      RETURNING r0.id, r0.partner_id, r.title AS before_title, r0.title AS after_title
    ), logged AS (
      INSERT INTO audit_log (area, actor, action, outcome, details, entity_type, entity_id, partner_id)
      SELECT 'system', NULL, 'ROLE_RENAMED_DUPLICATE', 'SUCCESS',
             jsonb_build_object('before', jsonb_build_object('title', before_title),
                                'after', jsonb_build_object('title', after_title),
                                'changed', jsonb_build_array('title'),
                                'reason', 'role titles are unique per partner (migration 0015)'),
             'role', id::text, partner_id::text
      FROM changed
      RETURNING 1
    )
    SELECT count(*) INTO renamed FROM logged;
    EXIT WHEN renamed = 0;
  END LOOP;
  WITH ranked AS (
    SELECT id, partner_id, email,
           row_number() OVER (
             PARTITION BY partner_id, coalesce(location_id, '00000000-0000-0000-0000-000000000000'::uuid),
                          lower(trim(email))
             ORDER BY created_at DESC, id DESC) AS n
    FROM invitations
    WHERE accepted_at IS NULL AND revoked_at IS NULL
  ), changed AS (
    UPDATE invitations i SET revoked_at = now()
    FROM ranked r WHERE i.id = r.id AND r.n > 1
    RETURNING i.id, i.partner_id
  )
  INSERT INTO audit_log (area, actor, action, outcome, details, entity_type, entity_id, partner_id)
  SELECT 'system', NULL, 'INVITATION_WITHDRAWN_DUPLICATE', 'SUCCESS',
         jsonb_build_object('reason', 'one pending invitation per partner, location and e-mail (migration 0015)'),
         'invitation', id::text, partner_id::text
  FROM changed;
END
$$;
--> statement-breakpoint
CREATE UNIQUE INDEX "companies_partner_name_unique" ON "companies" USING btree ("partner_id",lower(trim("name")));--> statement-breakpoint
CREATE UNIQUE INDEX "invitations_pending_target_unique" ON "invitations" USING btree ("partner_id",coalesce("location_id", '00000000-0000-0000-0000-000000000000'::uuid),lower(trim("email"))) WHERE "invitations"."accepted_at" is null and "invitations"."revoked_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "roles_partner_title_unique" ON "roles" USING btree ("partner_id",lower(trim("title")));