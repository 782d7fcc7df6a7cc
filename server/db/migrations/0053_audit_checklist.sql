CREATE TABLE "audit_checklist_answers" (
	"audit_id" integer NOT NULL,
	"line_key" text NOT NULL,
	"answer" text NOT NULL,
	"evidence" text,
	CONSTRAINT "audit_checklist_answers_audit_id_line_key_pk" PRIMARY KEY("audit_id","line_key"),
	CONSTRAINT "audit_checklist_answers_answer_check" CHECK (answer in ('CONFORMING', 'FINDING', 'NOT_APPLICABLE'))
);
--> statement-breakpoint
ALTER TABLE "audit_checklist_answers" ADD CONSTRAINT "audit_checklist_answers_audit_id_internal_audits_id_fk" FOREIGN KEY ("audit_id") REFERENCES "public"."internal_audits"("id") ON DELETE cascade ON UPDATE no action;