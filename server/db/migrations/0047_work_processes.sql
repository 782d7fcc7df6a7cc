CREATE TABLE "work_process_products" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "work_process_products_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"work_process_id" integer NOT NULL,
	"association_id" integer NOT NULL,
	"exposure_inhalation" boolean DEFAULT false NOT NULL,
	"exposure_skin" boolean DEFAULT false NOT NULL,
	"exposure_eyes" boolean DEFAULT false NOT NULL,
	"quantity" numeric,
	"unit" text,
	"frequency" text NOT NULL,
	"duration_minutes" smallint,
	"protective_equipment" text,
	"likelihood" smallint NOT NULL,
	"severity" smallint NOT NULL,
	"substitution_considered" text,
	"created_date" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"last_modified_date" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "work_process_products_frequency_check" CHECK (frequency in ('DAILY', 'WEEKLY', 'MONTHLY', 'RARELY')),
	CONSTRAINT "work_process_products_unit_check" CHECK (unit in ('KILOGRAM', 'GRAM', 'TONNE', 'LITRE', 'MILLILITRE', 'CUBIC_METRE', 'PIECE')),
	CONSTRAINT "work_process_products_quantity_check" CHECK ("work_process_products"."quantity" >= 0),
	CONSTRAINT "work_process_products_duration_check" CHECK (duration_minutes between 1 and 1440),
	CONSTRAINT "work_process_products_likelihood_check" CHECK (likelihood between 1 and 6),
	CONSTRAINT "work_process_products_severity_check" CHECK (severity between 1 and 6)
);
--> statement-breakpoint
CREATE TABLE "work_processes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "work_processes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organization_id" integer NOT NULL,
	"department_id" integer,
	"name" text NOT NULL,
	"description" text,
	"ventilation" text NOT NULL,
	"exposed" text,
	"next_review_date" date,
	"created_date" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"last_modified_date" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "work_processes_ventilation_check" CHECK (ventilation in ('NONE', 'GENERAL', 'LOCAL_EXHAUST', 'ENCLOSED'))
);
--> statement-breakpoint
ALTER TABLE "work_process_products" ADD CONSTRAINT "work_process_products_work_process_id_work_processes_id_fk" FOREIGN KEY ("work_process_id") REFERENCES "public"."work_processes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_process_products" ADD CONSTRAINT "work_process_products_association_id_chemical_associations_id_fk" FOREIGN KEY ("association_id") REFERENCES "public"."chemical_associations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_processes" ADD CONSTRAINT "work_processes_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_processes" ADD CONSTRAINT "work_processes_department_id_organizations_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."organizations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "work_process_products_unique" ON "work_process_products" USING btree ("work_process_id","association_id");--> statement-breakpoint
CREATE INDEX "work_process_products_association_idx" ON "work_process_products" USING btree ("association_id");--> statement-breakpoint
CREATE INDEX "work_processes_organization_idx" ON "work_processes" USING btree ("organization_id",lower("name"));--> statement-breakpoint
CREATE INDEX "work_processes_department_idx" ON "work_processes" USING btree ("department_id");--> statement-breakpoint
CREATE TRIGGER work_processes_audit AFTER INSERT OR UPDATE OR DELETE ON work_processes
  FOR EACH ROW EXECUTE FUNCTION audit_row_change('work_process', 'organization_id', '', '', '');
--> statement-breakpoint
CREATE TRIGGER work_process_products_audit AFTER INSERT OR UPDATE OR DELETE ON work_process_products
  FOR EACH ROW EXECUTE FUNCTION audit_row_change('work_process_product', '', 'work_process_id', 'work_process', 'work_processes');
