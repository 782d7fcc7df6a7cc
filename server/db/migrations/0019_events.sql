CREATE TABLE "event_actions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "event_actions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"event_id" integer NOT NULL,
	"kind" text NOT NULL,
	"description" text NOT NULL,
	"responsible_member_id" integer,
	"due_date" date,
	"done_date" date,
	"effectiveness" text,
	"effectiveness_note" text,
	"created_date" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"last_modified_date" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_actions_kind_check" CHECK (kind in ('CORRECTIVE', 'PREVENTIVE')),
	CONSTRAINT "event_actions_effectiveness_check" CHECK (effectiveness is null or effectiveness in ('EFFECTIVE', 'NOT_EFFECTIVE')),
	CONSTRAINT "event_actions_checked_when_done" CHECK ("event_actions"."effectiveness" is null or "event_actions"."done_date" is not null)
);
--> statement-breakpoint
CREATE TABLE "event_files" (
	"event_id" integer NOT NULL,
	"file_id" integer NOT NULL,
	CONSTRAINT "event_files_event_id_file_id_pk" PRIMARY KEY("event_id","file_id")
);
--> statement-breakpoint
CREATE TABLE "event_status_changes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "event_status_changes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"event_id" integer NOT NULL,
	"from_status" text NOT NULL,
	"to_status" text NOT NULL,
	"reason" text,
	"changed_by" integer,
	"changed_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organization_id" integer NOT NULL,
	"department_id" integer,
	"location" text,
	"title" text NOT NULL,
	"description" text,
	"occurred_at" timestamp (3) with time zone NOT NULL,
	"importance" text NOT NULL,
	"category" text NOT NULL,
	"accident" boolean DEFAULT false NOT NULL,
	"near_miss" boolean DEFAULT false NOT NULL,
	"injured_role" text,
	"injury" text,
	"days_of_absence" smallint,
	"first_day_of_absence" date,
	"immediate_action" text,
	"reported_by" integer,
	"status" text DEFAULT 'REPORTED' NOT NULL,
	"cause" text,
	"whys" text[] DEFAULT '{}'::text[] NOT NULL,
	"contributing_factors" text,
	"closed_at" timestamp (3) with time zone,
	"closed_by" integer,
	"created_date" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"last_modified_date" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "events_importance_check" CHECK (importance in ('HIGH', 'MEDIUM', 'LOW')),
	CONSTRAINT "events_category_check" CHECK (category in ('WORK_ENVIRONMENT', 'ENVIRONMENT', 'INFORMATION_SECURITY', 'OTHER')),
	CONSTRAINT "events_status_check" CHECK (status in ('REPORTED', 'UNDER_INVESTIGATION', 'ACTIONS_IN_PROGRESS', 'CLOSED')),
	CONSTRAINT "events_absence_check" CHECK ("events"."days_of_absence" is null or "events"."days_of_absence" >= 0)
);
--> statement-breakpoint
ALTER TABLE "event_actions" ADD CONSTRAINT "event_actions_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_actions" ADD CONSTRAINT "event_actions_responsible_member_id_memberships_id_fk" FOREIGN KEY ("responsible_member_id") REFERENCES "public"."memberships"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_files" ADD CONSTRAINT "event_files_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_files" ADD CONSTRAINT "event_files_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_status_changes" ADD CONSTRAINT "event_status_changes_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_status_changes" ADD CONSTRAINT "event_status_changes_changed_by_users_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_department_id_organizations_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."organizations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_reported_by_users_id_fk" FOREIGN KEY ("reported_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_closed_by_users_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "event_actions_event_idx" ON "event_actions" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "event_actions_responsible_idx" ON "event_actions" USING btree ("responsible_member_id");--> statement-breakpoint
CREATE INDEX "event_status_changes_event_idx" ON "event_status_changes" USING btree ("event_id","changed_at");--> statement-breakpoint
CREATE INDEX "events_organization_idx" ON "events" USING btree ("organization_id","occurred_at");--> statement-breakpoint
CREATE INDEX "events_status_idx" ON "events" USING btree ("organization_id","status");--> statement-breakpoint
CREATE INDEX "events_department_idx" ON "events" USING btree ("department_id");