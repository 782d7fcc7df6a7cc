CREATE TABLE "competence_files" (
	"competence_id" integer NOT NULL,
	"file_id" integer NOT NULL,
	CONSTRAINT "competence_files_competence_id_file_id_pk" PRIMARY KEY("competence_id","file_id")
);
--> statement-breakpoint
CREATE TABLE "competence_record_files" (
	"record_id" integer NOT NULL,
	"file_id" integer NOT NULL,
	CONSTRAINT "competence_record_files_record_id_file_id_pk" PRIMARY KEY("record_id","file_id")
);
--> statement-breakpoint
CREATE TABLE "competence_records" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "competence_records_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"membership_id" integer NOT NULL,
	"competence_id" integer NOT NULL,
	"required" boolean DEFAULT false NOT NULL,
	"acquisition_deadline" date,
	"last_acquisition_date" date,
	"created_date" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"last_modified_date" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "competences" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "competences_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organization_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"frequency" text DEFAULT 'P0D' NOT NULL,
	"created_date" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"last_modified_date" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "competences_frequency_check" CHECK ("competences"."frequency" ~ '^P[0-9]+[DWMY]$')
);
--> statement-breakpoint
CREATE TABLE "role_competences" (
	"role_id" integer NOT NULL,
	"competence_id" integer NOT NULL,
	CONSTRAINT "role_competences_role_id_competence_id_pk" PRIMARY KEY("role_id","competence_id")
);
--> statement-breakpoint
ALTER TABLE "competence_files" ADD CONSTRAINT "competence_files_competence_id_competences_id_fk" FOREIGN KEY ("competence_id") REFERENCES "public"."competences"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competence_files" ADD CONSTRAINT "competence_files_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competence_record_files" ADD CONSTRAINT "competence_record_files_record_id_competence_records_id_fk" FOREIGN KEY ("record_id") REFERENCES "public"."competence_records"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competence_record_files" ADD CONSTRAINT "competence_record_files_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competence_records" ADD CONSTRAINT "competence_records_membership_id_memberships_id_fk" FOREIGN KEY ("membership_id") REFERENCES "public"."memberships"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competence_records" ADD CONSTRAINT "competence_records_competence_id_competences_id_fk" FOREIGN KEY ("competence_id") REFERENCES "public"."competences"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competences" ADD CONSTRAINT "competences_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "role_competences" ADD CONSTRAINT "role_competences_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "role_competences" ADD CONSTRAINT "role_competences_competence_id_competences_id_fk" FOREIGN KEY ("competence_id") REFERENCES "public"."competences"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "competence_records_member_competence_unique" ON "competence_records" USING btree ("membership_id","competence_id");--> statement-breakpoint
CREATE INDEX "competence_records_competence_idx" ON "competence_records" USING btree ("competence_id");--> statement-breakpoint
CREATE INDEX "competences_organization_idx" ON "competences" USING btree ("organization_id");--> statement-breakpoint
CREATE UNIQUE INDEX "competences_org_name_unique" ON "competences" USING btree ("organization_id",lower("name"));--> statement-breakpoint
CREATE INDEX "role_competences_competence_id_index" ON "role_competences" USING btree ("competence_id");