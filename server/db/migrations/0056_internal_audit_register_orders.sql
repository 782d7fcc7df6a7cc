DROP INDEX "internal_audits_department_idx";--> statement-breakpoint
CREATE INDEX "internal_audits_start_idx" ON "internal_audits" USING btree ("start_date" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "internal_audits_status_idx" ON "internal_audits" USING btree ("status","start_date" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "internal_audits_subject_idx" ON "internal_audits" USING btree (lower("subject"),"id");--> statement-breakpoint
CREATE INDEX "internal_audits_department_idx" ON "internal_audits" USING btree ("department_id","start_date" DESC NULLS LAST,"id");