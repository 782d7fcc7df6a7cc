-- Objectives and management reviews join search (decision 032): an objective found by its title and
-- description, a review by its title, its decisions, its external participants and the notes of its
-- minutes. The kinds before keep their statements under a new name (search_refresh_audits), as 0057 did.
ALTER FUNCTION search_refresh(text, integer[]) RENAME TO search_refresh_audits;
--> statement-breakpoint
CREATE FUNCTION search_refresh(entry_kind text, ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  CASE entry_kind
    WHEN 'OBJECTIVE' THEN
      DELETE FROM search_entries WHERE kind = entry_kind AND record_id = ANY(ids);
      INSERT INTO search_entries (kind, record_id, organization_id, link_id, title, detail, words)
      SELECT 'OBJECTIVE', o.id, o.organization_id, o.id, o.title, NULL, search_words(o.title, '{}', o.description)
      FROM objectives o WHERE o.id = ANY(ids);
    WHEN 'MANAGEMENT_REVIEW' THEN
      DELETE FROM search_entries WHERE kind = entry_kind AND record_id = ANY(ids);
      INSERT INTO search_entries (kind, record_id, organization_id, link_id, title, detail, words)
      SELECT 'MANAGEMENT_REVIEW', r.id, r.organization_id, r.id, r.title, NULL,
      search_words(r.title, '{}', concat_ws(' ', r.decisions, r.external_participants,
        (SELECT string_agg(note.value, ' ') FROM jsonb_each_text(r.notes) note)))
      FROM management_reviews r WHERE r.id = ANY(ids);
    ELSE
      PERFORM search_refresh_audits(entry_kind, ids);
  END CASE;
END $$;
--> statement-breakpoint
CREATE TRIGGER search_objective AFTER INSERT OR DELETE OR UPDATE OF organization_id, title, description
  ON objectives FOR EACH ROW EXECUTE FUNCTION search_follow('OBJECTIVE', 'id');
--> statement-breakpoint
CREATE TRIGGER search_management_review AFTER INSERT OR DELETE OR UPDATE OF organization_id, title, decisions,
  external_participants, notes ON management_reviews FOR EACH ROW EXECUTE FUNCTION search_follow('MANAGEMENT_REVIEW', 'id');
--> statement-breakpoint
-- What is already kept.
SELECT search_refresh('OBJECTIVE', ARRAY(SELECT id FROM objectives));
--> statement-breakpoint
SELECT search_refresh('MANAGEMENT_REVIEW', ARRAY(SELECT id FROM management_reviews));
