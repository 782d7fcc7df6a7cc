CREATE TABLE "internal_audit_files" (
	"audit_id" integer NOT NULL,
	"file_id" integer NOT NULL,
	CONSTRAINT "internal_audit_files_audit_id_file_id_pk" PRIMARY KEY("audit_id","file_id")
);
--> statement-breakpoint
CREATE TABLE "management_review_files" (
	"review_id" integer NOT NULL,
	"file_id" integer NOT NULL,
	CONSTRAINT "management_review_files_review_id_file_id_pk" PRIMARY KEY("review_id","file_id")
);
--> statement-breakpoint
ALTER TABLE "internal_audit_files" ADD CONSTRAINT "internal_audit_files_audit_id_internal_audits_id_fk" FOREIGN KEY ("audit_id") REFERENCES "public"."internal_audits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "internal_audit_files" ADD CONSTRAINT "internal_audit_files_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "management_review_files" ADD CONSTRAINT "management_review_files_review_id_management_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."management_reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "management_review_files" ADD CONSTRAINT "management_review_files_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "internal_audit_files_file_idx" ON "internal_audit_files" USING btree ("file_id");--> statement-breakpoint
CREATE INDEX "management_review_files_file_idx" ON "management_review_files" USING btree ("file_id");