CREATE TABLE "search_entries" (
	"kind" text NOT NULL,
	"record_id" integer NOT NULL,
	"organization_id" integer NOT NULL,
	"link_id" integer NOT NULL,
	"title" text NOT NULL,
	"title_da" text,
	"detail" text,
	"words" "tsvector" NOT NULL,
	CONSTRAINT "search_entries_kind_record_id_pk" PRIMARY KEY("kind","record_id")
);
--> statement-breakpoint
ALTER TABLE "search_entries" ADD CONSTRAINT "search_entries_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "search_entries_words_idx" ON "search_entries" USING gin ("words");--> statement-breakpoint
CREATE INDEX "search_entries_organization_idx" ON "search_entries" USING btree ("organization_id");--> statement-breakpoint
-- The words of a record: title and codes weigh most (A), the rest less (C). Titles and texts are stemmed in
-- Danish and in English, and titles kept as typed too (simple), so a name is found by its beginning in
-- either language. Codes are kept as typed and with their punctuation and spaces taken out, so "64-17-5",
-- "64175", "15 01 10*" and "150110" all find theirs.
CREATE FUNCTION search_words(title text, codes text[], body text) RETURNS tsvector
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT setweight(to_tsvector('danish', coalesce(title, '')) || to_tsvector('english', coalesce(title, ''))
      || to_tsvector('simple', coalesce(title, '')), 'A')
    || setweight(to_tsvector('simple', coalesce(array_to_string(codes, ' '), '') || ' '
      || coalesce((SELECT string_agg(regexp_replace(lower(code), '[^[:alnum:]]', '', 'g'), ' ') FROM unnest(codes) code), '')), 'A')
    || setweight(to_tsvector('danish', left(coalesce(body, ''), 8000)) || to_tsvector('english', left(coalesce(body, ''), 8000)), 'C')
$$;
--> statement-breakpoint
-- Writes the entries of a kind's records (the ids given) again, as their registers hold them now: a record
-- that is gone loses its entry. PL/pgSQL, one static statement per kind: each is planned once per
-- connection and its plan kept, where one statement over every kind was planned again at every call
-- (10 ms a row). A function, not a view: a view would pin the columns it reads, and a later migration that
-- changes one of them would have to drop and make it again.
CREATE FUNCTION search_refresh(entry_kind text, ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM search_entries WHERE kind = entry_kind AND record_id = ANY(ids);
  CASE entry_kind
    WHEN 'CHEMICAL' THEN
      INSERT INTO search_entries (kind, record_id, organization_id, link_id, title, detail, words)
      SELECT 'CHEMICAL', a.id, a.organization_id, a.id, c.name, cas.list,
      search_words(c.name, array_remove(ARRAY[sp.product_number, c.un_number], NULL) || cas.codes,
      concat_ws(' ', c.producer, a.storage_location, a.purpose, cas.names))
      FROM chemical_associations a JOIN chemicals c ON c.id = a.chemical_id
      LEFT JOIN chemical_supplies sp ON sp.id = a.supply_id
      CROSS JOIN LATERAL (SELECT string_agg(s.cas_number, ', ' ORDER BY s.cas_number) AS list,
      coalesce(array_agg(s.cas_number) FILTER (WHERE s.cas_number IS NOT NULL), '{}') AS codes,
      string_agg(s.name, ' ') AS names
      FROM chemical_substances cs JOIN substances s ON s.id = cs.substance_id WHERE cs.chemical_id = c.id) cas
      WHERE a.id = ANY(ids);
    WHEN 'EVENT' THEN
      INSERT INTO search_entries (kind, record_id, organization_id, link_id, title, detail, words)
      SELECT 'EVENT', e.id, e.organization_id, e.id, e.title, NULL,
      search_words(e.title, '{}', concat_ws(' ', e.location, e.description))
      FROM events e WHERE e.id = ANY(ids);
    WHEN 'ACTION' THEN
      INSERT INTO search_entries (kind, record_id, organization_id, link_id, title, detail, words)
      SELECT 'ACTION', x.id, x.organization_id, x.id, x.title, NULL, search_words(x.title, '{}', x.description)
      FROM actions x WHERE x.id = ANY(ids);
    WHEN 'POLICY', 'PROCEDURE' THEN
      INSERT INTO search_entries (kind, record_id, organization_id, link_id, title, title_da, detail, words)
      SELECT d.kind, d.id, d.organization_id, d.id,
      coalesce(t.texts->'en'->>'title', t.texts->'da'->>'title', d.draft->'en'->>'title', d.draft->'da'->>'title', ''),
      coalesce(t.texts->'da'->>'title', d.draft->'da'->>'title'),
      NULL,
      search_words(concat_ws(' ', t.texts->'en'->>'title', t.texts->'da'->>'title', d.draft->'en'->>'title',
      d.draft->'da'->>'title'), '{}', concat_ws(' ', d.process, t.texts->'en'->>'content', t.texts->'da'->>'content'))
      FROM controlled_documents d
      LEFT JOIN LATERAL (SELECT r.texts FROM controlled_document_revisions r WHERE r.document_id = d.id
      ORDER BY r.major DESC, r.minor DESC LIMIT 1) t ON true
      WHERE d.kind = entry_kind AND d.id = ANY(ids);
    WHEN 'OBLIGATION' THEN
      INSERT INTO search_entries (kind, record_id, organization_id, link_id, title, title_da, detail, words)
      SELECT 'OBLIGATION', r.id, r.organization_id, l.id, coalesce(l.short_name, l.title_en),
      coalesce(l.short_name, l.title_da), l.reference_number,
      search_words(concat_ws(' ', l.short_name, l.title_en, l.title_da), ARRAY[l.reference_number], r.applicability_note)
      FROM legislation_associations r JOIN legislations l ON l.id = r.legislation_id
      WHERE r.id = ANY(ids);
    WHEN 'MACHINE' THEN
      INSERT INTO search_entries (kind, record_id, organization_id, link_id, title, detail, words)
      SELECT 'MACHINE', m.id, m.organization_id, m.id, m.name, m.serial_number,
      search_words(m.name, array_remove(ARRAY[m.serial_number, m.model], NULL),
      concat_ws(' ', m.type, m.manufacturer, m.location))
      FROM machines m WHERE m.id = ANY(ids);
    WHEN 'AGREEMENT' THEN
      INSERT INTO search_entries (kind, record_id, organization_id, link_id, title, detail, words)
      SELECT 'AGREEMENT', a.id, a.organization_id, a.id, a.name, NULL, search_words(a.name, '{}', a.description)
      FROM agreements a WHERE a.id = ANY(ids);
    WHEN 'METER' THEN
      INSERT INTO search_entries (kind, record_id, organization_id, link_id, title, detail, words)
      SELECT 'METER', m.id, m.organization_id, m.id, m.name, m.number,
      search_words(m.name, array_remove(ARRAY[m.number], NULL), m.location)
      FROM meters m WHERE m.id = ANY(ids);
    WHEN 'WASTE_HANDLER' THEN
      INSERT INTO search_entries (kind, record_id, organization_id, link_id, title, detail, words)
      SELECT 'WASTE_HANDLER', h.id, h.organization_id, h.id, s.name, w.list,
      search_words(s.name, array_remove(ARRAY[h.registration_number], NULL) || w.codes,
      concat_ws(' ', h.contact_name, w.names))
      FROM waste_handler_associations h JOIN stakeholders s ON s.id = h.stakeholder_id
      CROSS JOIN LATERAL (SELECT string_agg(DISTINCT regexp_replace(t.code, '^(\d\d)(\d\d)(\d\d)$', '\1 \2 \3')
      || CASE WHEN t.hazardous THEN '*' ELSE '' END, ', ') AS list,
      coalesce(array_agg(t.code), '{}') AS codes,
      string_agg(concat_ws(' ', w.fraction_name, t.text_en), ' ') AS names
      FROM waste_arrangements w JOIN waste_types t ON t.id = w.waste_type_id WHERE w.association_id = h.id) w
      WHERE h.id = ANY(ids);
    WHEN 'STAKEHOLDER' THEN
      INSERT INTO search_entries (kind, record_id, organization_id, link_id, title, detail, words)
      SELECT 'STAKEHOLDER', a.id, a.organization_id, a.id, s.name, NULL,
      search_words(s.name, '{}', a.needs_and_expectations)
      FROM stakeholder_associations a JOIN stakeholders s ON s.id = a.stakeholder_id
      WHERE a.id = ANY(ids);
    WHEN 'MEMBER' THEN
      INSERT INTO search_entries (kind, record_id, organization_id, link_id, title, detail, words)
      SELECT 'MEMBER', m.id, m.organization_id, m.id, u.name, m.job_title,
      search_words(u.name, ARRAY[u.email], m.job_title)
      FROM memberships m JOIN users u ON u.id = m.user_id WHERE m.id = ANY(ids);
    WHEN 'COMPETENCE' THEN
      INSERT INTO search_entries (kind, record_id, organization_id, link_id, title, detail, words)
      SELECT 'COMPETENCE', c.id, c.organization_id, c.id, c.name, NULL, search_words(c.name, '{}', c.description)
      FROM competences c WHERE c.id = ANY(ids);
  END CASE;
END $$;
--> statement-breakpoint
-- A trigger's arguments: the kind, the column of the changed row that leads to the records, and (when the
-- row is not the record itself) a query of the records' ids given that column's value as $1.
CREATE FUNCTION search_follow() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  keys integer[] := ARRAY[]::integer[];
  key integer;
  ids integer[];
BEGIN
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
CREATE TRIGGER search_chemical AFTER INSERT OR DELETE OR UPDATE OF organization_id, chemical_id, supply_id, storage_location, purpose
  ON chemical_associations FOR EACH ROW EXECUTE FUNCTION search_follow('CHEMICAL', 'id');
--> statement-breakpoint
CREATE TRIGGER search_chemical AFTER UPDATE OF name, producer, un_number ON chemicals FOR EACH ROW
  EXECUTE FUNCTION search_follow('CHEMICAL', 'id', 'SELECT id FROM chemical_associations WHERE chemical_id = $1');
--> statement-breakpoint
CREATE TRIGGER search_chemical AFTER INSERT OR DELETE OR UPDATE ON chemical_substances FOR EACH ROW
  EXECUTE FUNCTION search_follow('CHEMICAL', 'chemical_id', 'SELECT id FROM chemical_associations WHERE chemical_id = $1');
--> statement-breakpoint
CREATE TRIGGER search_chemical AFTER UPDATE OF name, cas_number ON substances FOR EACH ROW
  EXECUTE FUNCTION search_follow('CHEMICAL', 'id', 'SELECT a.id FROM chemical_associations a JOIN chemical_substances cs ON cs.chemical_id = a.chemical_id WHERE cs.substance_id = $1');
--> statement-breakpoint
CREATE TRIGGER search_chemical AFTER UPDATE OF product_number ON chemical_supplies FOR EACH ROW
  EXECUTE FUNCTION search_follow('CHEMICAL', 'id', 'SELECT id FROM chemical_associations WHERE supply_id = $1');
--> statement-breakpoint
CREATE TRIGGER search_event AFTER INSERT OR DELETE OR UPDATE OF organization_id, title, location, description
  ON events FOR EACH ROW EXECUTE FUNCTION search_follow('EVENT', 'id');
--> statement-breakpoint
CREATE TRIGGER search_action AFTER INSERT OR DELETE OR UPDATE OF organization_id, title, description
  ON actions FOR EACH ROW EXECUTE FUNCTION search_follow('ACTION', 'id');
--> statement-breakpoint
CREATE TRIGGER search_policy AFTER INSERT OR DELETE OR UPDATE OF organization_id, kind, draft, process
  ON controlled_documents FOR EACH ROW EXECUTE FUNCTION search_follow('POLICY', 'id');
--> statement-breakpoint
CREATE TRIGGER search_procedure AFTER INSERT OR DELETE OR UPDATE OF organization_id, kind, draft, process
  ON controlled_documents FOR EACH ROW EXECUTE FUNCTION search_follow('PROCEDURE', 'id');
--> statement-breakpoint
CREATE TRIGGER search_policy AFTER INSERT OR DELETE ON controlled_document_revisions FOR EACH ROW
  EXECUTE FUNCTION search_follow('POLICY', 'document_id');
--> statement-breakpoint
CREATE TRIGGER search_procedure AFTER INSERT OR DELETE ON controlled_document_revisions FOR EACH ROW
  EXECUTE FUNCTION search_follow('PROCEDURE', 'document_id');
--> statement-breakpoint
CREATE TRIGGER search_obligation AFTER INSERT OR DELETE OR UPDATE OF organization_id, legislation_id, applicability_note
  ON legislation_associations FOR EACH ROW EXECUTE FUNCTION search_follow('OBLIGATION', 'id');
--> statement-breakpoint
CREATE TRIGGER search_obligation AFTER UPDATE OF short_name, title_en, title_da, reference_number ON legislations FOR EACH ROW
  EXECUTE FUNCTION search_follow('OBLIGATION', 'id', 'SELECT id FROM legislation_associations WHERE legislation_id = $1');
--> statement-breakpoint
CREATE TRIGGER search_machine AFTER INSERT OR DELETE OR UPDATE OF organization_id, name, serial_number, model, type, manufacturer, location
  ON machines FOR EACH ROW EXECUTE FUNCTION search_follow('MACHINE', 'id');
--> statement-breakpoint
CREATE TRIGGER search_agreement AFTER INSERT OR DELETE OR UPDATE OF organization_id, name, description
  ON agreements FOR EACH ROW EXECUTE FUNCTION search_follow('AGREEMENT', 'id');
--> statement-breakpoint
CREATE TRIGGER search_meter AFTER INSERT OR DELETE OR UPDATE OF organization_id, name, number, location
  ON meters FOR EACH ROW EXECUTE FUNCTION search_follow('METER', 'id');
--> statement-breakpoint
CREATE TRIGGER search_waste_handler AFTER INSERT OR DELETE OR UPDATE OF organization_id, stakeholder_id, registration_number, contact_name
  ON waste_handler_associations FOR EACH ROW EXECUTE FUNCTION search_follow('WASTE_HANDLER', 'id');
--> statement-breakpoint
CREATE TRIGGER search_waste_handler AFTER INSERT OR DELETE OR UPDATE OF association_id, waste_type_id, fraction_name
  ON waste_arrangements FOR EACH ROW EXECUTE FUNCTION search_follow('WASTE_HANDLER', 'association_id');
--> statement-breakpoint
CREATE TRIGGER search_waste_handler AFTER UPDATE OF code, hazardous, text_en ON waste_types FOR EACH ROW
  EXECUTE FUNCTION search_follow('WASTE_HANDLER', 'id', 'SELECT DISTINCT association_id FROM waste_arrangements WHERE waste_type_id = $1');
--> statement-breakpoint
CREATE TRIGGER search_waste_handler AFTER UPDATE OF name ON stakeholders FOR EACH ROW
  EXECUTE FUNCTION search_follow('WASTE_HANDLER', 'id', 'SELECT id FROM waste_handler_associations WHERE stakeholder_id = $1');
--> statement-breakpoint
CREATE TRIGGER search_stakeholder AFTER UPDATE OF name ON stakeholders FOR EACH ROW
  EXECUTE FUNCTION search_follow('STAKEHOLDER', 'id', 'SELECT id FROM stakeholder_associations WHERE stakeholder_id = $1');
--> statement-breakpoint
CREATE TRIGGER search_stakeholder AFTER INSERT OR DELETE OR UPDATE OF organization_id, stakeholder_id, needs_and_expectations
  ON stakeholder_associations FOR EACH ROW EXECUTE FUNCTION search_follow('STAKEHOLDER', 'id');
--> statement-breakpoint
CREATE TRIGGER search_member AFTER INSERT OR DELETE OR UPDATE OF organization_id, user_id, job_title
  ON memberships FOR EACH ROW EXECUTE FUNCTION search_follow('MEMBER', 'id');
--> statement-breakpoint
CREATE TRIGGER search_member AFTER UPDATE OF name, email ON users FOR EACH ROW
  EXECUTE FUNCTION search_follow('MEMBER', 'id', 'SELECT id FROM memberships WHERE user_id = $1');
--> statement-breakpoint
CREATE TRIGGER search_competence AFTER INSERT OR DELETE OR UPDATE OF organization_id, name, description
  ON competences FOR EACH ROW EXECUTE FUNCTION search_follow('COMPETENCE', 'id');
--> statement-breakpoint
-- What is already kept.
SELECT search_refresh('CHEMICAL', ARRAY(SELECT id FROM chemical_associations)),
  search_refresh('EVENT', ARRAY(SELECT id FROM events)),
  search_refresh('ACTION', ARRAY(SELECT id FROM actions)),
  search_refresh('POLICY', ARRAY(SELECT id FROM controlled_documents)),
  search_refresh('PROCEDURE', ARRAY(SELECT id FROM controlled_documents)),
  search_refresh('OBLIGATION', ARRAY(SELECT id FROM legislation_associations)),
  search_refresh('MACHINE', ARRAY(SELECT id FROM machines)),
  search_refresh('AGREEMENT', ARRAY(SELECT id FROM agreements)),
  search_refresh('METER', ARRAY(SELECT id FROM meters)),
  search_refresh('WASTE_HANDLER', ARRAY(SELECT id FROM waste_handler_associations)),
  search_refresh('STAKEHOLDER', ARRAY(SELECT id FROM stakeholder_associations)),
  search_refresh('MEMBER', ARRAY(SELECT id FROM memberships)),
  search_refresh('COMPETENCE', ARRAY(SELECT id FROM competences));
