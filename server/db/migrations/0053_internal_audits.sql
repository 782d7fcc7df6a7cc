CREATE TABLE "audit_checklist_answers" (
	"audit_id" integer NOT NULL,
	"line_key" text NOT NULL,
	"answer" text NOT NULL,
	"evidence" text,
	CONSTRAINT "audit_checklist_answers_audit_id_line_key_pk" PRIMARY KEY("audit_id","line_key"),
	CONSTRAINT "audit_checklist_answers_answer_check" CHECK (answer in ('CONFORMING', 'FINDING', 'NOT_APPLICABLE'))
);
--> statement-breakpoint
CREATE TABLE "audit_findings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "audit_findings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"audit_id" integer NOT NULL,
	"type" text NOT NULL,
	"clause" text,
	"description" text NOT NULL,
	"cause" text,
	"created_date" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"last_modified_date" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "audit_findings_type_check" CHECK (type in ('MAJOR', 'MINOR', 'OBSERVATION', 'IMPROVEMENT'))
);
--> statement-breakpoint
CREATE TABLE "internal_audit_auditors" (
	"audit_id" integer NOT NULL,
	"membership_id" integer NOT NULL,
	CONSTRAINT "internal_audit_auditors_audit_id_membership_id_pk" PRIMARY KEY("audit_id","membership_id")
);
--> statement-breakpoint
CREATE TABLE "internal_audit_obligations" (
	"audit_id" integer NOT NULL,
	"association_id" integer NOT NULL,
	CONSTRAINT "internal_audit_obligations_audit_id_association_id_pk" PRIMARY KEY("audit_id","association_id")
);
--> statement-breakpoint
CREATE TABLE "internal_audits" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "internal_audits_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organization_id" integer NOT NULL,
	"department_id" integer,
	"subject" text NOT NULL,
	"covers_environment" boolean DEFAULT false NOT NULL,
	"covers_safety" boolean DEFAULT false NOT NULL,
	"covers_security" boolean DEFAULT false NOT NULL,
	"clauses" text,
	"processes" text,
	"lead_auditor_id" integer,
	"start_date" date NOT NULL,
	"end_date" date,
	"status" text DEFAULT 'PLANNED' NOT NULL,
	"conclusion" text,
	"created_date" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"last_modified_date" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "internal_audits_status_check" CHECK (status in ('PLANNED', 'IN_PROGRESS', 'REPORTED', 'CLOSED')),
	CONSTRAINT "internal_audits_dates_check" CHECK ("internal_audits"."end_date" is null or "internal_audits"."end_date" >= "internal_audits"."start_date"),
	CONSTRAINT "internal_audits_standard_check" CHECK ("internal_audits"."covers_environment" or "internal_audits"."covers_safety" or "internal_audits"."covers_security")
);
--> statement-breakpoint
ALTER TABLE "actions" DROP CONSTRAINT "actions_source_check";--> statement-breakpoint
ALTER TABLE "actions" ADD COLUMN "audit_finding_id" integer;--> statement-breakpoint
ALTER TABLE "audit_checklist_answers" ADD CONSTRAINT "audit_checklist_answers_audit_id_internal_audits_id_fk" FOREIGN KEY ("audit_id") REFERENCES "public"."internal_audits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_findings" ADD CONSTRAINT "audit_findings_audit_id_internal_audits_id_fk" FOREIGN KEY ("audit_id") REFERENCES "public"."internal_audits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "internal_audit_auditors" ADD CONSTRAINT "internal_audit_auditors_audit_id_internal_audits_id_fk" FOREIGN KEY ("audit_id") REFERENCES "public"."internal_audits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "internal_audit_auditors" ADD CONSTRAINT "internal_audit_auditors_membership_id_memberships_id_fk" FOREIGN KEY ("membership_id") REFERENCES "public"."memberships"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "internal_audit_obligations" ADD CONSTRAINT "internal_audit_obligations_audit_id_internal_audits_id_fk" FOREIGN KEY ("audit_id") REFERENCES "public"."internal_audits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "internal_audit_obligations" ADD CONSTRAINT "internal_audit_obligations_association_id_legislation_associations_id_fk" FOREIGN KEY ("association_id") REFERENCES "public"."legislation_associations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "internal_audits" ADD CONSTRAINT "internal_audits_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "internal_audits" ADD CONSTRAINT "internal_audits_department_id_organizations_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."organizations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "internal_audits" ADD CONSTRAINT "internal_audits_lead_auditor_id_memberships_id_fk" FOREIGN KEY ("lead_auditor_id") REFERENCES "public"."memberships"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_findings_audit_idx" ON "audit_findings" USING btree ("audit_id");--> statement-breakpoint
CREATE INDEX "internal_audit_auditors_membership_idx" ON "internal_audit_auditors" USING btree ("membership_id");--> statement-breakpoint
CREATE INDEX "internal_audit_obligations_association_idx" ON "internal_audit_obligations" USING btree ("association_id");--> statement-breakpoint
CREATE INDEX "internal_audits_organization_idx" ON "internal_audits" USING btree ("organization_id","start_date");--> statement-breakpoint
CREATE INDEX "internal_audits_department_idx" ON "internal_audits" USING btree ("department_id");--> statement-breakpoint
CREATE INDEX "internal_audits_lead_auditor_idx" ON "internal_audits" USING btree ("lead_auditor_id");--> statement-breakpoint
ALTER TABLE "actions" ADD CONSTRAINT "actions_audit_finding_id_audit_findings_id_fk" FOREIGN KEY ("audit_finding_id") REFERENCES "public"."audit_findings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "actions_audit_finding_idx" ON "actions" USING btree ("audit_finding_id");--> statement-breakpoint
ALTER TABLE "actions" ADD CONSTRAINT "actions_audit_finding_source" CHECK (("actions"."source" = 'AUDIT_FINDING') = ("actions"."audit_finding_id" is not null));--> statement-breakpoint
ALTER TABLE "actions" ADD CONSTRAINT "actions_source_check" CHECK (source in ('EVENT', 'RISK', 'ASPECT', 'EVALUATION', 'AUDIT_FINDING', 'NONE'));