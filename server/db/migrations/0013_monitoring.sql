CREATE TABLE "agreement_files" (
	"agreement_id" integer NOT NULL,
	"file_id" integer NOT NULL,
	CONSTRAINT "agreement_files_agreement_id_file_id_pk" PRIMARY KEY("agreement_id","file_id")
);
--> statement-breakpoint
CREATE TABLE "agreement_machines" (
	"agreement_id" integer NOT NULL,
	"machine_id" integer NOT NULL,
	CONSTRAINT "agreement_machines_agreement_id_machine_id_pk" PRIMARY KEY("agreement_id","machine_id")
);
--> statement-breakpoint
CREATE TABLE "agreements" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "agreements_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organization_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"type" text NOT NULL,
	"responsible_member_id" integer,
	"stakeholder_id" integer,
	"starts_at" date NOT NULL,
	"ends_at" date,
	"frequency" text NOT NULL,
	"binding_obligation_id" integer,
	"created_date" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"last_modified_date" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agreements_type_check" CHECK (type in ('COMMUNICATION', 'SERVICE_AND_INSPECTION', 'ANALYSIS', 'CALIBRATION', 'COMPLIANCE', 'REGISTRATION')),
	CONSTRAINT "agreements_period_check" CHECK ("agreements"."ends_at" is null or "agreements"."ends_at" >= "agreements"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "inspection_changes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "inspection_changes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"inspection_id" integer NOT NULL,
	"kind" text NOT NULL,
	"reason" text,
	"due_date_before" date,
	"due_date_after" date,
	"user_id" integer,
	"at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inspection_files" (
	"inspection_id" integer NOT NULL,
	"file_id" integer NOT NULL,
	CONSTRAINT "inspection_files_inspection_id_file_id_pk" PRIMARY KEY("inspection_id","file_id")
);
--> statement-breakpoint
CREATE TABLE "inspections" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "inspections_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organization_id" integer NOT NULL,
	"agreement_id" integer NOT NULL,
	"scheduled_date" date NOT NULL,
	"due_date" date NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"performed_at" date,
	"performed_by" text,
	"result" text,
	"findings" text,
	"next_interval" text,
	"previous_id" integer,
	"created_date" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"last_modified_date" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inspections_status_check" CHECK (status in ('PENDING', 'DONE')),
	CONSTRAINT "inspections_result_check" CHECK (result is null or result in ('PASSED', 'PASSED_WITH_REMARKS', 'FAILED')),
	CONSTRAINT "inspections_done_check" CHECK (status <> 'DONE' or (performed_at is not null and result is not null))
);
--> statement-breakpoint
CREATE TABLE "machine_files" (
	"machine_id" integer NOT NULL,
	"file_id" integer NOT NULL,
	CONSTRAINT "machine_files_machine_id_file_id_pk" PRIMARY KEY("machine_id","file_id")
);
--> statement-breakpoint
CREATE TABLE "machines" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "machines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organization_id" integer NOT NULL,
	"name" text NOT NULL,
	"type" text,
	"manufacturer" text,
	"model" text,
	"serial_number" text,
	"department_id" integer,
	"location" text,
	"inception_date" date,
	"end_of_use_date" date,
	"created_date" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"last_modified_date" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "agreement_files" ADD CONSTRAINT "agreement_files_agreement_id_agreements_id_fk" FOREIGN KEY ("agreement_id") REFERENCES "public"."agreements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agreement_files" ADD CONSTRAINT "agreement_files_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agreement_machines" ADD CONSTRAINT "agreement_machines_agreement_id_agreements_id_fk" FOREIGN KEY ("agreement_id") REFERENCES "public"."agreements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agreement_machines" ADD CONSTRAINT "agreement_machines_machine_id_machines_id_fk" FOREIGN KEY ("machine_id") REFERENCES "public"."machines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agreements" ADD CONSTRAINT "agreements_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agreements" ADD CONSTRAINT "agreements_responsible_member_id_memberships_id_fk" FOREIGN KEY ("responsible_member_id") REFERENCES "public"."memberships"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agreements" ADD CONSTRAINT "agreements_stakeholder_id_stakeholders_id_fk" FOREIGN KEY ("stakeholder_id") REFERENCES "public"."stakeholders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agreements" ADD CONSTRAINT "agreements_binding_obligation_id_legislation_associations_id_fk" FOREIGN KEY ("binding_obligation_id") REFERENCES "public"."legislation_associations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspection_changes" ADD CONSTRAINT "inspection_changes_inspection_id_inspections_id_fk" FOREIGN KEY ("inspection_id") REFERENCES "public"."inspections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspection_changes" ADD CONSTRAINT "inspection_changes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspection_files" ADD CONSTRAINT "inspection_files_inspection_id_inspections_id_fk" FOREIGN KEY ("inspection_id") REFERENCES "public"."inspections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspection_files" ADD CONSTRAINT "inspection_files_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspections" ADD CONSTRAINT "inspections_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspections" ADD CONSTRAINT "inspections_agreement_id_agreements_id_fk" FOREIGN KEY ("agreement_id") REFERENCES "public"."agreements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspections" ADD CONSTRAINT "inspections_previous_id_inspections_id_fk" FOREIGN KEY ("previous_id") REFERENCES "public"."inspections"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "machine_files" ADD CONSTRAINT "machine_files_machine_id_machines_id_fk" FOREIGN KEY ("machine_id") REFERENCES "public"."machines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "machine_files" ADD CONSTRAINT "machine_files_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "machines" ADD CONSTRAINT "machines_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "machines" ADD CONSTRAINT "machines_department_id_organizations_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."organizations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "agreement_machines_machine_idx" ON "agreement_machines" USING btree ("machine_id");--> statement-breakpoint
CREATE INDEX "agreements_organization_idx" ON "agreements" USING btree ("organization_id","name");--> statement-breakpoint
CREATE INDEX "agreements_stakeholder_idx" ON "agreements" USING btree ("stakeholder_id");--> statement-breakpoint
CREATE INDEX "agreements_responsible_idx" ON "agreements" USING btree ("responsible_member_id");--> statement-breakpoint
CREATE INDEX "inspection_changes_inspection_idx" ON "inspection_changes" USING btree ("inspection_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "inspections_scheduled_unique" ON "inspections" USING btree ("agreement_id","scheduled_date");--> statement-breakpoint
CREATE UNIQUE INDEX "inspections_previous_unique" ON "inspections" USING btree ("previous_id");--> statement-breakpoint
CREATE INDEX "inspections_book_idx" ON "inspections" USING btree ("organization_id","status","due_date");--> statement-breakpoint
CREATE INDEX "machines_organization_idx" ON "machines" USING btree ("organization_id","name");--> statement-breakpoint
CREATE INDEX "machines_department_idx" ON "machines" USING btree ("department_id");