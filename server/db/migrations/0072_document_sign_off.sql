CREATE TABLE "controlled_document_acknowledgements" (
	"revision_id" integer NOT NULL,
	"membership_id" integer NOT NULL,
	"acknowledged_at" timestamp (3) with time zone,
	CONSTRAINT "controlled_document_acknowledgements_revision_id_membership_id_pk" PRIMARY KEY("revision_id","membership_id")
);
--> statement-breakpoint
CREATE TABLE "controlled_document_approvals" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "controlled_document_approvals_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"document_id" integer NOT NULL,
	"round" integer NOT NULL,
	"approver_id" integer NOT NULL,
	"requested_by_id" integer,
	"requested_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"decision" text,
	"reason" text,
	"decided_at" timestamp (3) with time zone,
	"revision_id" integer,
	CONSTRAINT "controlled_document_approvals_decision_check" CHECK (decision in ('APPROVED', 'SENT_BACK')),
	CONSTRAINT "controlled_document_approvals_decided_check" CHECK (("controlled_document_approvals"."decision" is null) = ("controlled_document_approvals"."decided_at" is null)),
	CONSTRAINT "controlled_document_approvals_reason_check" CHECK ("controlled_document_approvals"."decision" is distinct from 'SENT_BACK' or "controlled_document_approvals"."reason" is not null)
);
--> statement-breakpoint
ALTER TABLE "controlled_document_revisions" ADD COLUMN "acknowledge_by" date;--> statement-breakpoint
ALTER TABLE "controlled_document_revisions" ADD COLUMN "audience" jsonb;--> statement-breakpoint
ALTER TABLE "controlled_documents" ADD COLUMN "approval_round" integer;--> statement-breakpoint
ALTER TABLE "controlled_document_acknowledgements" ADD CONSTRAINT "controlled_document_acknowledgements_revision_id_controlled_document_revisions_id_fk" FOREIGN KEY ("revision_id") REFERENCES "public"."controlled_document_revisions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "controlled_document_acknowledgements" ADD CONSTRAINT "controlled_document_acknowledgements_membership_id_memberships_id_fk" FOREIGN KEY ("membership_id") REFERENCES "public"."memberships"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "controlled_document_approvals" ADD CONSTRAINT "controlled_document_approvals_document_id_controlled_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."controlled_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "controlled_document_approvals" ADD CONSTRAINT "controlled_document_approvals_approver_id_memberships_id_fk" FOREIGN KEY ("approver_id") REFERENCES "public"."memberships"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "controlled_document_approvals" ADD CONSTRAINT "controlled_document_approvals_requested_by_id_users_id_fk" FOREIGN KEY ("requested_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "controlled_document_approvals" ADD CONSTRAINT "controlled_document_approvals_revision_id_controlled_document_revisions_id_fk" FOREIGN KEY ("revision_id") REFERENCES "public"."controlled_document_revisions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "controlled_document_acknowledgements_membership_idx" ON "controlled_document_acknowledgements" USING btree ("membership_id");--> statement-breakpoint
CREATE UNIQUE INDEX "controlled_document_approvals_round_unique" ON "controlled_document_approvals" USING btree ("document_id","round","approver_id");--> statement-breakpoint
CREATE INDEX "controlled_document_approvals_approver_idx" ON "controlled_document_approvals" USING btree ("approver_id");--> statement-breakpoint
CREATE INDEX "controlled_document_approvals_requested_by_idx" ON "controlled_document_approvals" USING btree ("requested_by_id");--> statement-breakpoint
CREATE INDEX "controlled_document_approvals_revision_idx" ON "controlled_document_approvals" USING btree ("revision_id");--> statement-breakpoint
CREATE INDEX "service_accounts_created_by_idx" ON "service_accounts" USING btree ("created_by");--> statement-breakpoint
CREATE TRIGGER controlled_document_approvals_audit AFTER INSERT OR UPDATE OR DELETE ON controlled_document_approvals
  FOR EACH ROW EXECUTE FUNCTION audit_row_change('controlled_document_approval', '', 'document_id', 'controlled_document', 'controlled_documents');
