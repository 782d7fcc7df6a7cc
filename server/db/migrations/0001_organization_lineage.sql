-- Every organization records the ids from the root of its holding down to itself, so access checks
-- and subtree queries need no recursive walk. Organizations never change parent, so setting it on
-- insert is enough.
CREATE FUNCTION organizations_set_lineage() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.lineage := coalesce((SELECT lineage FROM organizations WHERE id = NEW.parent_id), '{}'::integer[]) || NEW.id;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER organizations_lineage BEFORE INSERT ON organizations
  FOR EACH ROW EXECUTE FUNCTION organizations_set_lineage();
--> statement-breakpoint
CREATE FUNCTION organizations_keep_parent() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.parent_id IS DISTINCT FROM OLD.parent_id OR NEW.lineage IS DISTINCT FROM OLD.lineage THEN
    RAISE EXCEPTION 'an organization cannot move to another parent';
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER organizations_fixed_parent BEFORE UPDATE ON organizations
  FOR EACH ROW EXECUTE FUNCTION organizations_keep_parent();
