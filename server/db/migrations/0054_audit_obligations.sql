CREATE TABLE "internal_audit_obligations" (
	"audit_id" integer NOT NULL,
	"association_id" integer NOT NULL,
	CONSTRAINT "internal_audit_obligations_audit_id_association_id_pk" PRIMARY KEY("audit_id","association_id")
);
--> statement-breakpoint
ALTER TABLE "internal_audit_obligations" ADD CONSTRAINT "internal_audit_obligations_audit_id_internal_audits_id_fk" FOREIGN KEY ("audit_id") REFERENCES "public"."internal_audits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "internal_audit_obligations" ADD CONSTRAINT "internal_audit_obligations_association_id_legislation_associations_id_fk" FOREIGN KEY ("association_id") REFERENCES "public"."legislation_associations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "internal_audit_obligations_association_idx" ON "internal_audit_obligations" USING btree ("association_id");