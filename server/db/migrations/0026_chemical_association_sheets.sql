CREATE TABLE "chemical_association_sheets" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "chemical_association_sheets_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"association_id" integer NOT NULL,
	"organization_id" integer NOT NULL,
	"language" text NOT NULL,
	"last_revision_date" date NOT NULL,
	"file_id" integer NOT NULL,
	"created_by" integer,
	"created_date" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "chemical_association_sheets" ADD CONSTRAINT "chemical_association_sheets_association_id_chemical_associations_id_fk" FOREIGN KEY ("association_id") REFERENCES "public"."chemical_associations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chemical_association_sheets" ADD CONSTRAINT "chemical_association_sheets_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chemical_association_sheets" ADD CONSTRAINT "chemical_association_sheets_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chemical_association_sheets" ADD CONSTRAINT "chemical_association_sheets_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chemical_association_sheets_association_idx" ON "chemical_association_sheets" USING btree ("association_id");--> statement-breakpoint
CREATE UNIQUE INDEX "chemical_association_sheets_file_unique" ON "chemical_association_sheets" USING btree ("file_id");