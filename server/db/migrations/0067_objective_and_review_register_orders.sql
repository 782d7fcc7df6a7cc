DROP INDEX "objectives_title_idx";--> statement-breakpoint
CREATE INDEX "objectives_deadline_idx" ON "objectives" USING btree ("deadline","id");--> statement-breakpoint
CREATE INDEX "objectives_measure_idx" ON "objectives" USING btree ("measure","deadline","id");--> statement-breakpoint
CREATE INDEX "management_reviews_date_idx" ON "management_reviews" USING btree ("review_date" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "management_reviews_title_idx" ON "management_reviews" USING btree (lower("title"),"review_date" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "objectives_title_idx" ON "objectives" USING btree (lower("title"),"deadline","id");