ALTER TABLE "legislation_associations" ADD COLUMN "newest_evaluation_id" integer;--> statement-breakpoint
ALTER TABLE "legislation_associations" ADD COLUMN "newest_evaluated_on" date;--> statement-breakpoint
ALTER TABLE "legislation_associations" ADD COLUMN "newest_result" text;--> statement-breakpoint
ALTER TABLE "legislation_associations" ADD CONSTRAINT "legislation_associations_newest_evaluation_id_compliance_evaluations_id_fk" FOREIGN KEY ("newest_evaluation_id") REFERENCES "public"."compliance_evaluations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "legislation_associations_newest_evaluation_idx" ON "legislation_associations" USING btree ("newest_evaluation_id");--> statement-breakpoint
CREATE INDEX "legislation_associations_next_evaluation_idx" ON "legislation_associations" USING btree ("organization_id","next_evaluation_date");--> statement-breakpoint
CREATE INDEX "legislation_associations_newest_evaluated_idx" ON "legislation_associations" USING btree ("organization_id","newest_evaluated_on" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "legislation_associations_newest_result_idx" ON "legislation_associations" USING btree ("organization_id","newest_result","next_evaluation_date");--> statement-breakpoint
UPDATE "legislation_associations" a SET "newest_evaluation_id" = n."id", "newest_evaluated_on" = n."evaluated_on", "newest_result" = n."result"
FROM (
  SELECT DISTINCT ON ("association_id") "association_id", "id", "evaluated_on", "result" FROM "compliance_evaluations"
  ORDER BY "association_id", "evaluated_on" DESC, "id" DESC
) n WHERE n."association_id" = a."id";
