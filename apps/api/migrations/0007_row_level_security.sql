-- Row-level security (issue 10): the second line behind the tenant scope every repository function takes.
-- Partner-area requests run inside a transaction as `ridgeline_app` (no SUPERUSER, no BYPASSRLS) with
-- `app.partner_id` / `app.location_id` set for that transaction only (apps/api/src/db/request-transaction.ts).
-- Everything else (system area, user portal, sign-in, the job queue, migrations, seeding) keeps the connection's
-- own role, which owns the tables and so is not subject to these policies.
-- A later tenant table (a table with a partner_id column) calls `select ridgeline_tenant_table('"its_table"');`
-- in its own migration (docs/decisions.md, "Row-level security: adding a tenant table"); a test fails otherwise.
DO $$
BEGIN
  IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'ridgeline_app') THEN
    CREATE ROLE ridgeline_app NOLOGIN NOSUPERUSER NOBYPASSRLS NOCREATEDB NOCREATEROLE NOINHERIT;
  END IF;
EXCEPTION WHEN duplicate_object OR unique_violation THEN
  -- Another database of the same server created it at the same moment (parallel test databases).
  NULL;
END $$;
--> statement-breakpoint
DO $$
BEGIN
  -- A connection that is not a superuser may only SET ROLE to a role it is a member of.
  IF NOT (SELECT rolsuper FROM pg_roles WHERE rolname = current_user) THEN
    EXECUTE format('GRANT ridgeline_app TO %I', current_user);
  END IF;
END $$;
--> statement-breakpoint
GRANT USAGE ON SCHEMA public TO ridgeline_app;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO ridgeline_app;
--> statement-breakpoint
GRANT USAGE, SELECT, UPDATE ON ALL SEQUENCES IN SCHEMA public TO ridgeline_app;
--> statement-breakpoint
ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO ridgeline_app;
--> statement-breakpoint
ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT USAGE, SELECT, UPDATE ON SEQUENCES TO ridgeline_app;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION ridgeline_partner_id() RETURNS uuid LANGUAGE sql STABLE AS $$
  SELECT nullif(current_setting('app.partner_id', true), '')::uuid
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION ridgeline_location_id() RETURNS uuid LANGUAGE sql STABLE AS $$
  SELECT nullif(current_setting('app.location_id', true), '')::uuid
$$;
--> statement-breakpoint
-- Turns a table with a partner_id column into a tenant table: row-level security on, and one policy letting
-- ridgeline_app read and write the rows of the request's partner only. shared_reads also lets it read the rows
-- without a partner (system-wide rows a partner inherits, e.g. the system's delivery settings).
CREATE OR REPLACE FUNCTION ridgeline_tenant_table(target regclass, shared_reads boolean DEFAULT false)
RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  column_type text;
  own_rows text;
BEGIN
  SELECT format_type(atttypid, atttypmod) INTO column_type
  FROM pg_attribute WHERE attrelid = target AND attname = 'partner_id' AND NOT attisdropped;
  IF column_type IS NULL THEN
    RAISE EXCEPTION 'ridgeline_tenant_table: % has no partner_id column', target;
  END IF;
  own_rows := format('partner_id = ridgeline_partner_id()::%s', column_type);
  EXECUTE format('ALTER TABLE %s ENABLE ROW LEVEL SECURITY', target);
  EXECUTE format('DROP POLICY IF EXISTS tenant_isolation ON %s', target);
  EXECUTE format(
    'CREATE POLICY tenant_isolation ON %s AS PERMISSIVE FOR ALL TO ridgeline_app USING (%s) WITH CHECK (%s)',
    target, own_rows, own_rows);
  EXECUTE format('DROP POLICY IF EXISTS tenant_shared_read ON %s', target);
  IF shared_reads THEN
    EXECUTE format(
      'CREATE POLICY tenant_shared_read ON %s AS PERMISSIVE FOR SELECT TO ridgeline_app USING (partner_id IS NULL)',
      target);
  END IF;
END $$;
--> statement-breakpoint
SELECT ridgeline_tenant_table('"audit_log"');
--> statement-breakpoint
SELECT ridgeline_tenant_table('"companies"');
--> statement-breakpoint
SELECT ridgeline_tenant_table('"deliveries"');
--> statement-breakpoint
SELECT ridgeline_tenant_table('"delivery_settings"', true);
--> statement-breakpoint
SELECT ridgeline_tenant_table('"files"', true);
--> statement-breakpoint
SELECT ridgeline_tenant_table('"grants"');
--> statement-breakpoint
SELECT ridgeline_tenant_table('"group_services"');
--> statement-breakpoint
SELECT ridgeline_tenant_table('"invitations"');
--> statement-breakpoint
SELECT ridgeline_tenant_table('"location_services"');
--> statement-breakpoint
SELECT ridgeline_tenant_table('"partner_services"');
--> statement-breakpoint
SELECT ridgeline_tenant_table('"role_permissions"');
--> statement-breakpoint
SELECT ridgeline_tenant_table('"roles"');
--> statement-breakpoint
SELECT ridgeline_tenant_table('"service_groups"');
--> statement-breakpoint
SELECT ridgeline_tenant_table('"sessions"');
--> statement-breakpoint
SELECT ridgeline_tenant_table('"tenant_settings"');
--> statement-breakpoint
-- The tenants themselves: a partner request sees its own partner, and a location session its own location only.
ALTER TABLE "partners" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON "partners" AS PERMISSIVE FOR ALL TO ridgeline_app
  USING (id = ridgeline_partner_id()) WITH CHECK (id = ridgeline_partner_id());
--> statement-breakpoint
ALTER TABLE "locations" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON "locations" AS PERMISSIVE FOR ALL TO ridgeline_app
  USING (partner_id = ridgeline_partner_id() AND (ridgeline_location_id() IS NULL OR id = ridgeline_location_id()))
  WITH CHECK (partner_id = ridgeline_partner_id() AND (ridgeline_location_id() IS NULL OR id = ridgeline_location_id()));
