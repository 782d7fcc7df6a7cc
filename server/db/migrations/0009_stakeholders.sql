CREATE TABLE "stakeholder_association_files" (
	"association_id" integer NOT NULL,
	"file_id" integer NOT NULL,
	CONSTRAINT "stakeholder_association_files_association_id_file_id_pk" PRIMARY KEY("association_id","file_id")
);
--> statement-breakpoint
CREATE TABLE "stakeholder_associations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "stakeholder_associations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organization_id" integer NOT NULL,
	"stakeholder_id" integer NOT NULL,
	"needs_and_expectations" text,
	"compliance_obligation" boolean DEFAULT false NOT NULL,
	"how_addressed" text,
	"created_date" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"last_modified_date" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stakeholders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "stakeholders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"registration_number" text,
	"contact_name" text,
	"email" text,
	"phone" text,
	"address" text,
	"zip_code" text,
	"city" text,
	"country_alpha2" text,
	"created_date" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"last_modified_date" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stakeholders_kind_check" CHECK (kind in ('AUTHORITY', 'MUNICIPALITY', 'SUPPLIER', 'WASTE_HANDLER', 'CUSTOMER', 'NEIGHBOUR', 'EMPLOYEES', 'OWNER', 'NGO', 'INSURER', 'OTHER'))
);
--> statement-breakpoint
ALTER TABLE "stakeholder_association_files" ADD CONSTRAINT "stakeholder_association_files_association_id_stakeholder_associations_id_fk" FOREIGN KEY ("association_id") REFERENCES "public"."stakeholder_associations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stakeholder_association_files" ADD CONSTRAINT "stakeholder_association_files_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stakeholder_associations" ADD CONSTRAINT "stakeholder_associations_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stakeholder_associations" ADD CONSTRAINT "stakeholder_associations_stakeholder_id_stakeholders_id_fk" FOREIGN KEY ("stakeholder_id") REFERENCES "public"."stakeholders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "stakeholder_associations_unique" ON "stakeholder_associations" USING btree ("organization_id","stakeholder_id");--> statement-breakpoint
CREATE INDEX "stakeholder_associations_stakeholder_idx" ON "stakeholder_associations" USING btree ("stakeholder_id");--> statement-breakpoint
CREATE UNIQUE INDEX "stakeholders_name_unique" ON "stakeholders" USING btree (lower("name"));