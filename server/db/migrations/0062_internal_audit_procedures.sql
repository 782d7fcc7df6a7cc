CREATE TABLE "internal_audit_procedures" (
	"audit_id" integer NOT NULL,
	"document_id" integer NOT NULL,
	CONSTRAINT "internal_audit_procedures_audit_id_document_id_pk" PRIMARY KEY("audit_id","document_id")
);
--> statement-breakpoint
ALTER TABLE "internal_audit_procedures" ADD CONSTRAINT "internal_audit_procedures_audit_id_internal_audits_id_fk" FOREIGN KEY ("audit_id") REFERENCES "public"."internal_audits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "internal_audit_procedures" ADD CONSTRAINT "internal_audit_procedures_document_id_controlled_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."controlled_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "internal_audit_procedures_document_idx" ON "internal_audit_procedures" USING btree ("document_id");