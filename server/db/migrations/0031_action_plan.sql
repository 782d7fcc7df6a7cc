CREATE TABLE "action_files" (
	"action_id" integer NOT NULL,
	"file_id" integer NOT NULL,
	CONSTRAINT "action_files_action_id_file_id_pk" PRIMARY KEY("action_id","file_id")
);
--> statement-breakpoint
CREATE TABLE "actions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "actions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organization_id" integer NOT NULL,
	"source" text DEFAULT 'NONE' NOT NULL,
	"event_id" integer,
	"title" text NOT NULL,
	"description" text,
	"kind" text NOT NULL,
	"owner_id" integer,
	"department_id" integer,
	"due_date" date,
	"status" text DEFAULT 'OPEN' NOT NULL,
	"done_date" date,
	"effectiveness" text,
	"effectiveness_note" text,
	"effectiveness_checked_by" integer,
	"effectiveness_checked_at" timestamp (3) with time zone,
	"created_date" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"last_modified_date" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "actions_kind_check" CHECK (kind in ('IMMEDIATE', 'CORRECTIVE', 'PREVENTIVE', 'IMPROVEMENT')),
	CONSTRAINT "actions_status_check" CHECK (status in ('OPEN', 'IN_PROGRESS', 'DONE')),
	CONSTRAINT "actions_source_check" CHECK (source in ('EVENT', 'NONE')),
	CONSTRAINT "actions_event_source" CHECK (("actions"."source" = 'EVENT') = ("actions"."event_id" is not null)),
	CONSTRAINT "actions_effectiveness_check" CHECK (effectiveness is null or effectiveness in ('EFFECTIVE', 'NOT_EFFECTIVE')),
	CONSTRAINT "actions_done_date" CHECK (("actions"."status" = 'DONE') = ("actions"."done_date" is not null)),
	CONSTRAINT "actions_checked_when_done" CHECK ("actions"."effectiveness" is null or "actions"."status" = 'DONE')
);
--> statement-breakpoint
ALTER TABLE "action_files" ADD CONSTRAINT "action_files_action_id_actions_id_fk" FOREIGN KEY ("action_id") REFERENCES "public"."actions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "action_files" ADD CONSTRAINT "action_files_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "actions" ADD CONSTRAINT "actions_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "actions" ADD CONSTRAINT "actions_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "actions" ADD CONSTRAINT "actions_owner_id_memberships_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."memberships"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "actions" ADD CONSTRAINT "actions_department_id_organizations_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."organizations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "actions" ADD CONSTRAINT "actions_effectiveness_checked_by_users_id_fk" FOREIGN KEY ("effectiveness_checked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "action_files_file_idx" ON "action_files" USING btree ("file_id");--> statement-breakpoint
CREATE INDEX "actions_organization_idx" ON "actions" USING btree ("organization_id","due_date");--> statement-breakpoint
CREATE INDEX "actions_open_idx" ON "actions" USING btree ("due_date") WHERE "actions"."status" <> 'DONE';--> statement-breakpoint
CREATE INDEX "actions_event_idx" ON "actions" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "actions_owner_idx" ON "actions" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "actions_department_idx" ON "actions" USING btree ("department_id");--> statement-breakpoint
CREATE INDEX "actions_checked_by_idx" ON "actions" USING btree ("effectiveness_checked_by");;--> statement-breakpoint
-- The events' own actions become actions of the one plan with their event as source: the same ids,
-- the event's department, a title from the description's first line (the description kept whole where
-- it says more), and who judged the effectiveness and when, as the audit log tells it.
INSERT INTO "actions" ("id", "organization_id", "source", "event_id", "title", "description", "kind",
  "owner_id", "department_id", "due_date", "status", "done_date", "effectiveness", "effectiveness_note",
  "effectiveness_checked_by", "effectiveness_checked_at", "created_date", "last_modified_date")
OVERRIDING SYSTEM VALUE
SELECT x.id, e.organization_id, 'EVENT', x.event_id, titled.title,
  CASE WHEN titled.title = x.description THEN NULL ELSE x.description END,
  x.kind, x.responsible_member_id, e.department_id, x.due_date,
  CASE WHEN x.done_date IS NULL THEN 'OPEN' ELSE 'DONE' END, x.done_date, x.effectiveness, x.effectiveness_note,
  checked.user_id, checked.at, x.created_date, x.last_modified_date
FROM "event_actions" x
JOIN "events" e ON e.id = x.event_id
CROSS JOIN LATERAL (SELECT left(btrim(split_part(x.description, E'\n', 1)), 200) AS title) titled
LEFT JOIN LATERAL (
  SELECT l.user_id, l.at FROM "audit_log" l
  WHERE l.entity = 'event_action' AND l.entity_id = x.id::text AND l.changes ? 'effectiveness'
  ORDER BY l.at DESC LIMIT 1
) checked ON x.effectiveness IS NOT NULL;--> statement-breakpoint
SELECT setval(pg_get_serial_sequence('actions', 'id'), coalesce((SELECT max(id) FROM "actions"), 0) + 1, false);--> statement-breakpoint
-- Their history becomes the actions' own, under the field's new name.
UPDATE "audit_log"
SET "entity" = 'action', "record_entity" = 'action', "record_id" = "entity_id",
  "changes" = CASE WHEN "changes" ? 'responsible_member_id'
    THEN ("changes" - 'responsible_member_id') || jsonb_build_object('owner_id', "changes" -> 'responsible_member_id')
    ELSE "changes" END
WHERE "entity" = 'event_action';--> statement-breakpoint
DROP TABLE "event_actions" CASCADE;--> statement-breakpoint
CREATE TRIGGER actions_audit AFTER INSERT OR UPDATE OR DELETE ON actions
  FOR EACH ROW EXECUTE FUNCTION audit_row_change('action', 'organization_id', '', '', '');
