ALTER TABLE "audit_log" ADD COLUMN "changes" jsonb;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "record_entity" text;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "record_id" text;--> statement-breakpoint
CREATE INDEX "audit_log_record_idx" ON "audit_log" USING btree ("record_entity","record_id","at");--> statement-breakpoint
-- Every change of an audited table's row writes its changed fields, old and new, with the actor the
-- transaction names in app.actor_id (decision 023). Arguments: the entity; the column naming the row's
-- organization ('' when the organization is its record's); the column naming the record whose history
-- shows it and that record's entity ('' for the row itself); the record's table when it holds the
-- organization. Stamps and derived columns are left out; no audited table holds a secret.
CREATE FUNCTION audit_row_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  old_row jsonb := CASE WHEN TG_OP <> 'INSERT' THEN to_jsonb(OLD) END;
  new_row jsonb := CASE WHEN TG_OP <> 'DELETE' THEN to_jsonb(NEW) END;
  row_values jsonb := coalesce(new_row, old_row);
  left_out text[] := ARRAY['id', 'created_date', 'last_modified_date', 'lineage'];
  record_id text := row_values ->> coalesce(nullif(TG_ARGV[2], ''), 'id');
  organization integer;
  changed jsonb;
BEGIN
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
CREATE TRIGGER organizations_audit AFTER INSERT OR UPDATE OR DELETE ON organizations
  FOR EACH ROW EXECUTE FUNCTION audit_row_change('organization', 'id', '', '', '');
--> statement-breakpoint
CREATE TRIGGER areas_audit AFTER INSERT OR UPDATE OR DELETE ON areas
  FOR EACH ROW EXECUTE FUNCTION audit_row_change('area', 'organization_id', '', '', '');
--> statement-breakpoint
CREATE TRIGGER memberships_audit AFTER INSERT OR UPDATE OR DELETE ON memberships
  FOR EACH ROW EXECUTE FUNCTION audit_row_change('member', 'organization_id', '', '', '');
--> statement-breakpoint
CREATE TRIGGER roles_audit AFTER INSERT OR UPDATE OR DELETE ON roles
  FOR EACH ROW EXECUTE FUNCTION audit_row_change('role', 'organization_id', '', '', '');
--> statement-breakpoint
CREATE TRIGGER competences_audit AFTER INSERT OR UPDATE OR DELETE ON competences
  FOR EACH ROW EXECUTE FUNCTION audit_row_change('competence', 'organization_id', '', '', '');
--> statement-breakpoint
CREATE TRIGGER competence_records_audit AFTER INSERT OR UPDATE OR DELETE ON competence_records
  FOR EACH ROW EXECUTE FUNCTION audit_row_change('competence_record', '', 'membership_id', 'member', 'memberships');
--> statement-breakpoint
CREATE TRIGGER controlled_documents_audit AFTER INSERT OR UPDATE OR DELETE ON controlled_documents
  FOR EACH ROW EXECUTE FUNCTION audit_row_change('controlled_document', 'organization_id', '', '', '');
--> statement-breakpoint
CREATE TRIGGER controlled_document_revisions_audit AFTER INSERT OR UPDATE OR DELETE ON controlled_document_revisions
  FOR EACH ROW EXECUTE FUNCTION audit_row_change('controlled_document_revision', '', 'document_id', 'controlled_document', 'controlled_documents');
--> statement-breakpoint
CREATE TRIGGER controlled_document_reviews_audit AFTER INSERT OR UPDATE OR DELETE ON controlled_document_reviews
  FOR EACH ROW EXECUTE FUNCTION audit_row_change('controlled_document_review', '', 'document_id', 'controlled_document', 'controlled_documents');
--> statement-breakpoint
CREATE TRIGGER legislation_associations_audit AFTER INSERT OR UPDATE OR DELETE ON legislation_associations
  FOR EACH ROW EXECUTE FUNCTION audit_row_change('legislation_association', 'organization_id', '', '', '');
--> statement-breakpoint
CREATE TRIGGER stakeholder_associations_audit AFTER INSERT OR UPDATE OR DELETE ON stakeholder_associations
  FOR EACH ROW EXECUTE FUNCTION audit_row_change('stakeholder_association', 'organization_id', '', '', '');
--> statement-breakpoint
CREATE TRIGGER scopes_audit AFTER INSERT OR UPDATE OR DELETE ON scopes
  FOR EACH ROW EXECUTE FUNCTION audit_row_change('scope', 'organization_id', '', '', '');
--> statement-breakpoint
CREATE TRIGGER machines_audit AFTER INSERT OR UPDATE OR DELETE ON machines
  FOR EACH ROW EXECUTE FUNCTION audit_row_change('machine', 'organization_id', '', '', '');
--> statement-breakpoint
CREATE TRIGGER agreements_audit AFTER INSERT OR UPDATE OR DELETE ON agreements
  FOR EACH ROW EXECUTE FUNCTION audit_row_change('agreement', 'organization_id', '', '', '');
--> statement-breakpoint
CREATE TRIGGER inspections_audit AFTER INSERT OR UPDATE OR DELETE ON inspections
  FOR EACH ROW EXECUTE FUNCTION audit_row_change('inspection', 'organization_id', 'agreement_id', 'agreement', '');
--> statement-breakpoint
CREATE TRIGGER meters_audit AFTER INSERT OR UPDATE OR DELETE ON meters
  FOR EACH ROW EXECUTE FUNCTION audit_row_change('meter', 'organization_id', '', '', '');
--> statement-breakpoint
CREATE TRIGGER meter_readings_audit AFTER INSERT OR UPDATE OR DELETE ON meter_readings
  FOR EACH ROW EXECUTE FUNCTION audit_row_change('meter_reading', '', 'meter_id', 'meter', 'meters');
--> statement-breakpoint
CREATE TRIGGER chemical_associations_audit AFTER INSERT OR UPDATE OR DELETE ON chemical_associations
  FOR EACH ROW EXECUTE FUNCTION audit_row_change('chemical_association', 'organization_id', '', '', '');
--> statement-breakpoint
CREATE TRIGGER events_audit AFTER INSERT OR UPDATE OR DELETE ON events
  FOR EACH ROW EXECUTE FUNCTION audit_row_change('event', 'organization_id', '', '', '');
--> statement-breakpoint
CREATE TRIGGER event_actions_audit AFTER INSERT OR UPDATE OR DELETE ON event_actions
  FOR EACH ROW EXECUTE FUNCTION audit_row_change('event_action', '', 'event_id', 'event', 'events');
--> statement-breakpoint
CREATE TRIGGER waste_handler_associations_audit AFTER INSERT OR UPDATE OR DELETE ON waste_handler_associations
  FOR EACH ROW EXECUTE FUNCTION audit_row_change('waste_handler_association', 'organization_id', '', '', '');
--> statement-breakpoint
CREATE TRIGGER waste_arrangements_audit AFTER INSERT OR UPDATE OR DELETE ON waste_arrangements
  FOR EACH ROW EXECUTE FUNCTION audit_row_change('waste_arrangement', '', 'association_id', 'waste_handler_association', 'waste_handler_associations');
--> statement-breakpoint
CREATE TRIGGER files_audit AFTER INSERT OR UPDATE OR DELETE ON files
  FOR EACH ROW EXECUTE FUNCTION audit_row_change('file', 'organization_id', '', '', '');
