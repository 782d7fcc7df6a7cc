CREATE TABLE "controlled_document_files" (
	"document_id" integer NOT NULL,
	"file_id" integer NOT NULL,
	CONSTRAINT "controlled_document_files_document_id_file_id_pk" PRIMARY KEY("document_id","file_id")
);
--> statement-breakpoint
CREATE TABLE "controlled_document_reviews" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "controlled_document_reviews_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"document_id" integer NOT NULL,
	"reviewed_on" date NOT NULL,
	"reviewer_id" integer,
	"note" text
);
--> statement-breakpoint
CREATE TABLE "controlled_document_revisions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "controlled_document_revisions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"document_id" integer NOT NULL,
	"major" integer NOT NULL,
	"minor" integer NOT NULL,
	"texts" jsonb NOT NULL,
	"change_note" text,
	"author_id" integer,
	"published_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "controlled_documents" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "controlled_documents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organization_id" integer NOT NULL,
	"kind" text NOT NULL,
	"draft" jsonb,
	"iso_standards" text[] DEFAULT '{}'::text[] NOT NULL,
	"owner_membership_id" integer,
	"department_id" integer,
	"process" text,
	"review_period" text DEFAULT 'P1Y' NOT NULL,
	"next_review_date" date,
	"public_id" text,
	"created_date" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"last_modified_date" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "controlled_documents_kind_check" CHECK ("controlled_documents"."kind" in ('POLICY', 'PROCEDURE'))
);
--> statement-breakpoint
ALTER TABLE "controlled_document_files" ADD CONSTRAINT "controlled_document_files_document_id_controlled_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."controlled_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "controlled_document_files" ADD CONSTRAINT "controlled_document_files_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "controlled_document_reviews" ADD CONSTRAINT "controlled_document_reviews_document_id_controlled_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."controlled_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "controlled_document_reviews" ADD CONSTRAINT "controlled_document_reviews_reviewer_id_users_id_fk" FOREIGN KEY ("reviewer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "controlled_document_revisions" ADD CONSTRAINT "controlled_document_revisions_document_id_controlled_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."controlled_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "controlled_document_revisions" ADD CONSTRAINT "controlled_document_revisions_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "controlled_documents" ADD CONSTRAINT "controlled_documents_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "controlled_documents" ADD CONSTRAINT "controlled_documents_owner_membership_id_memberships_id_fk" FOREIGN KEY ("owner_membership_id") REFERENCES "public"."memberships"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "controlled_documents" ADD CONSTRAINT "controlled_documents_department_id_organizations_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."organizations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "controlled_document_reviews_document_idx" ON "controlled_document_reviews" USING btree ("document_id","reviewed_on");--> statement-breakpoint
CREATE UNIQUE INDEX "controlled_document_revisions_number_unique" ON "controlled_document_revisions" USING btree ("document_id","major","minor");--> statement-breakpoint
CREATE INDEX "controlled_documents_organization_idx" ON "controlled_documents" USING btree ("organization_id","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "controlled_documents_public_id_unique" ON "controlled_documents" USING btree ("public_id");