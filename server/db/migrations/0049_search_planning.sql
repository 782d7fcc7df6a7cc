-- The planning registers join search: the risks, the environmental aspects and the chemical risk's work
-- processes. The earlier kinds keep their statements under a new name (search_refresh_registers); the
-- new kinds' are here, and anything else goes on to those, so a later kind adds its own statement
-- without repeating every other kind's.
ALTER FUNCTION search_refresh(text, integer[]) RENAME TO search_refresh_registers;
--> statement-breakpoint
CREATE FUNCTION search_refresh(entry_kind text, ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  CASE entry_kind
    WHEN 'RISK' THEN
      DELETE FROM search_entries WHERE kind = entry_kind AND record_id = ANY(ids);
      INSERT INTO search_entries (kind, record_id, organization_id, link_id, title, detail, words)
      SELECT 'RISK', r.id, r.organization_id, r.id, r.activity, NULL,
      search_words(r.activity, '{}', concat_ws(' ', r.hazard, r.exposed, r.control_elimination, r.control_substitution,
      r.control_engineering, r.control_administrative, r.control_protective_equipment))
      FROM risks r WHERE r.id = ANY(ids);
    WHEN 'ASPECT' THEN
      DELETE FROM search_entries WHERE kind = entry_kind AND record_id = ANY(ids);
      INSERT INTO search_entries (kind, record_id, organization_id, link_id, title, detail, words)
      SELECT 'ASPECT', a.id, a.organization_id, a.id, a.activity || ': ' || a.aspect, NULL,
      search_words(a.activity || ' ' || a.aspect, '{}', concat_ws(' ', a.impact, a.basis, a.controls))
      FROM aspects a WHERE a.id = ANY(ids);
    WHEN 'WORK_PROCESS' THEN
      DELETE FROM search_entries WHERE kind = entry_kind AND record_id = ANY(ids);
      INSERT INTO search_entries (kind, record_id, organization_id, link_id, title, detail, words)
      SELECT 'WORK_PROCESS', w.id, w.organization_id, w.id, w.name, NULL,
      search_words(w.name, '{}', concat_ws(' ', w.description, w.exposed))
      FROM work_processes w WHERE w.id = ANY(ids);
    ELSE
      PERFORM search_refresh_registers(entry_kind, ids);
  END CASE;
END $$;
--> statement-breakpoint
CREATE TRIGGER search_risk AFTER INSERT OR DELETE OR UPDATE OF organization_id, activity, hazard, exposed,
  control_elimination, control_substitution, control_engineering, control_administrative, control_protective_equipment
  ON risks FOR EACH ROW EXECUTE FUNCTION search_follow('RISK', 'id');
--> statement-breakpoint
CREATE TRIGGER search_aspect AFTER INSERT OR DELETE OR UPDATE OF organization_id, activity, aspect, impact, basis, controls
  ON aspects FOR EACH ROW EXECUTE FUNCTION search_follow('ASPECT', 'id');
--> statement-breakpoint
CREATE TRIGGER search_work_process AFTER INSERT OR DELETE OR UPDATE OF organization_id, name, description, exposed
  ON work_processes FOR EACH ROW EXECUTE FUNCTION search_follow('WORK_PROCESS', 'id');
--> statement-breakpoint
-- What is already kept.
SELECT search_refresh('RISK', ARRAY(SELECT id FROM risks)),
  search_refresh('ASPECT', ARRAY(SELECT id FROM aspects)),
  search_refresh('WORK_PROCESS', ARRAY(SELECT id FROM work_processes));
