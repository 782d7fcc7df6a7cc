DROP INDEX "calendar_feeds_user_organization_unique";--> statement-breakpoint
ALTER TABLE "calendar_feeds" ALTER COLUMN "organization_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD COLUMN "kind" text DEFAULT 'CONTROL_BOOK' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_feeds_user_work_unique" ON "calendar_feeds" USING btree ("user_id") WHERE "calendar_feeds"."kind" = 'MY_WORK';--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_feeds_user_organization_unique" ON "calendar_feeds" USING btree ("user_id","organization_id") WHERE "calendar_feeds"."kind" = 'CONTROL_BOOK';--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_kind_check" CHECK ("calendar_feeds"."kind" in ('CONTROL_BOOK', 'MY_WORK'));--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_kind_organization" CHECK (("calendar_feeds"."kind" = 'MY_WORK') = ("calendar_feeds"."organization_id" is null));