DROP INDEX "risks_department_idx";--> statement-breakpoint
CREATE INDEX "risks_score_idx" ON "risks" USING btree (("likelihood" * "severity") desc,lower("activity"),"id");--> statement-breakpoint
CREATE INDEX "risks_activity_idx" ON "risks" USING btree (lower("activity"),"id");--> statement-breakpoint
CREATE INDEX "risks_department_idx" ON "risks" USING btree ("department_id",("likelihood" * "severity") desc,lower("activity"),"id");