CREATE TABLE "notification_preferences" (
	"user_id" integer NOT NULL,
	"topic" text NOT NULL,
	"delivery" text NOT NULL,
	CONSTRAINT "notification_preferences_user_id_topic_pk" PRIMARY KEY("user_id","topic"),
	CONSTRAINT "notification_preferences_delivery_check" CHECK ("notification_preferences"."delivery" in ('IMMEDIATE', 'DIGEST', 'NONE'))
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "digest_frequency" text DEFAULT 'DAILY' NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "mailed_date" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "mail_claimed_until" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD CONSTRAINT "notification_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notifications_unmailed_idx" ON "notifications" USING btree ("user_id") WHERE "notifications"."mailed_date" is null;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_digest_frequency_check" CHECK ("users"."digest_frequency" in ('DAILY', 'WEEKLY'));