CREATE TABLE "import_mappings" (
	"organization_id" integer NOT NULL,
	"register" text NOT NULL,
	"headers" jsonb NOT NULL,
	"last_modified_date" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "import_mappings_organization_id_register_pk" PRIMARY KEY("organization_id","register")
);
--> statement-breakpoint
CREATE TABLE "pending_imports" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "pending_imports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organization_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"register" text NOT NULL,
	"file_name" text NOT NULL,
	"headers" jsonb NOT NULL,
	"rows" jsonb NOT NULL,
	"mapping" jsonb NOT NULL,
	"mapped" boolean DEFAULT false NOT NULL,
	"outcome" jsonb,
	"created_date" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "import_mappings" ADD CONSTRAINT "import_mappings_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pending_imports" ADD CONSTRAINT "pending_imports_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pending_imports" ADD CONSTRAINT "pending_imports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pending_imports_organization_idx" ON "pending_imports" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "pending_imports_user_idx" ON "pending_imports" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "pending_imports_created_idx" ON "pending_imports" USING btree ("created_date");
--> statement-breakpoint
-- Per-row triggers cost milliseconds a row (decision 043): an import of 10,000 rows turns them off for its
-- own inserts (the transaction-local app.bulk_import) and writes the same trail and search entries for
-- all its rows at once.
CREATE OR REPLACE FUNCTION audit_row_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  old_row jsonb := CASE WHEN TG_OP <> 'INSERT' THEN to_jsonb(OLD) END;
  new_row jsonb := CASE WHEN TG_OP <> 'DELETE' THEN to_jsonb(NEW) END;
  row_values jsonb := coalesce(new_row, old_row);
  left_out text[] := ARRAY['id', 'created_date', 'last_modified_date', 'lineage'];
  record_id text := row_values ->> coalesce(nullif(TG_ARGV[2], ''), 'id');
  organization integer;
  changed jsonb;
BEGIN
  -- An import writes its rows' trail and search entries in one statement each (audit_rows_created).
  IF current_setting('app.bulk_import', true) = 'on' THEN
    RETURN NULL;
  END IF;
  SELECT jsonb_object_agg(key, jsonb_build_object('old', old_row -> key, 'new', new_row -> key))
    INTO changed
    FROM jsonb_object_keys(row_values) AS key
    WHERE key <> ALL (left_out)
      AND coalesce(old_row -> key, 'null'::jsonb) IS DISTINCT FROM coalesce(new_row -> key, 'null'::jsonb);
  IF changed IS NULL AND TG_OP = 'UPDATE' THEN
    RETURN NULL;
  END IF;
  IF TG_ARGV[1] <> '' THEN
    organization := (row_values ->> TG_ARGV[1])::integer;
  ELSE
    EXECUTE format('SELECT organization_id FROM %I WHERE id = $1', TG_ARGV[4]) INTO organization USING record_id::integer;
  END IF;
  INSERT INTO audit_log (user_id, organization_id, action, entity, entity_id, changes, record_entity, record_id)
  VALUES (
    nullif(current_setting('app.actor_id', true), '')::integer,
    organization,
    CASE TG_OP WHEN 'INSERT' THEN 'create' WHEN 'UPDATE' THEN 'update' ELSE 'delete' END,
    TG_ARGV[0],
    row_values ->> 'id',
    coalesce(changed, '{}'::jsonb),
    coalesce(nullif(TG_ARGV[3], ''), TG_ARGV[0]),
    record_id
  );
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_follow() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  keys integer[] := ARRAY[]::integer[];
  key integer;
  ids integer[];
BEGIN
  -- An import writes its rows' trail and search entries in one statement each (audit_rows_created).
  IF current_setting('app.bulk_import', true) = 'on' THEN
    RETURN NULL;
  END IF;
  IF TG_OP <> 'INSERT' THEN keys := keys || (to_jsonb(OLD)->>TG_ARGV[1])::integer; END IF;
  IF TG_OP <> 'DELETE' THEN keys := keys || (to_jsonb(NEW)->>TG_ARGV[1])::integer; END IF;
  FOR key IN SELECT DISTINCT k FROM unnest(keys) k WHERE k IS NOT NULL LOOP
    IF TG_NARGS > 2 THEN
      EXECUTE 'SELECT array(' || TG_ARGV[2] || ')' INTO ids USING key;
    ELSE
      ids := ARRAY[key];
    END IF;
    PERFORM search_refresh(TG_ARGV[0], ids);
  END LOOP;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- The trail of rows created together, as audit_row_change writes it for each: every field with a value,
-- old null and new its value, by the actor the transaction names. For rows whose record is themselves.
CREATE FUNCTION audit_rows_created(entity text, table_name text, ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format($sql$
    INSERT INTO audit_log (user_id, organization_id, action, entity, entity_id, changes, record_entity, record_id)
    SELECT nullif(current_setting('app.actor_id', true), '')::integer, t.organization_id, 'create', %L, t.id::text,
      (SELECT coalesce(jsonb_object_agg(key, jsonb_build_object('old', NULL, 'new', value)), '{}'::jsonb)
        FROM jsonb_each(to_jsonb(t)) AS field(key, value)
        WHERE key <> ALL (ARRAY['id', 'created_date', 'last_modified_date', 'lineage']) AND value <> 'null'::jsonb),
      %L, t.id::text
    FROM %I t WHERE t.id = ANY($1)
  $sql$, entity, entity, table_name) USING ids;
END
$$;
