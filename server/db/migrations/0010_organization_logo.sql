ALTER TABLE "organizations" ADD COLUMN "logo_file_id" integer;--> statement-breakpoint
ALTER TABLE "organizations" ADD CONSTRAINT "organizations_logo_file_id_files_id_fk" FOREIGN KEY ("logo_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- An organization without organizations below it may move to another parent (the service refuses a move
-- while records hang on it); its lineage follows. One with children stays, so no subtree is rewritten.
CREATE OR REPLACE FUNCTION organizations_keep_parent() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.parent_id IS DISTINCT FROM OLD.parent_id THEN
    IF EXISTS (SELECT 1 FROM organizations WHERE parent_id = OLD.id) THEN
      RAISE EXCEPTION 'an organization with organizations below it cannot move';
    END IF;
    NEW.lineage := coalesce((SELECT lineage FROM organizations WHERE id = NEW.parent_id), '{}'::integer[]) || NEW.id;
    IF array_position(NEW.lineage, NEW.id) < cardinality(NEW.lineage) THEN
      RAISE EXCEPTION 'an organization cannot move below itself';
    END IF;
  ELSIF NEW.lineage IS DISTINCT FROM OLD.lineage THEN
    RAISE EXCEPTION 'the lineage follows the parent';
  END IF;
  RETURN NEW;
END
$$;
