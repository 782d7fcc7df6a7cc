-- Internal audits join search (decision 032): found by their subject and by the words of their scope
-- (clauses, processes and procedures) and conclusion. The kinds before keep their statements under a new
-- name (search_refresh_planning), as 0049 did.
ALTER FUNCTION search_refresh(text, integer[]) RENAME TO search_refresh_planning;
--> statement-breakpoint
CREATE FUNCTION search_refresh(entry_kind text, ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  CASE entry_kind
    WHEN 'INTERNAL_AUDIT' THEN
      DELETE FROM search_entries WHERE kind = entry_kind AND record_id = ANY(ids);
      INSERT INTO search_entries (kind, record_id, organization_id, link_id, title, detail, words)
      SELECT 'INTERNAL_AUDIT', a.id, a.organization_id, a.id, a.subject, NULL,
      search_words(a.subject, '{}', concat_ws(' ', a.clauses, a.processes, a.conclusion))
      FROM internal_audits a WHERE a.id = ANY(ids);
    ELSE
      PERFORM search_refresh_planning(entry_kind, ids);
  END CASE;
END $$;
--> statement-breakpoint
CREATE TRIGGER search_internal_audit AFTER INSERT OR DELETE OR UPDATE OF organization_id, subject, clauses, processes,
  conclusion ON internal_audits FOR EACH ROW EXECUTE FUNCTION search_follow('INTERNAL_AUDIT', 'id');
--> statement-breakpoint
-- What is already kept.
SELECT search_refresh('INTERNAL_AUDIT', ARRAY(SELECT id FROM internal_audits));
