ALTER TABLE "events" ADD COLUMN "report_deadline" date;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "reported_to_authority_on" date;--> statement-breakpoint
CREATE INDEX "events_report_due_idx" ON "events" USING btree ("report_deadline") WHERE "events"."report_deadline" is not null and "events"."reported_to_authority_on" is null;