CREATE TABLE "notifications" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "notifications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"key" text NOT NULL,
	"topic" text NOT NULL,
	"stage" text NOT NULL,
	"days_before" integer,
	"record_id" integer NOT NULL,
	"detail" text,
	"title" text NOT NULL,
	"organization_id" integer NOT NULL,
	"work_in_id" integer NOT NULL,
	"due_date" date,
	"created_date" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"read_date" timestamp (3) with time zone,
	CONSTRAINT "notifications_stage_check" CHECK ("notifications"."stage" in ('BEFORE', 'OVERDUE', 'ESCALATION')),
	CONSTRAINT "notifications_days_before" CHECK (("notifications"."stage" = 'BEFORE') = ("notifications"."days_before" is not null))
);
--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "reminder_days" integer[] DEFAULT '{30,7,1}'::integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "escalation_days" integer DEFAULT 7;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_work_in_id_organizations_id_fk" FOREIGN KEY ("work_in_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_user_key_unique" ON "notifications" USING btree ("user_id","key");--> statement-breakpoint
CREATE INDEX "notifications_user_unread_idx" ON "notifications" USING btree ("user_id","created_date") WHERE "notifications"."read_date" is null;--> statement-breakpoint
CREATE INDEX "notifications_user_created_idx" ON "notifications" USING btree ("user_id","created_date");--> statement-breakpoint
CREATE INDEX "notifications_organization_idx" ON "notifications" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "notifications_work_in_idx" ON "notifications" USING btree ("work_in_id");