-- Roles that repeat a name in their organization (made by two creates at once) keep their rows: the later ones get their id in the name.
UPDATE "roles" r SET "name" = r."name" || ' (' || r."id" || ')' WHERE EXISTS (SELECT 1 FROM "roles" o WHERE o."organization_id" = r."organization_id" AND lower(o."name") = lower(r."name") AND o."id" < r."id");--> statement-breakpoint
CREATE UNIQUE INDEX "roles_organization_name_unique" ON "roles" USING btree ("organization_id",lower("name"));
