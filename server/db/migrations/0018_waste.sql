CREATE TABLE "waste_arrangements" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "waste_arrangements_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"association_id" integer NOT NULL,
	"waste_type_id" integer NOT NULL,
	"fraction_name" text NOT NULL,
	"registration_unit" text NOT NULL,
	"container" text,
	"container_volume_m3" double precision,
	"density_kg_per_m3" double precision,
	"collection_frequency" text,
	"treatment_code" text,
	"department_id" integer,
	"active" boolean DEFAULT true NOT NULL,
	"created_date" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"last_modified_date" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "waste_arrangements_unit_check" CHECK (registration_unit in ('TONNES', 'KILOGRAMS', 'CUBIC_METRES', 'LITRES', 'PIECES', 'CONTAINER_EMPTYINGS')),
	CONSTRAINT "waste_arrangements_frequency_check" CHECK (collection_frequency is null or collection_frequency in ('P0D', 'P7D', 'P1M', 'P2M', 'P3M', 'P6M', 'P1Y', 'P2Y', 'P3Y', 'P5Y', 'P10Y', 'P15Y')),
	CONSTRAINT "waste_arrangements_volume_check" CHECK ("waste_arrangements"."container_volume_m3" is null or "waste_arrangements"."container_volume_m3" > 0),
	CONSTRAINT "waste_arrangements_density_check" CHECK ("waste_arrangements"."density_kg_per_m3" is null or "waste_arrangements"."density_kg_per_m3" > 0)
);
--> statement-breakpoint
CREATE TABLE "waste_bulk_registrations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "waste_bulk_registrations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"association_id" integer NOT NULL,
	"performed_at" date NOT NULL,
	"note" text,
	"created_date" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"last_modified_date" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "waste_bulk_registrations_month_check" CHECK (extract(day from "waste_bulk_registrations"."performed_at") = 1)
);
--> statement-breakpoint
CREATE TABLE "waste_handler_association_files" (
	"association_id" integer NOT NULL,
	"file_id" integer NOT NULL,
	CONSTRAINT "waste_handler_association_files_association_id_file_id_pk" PRIMARY KEY("association_id","file_id")
);
--> statement-breakpoint
CREATE TABLE "waste_handler_associations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "waste_handler_associations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organization_id" integer NOT NULL,
	"stakeholder_id" integer NOT NULL,
	"registration_number" text,
	"registration_valid_until" date,
	"contract_start" date,
	"contract_end" date,
	"contact_name" text,
	"contact_email" text,
	"contact_phone" text,
	"note" text,
	"created_date" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"last_modified_date" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "waste_handler_associations_contract_check" CHECK ("waste_handler_associations"."contract_end" is null or "waste_handler_associations"."contract_start" is null or "waste_handler_associations"."contract_end" >= "waste_handler_associations"."contract_start")
);
--> statement-breakpoint
CREATE TABLE "waste_registrations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "waste_registrations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"bulk_registration_id" integer NOT NULL,
	"arrangement_id" integer NOT NULL,
	"organization_id" integer NOT NULL,
	"performed_at" date NOT NULL,
	"quantity" double precision NOT NULL,
	"tonnes" double precision,
	"estimated" boolean DEFAULT false NOT NULL,
	"hazardous" boolean NOT NULL,
	"treatment_code" text,
	"department_id" integer,
	CONSTRAINT "waste_registrations_quantity_check" CHECK ("waste_registrations"."quantity" >= 0)
);
--> statement-breakpoint
CREATE TABLE "waste_types" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "waste_types_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"level" smallint NOT NULL,
	"parent_code" text,
	"hazardous" boolean,
	"text_en" text NOT NULL,
	"synonyms_en" text[] DEFAULT '{}'::text[] NOT NULL,
	"synonyms_da" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_date" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"last_modified_date" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "waste_types_level_check" CHECK ("waste_types"."level" between 1 and 3)
);
--> statement-breakpoint
ALTER TABLE "waste_arrangements" ADD CONSTRAINT "waste_arrangements_association_id_waste_handler_associations_id_fk" FOREIGN KEY ("association_id") REFERENCES "public"."waste_handler_associations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waste_arrangements" ADD CONSTRAINT "waste_arrangements_waste_type_id_waste_types_id_fk" FOREIGN KEY ("waste_type_id") REFERENCES "public"."waste_types"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waste_arrangements" ADD CONSTRAINT "waste_arrangements_department_id_organizations_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."organizations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waste_bulk_registrations" ADD CONSTRAINT "waste_bulk_registrations_association_id_waste_handler_associations_id_fk" FOREIGN KEY ("association_id") REFERENCES "public"."waste_handler_associations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waste_handler_association_files" ADD CONSTRAINT "waste_handler_association_files_association_id_waste_handler_associations_id_fk" FOREIGN KEY ("association_id") REFERENCES "public"."waste_handler_associations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waste_handler_association_files" ADD CONSTRAINT "waste_handler_association_files_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waste_handler_associations" ADD CONSTRAINT "waste_handler_associations_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waste_handler_associations" ADD CONSTRAINT "waste_handler_associations_stakeholder_id_stakeholders_id_fk" FOREIGN KEY ("stakeholder_id") REFERENCES "public"."stakeholders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waste_registrations" ADD CONSTRAINT "waste_registrations_bulk_registration_id_waste_bulk_registrations_id_fk" FOREIGN KEY ("bulk_registration_id") REFERENCES "public"."waste_bulk_registrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waste_registrations" ADD CONSTRAINT "waste_registrations_arrangement_id_waste_arrangements_id_fk" FOREIGN KEY ("arrangement_id") REFERENCES "public"."waste_arrangements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waste_registrations" ADD CONSTRAINT "waste_registrations_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waste_registrations" ADD CONSTRAINT "waste_registrations_department_id_organizations_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."organizations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "waste_arrangements_association_idx" ON "waste_arrangements" USING btree ("association_id");--> statement-breakpoint
CREATE INDEX "waste_arrangements_type_idx" ON "waste_arrangements" USING btree ("waste_type_id");--> statement-breakpoint
CREATE INDEX "waste_arrangements_department_idx" ON "waste_arrangements" USING btree ("department_id");--> statement-breakpoint
CREATE UNIQUE INDEX "waste_bulk_registrations_period_unique" ON "waste_bulk_registrations" USING btree ("association_id","performed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "waste_handler_associations_unique" ON "waste_handler_associations" USING btree ("organization_id","stakeholder_id");--> statement-breakpoint
CREATE INDEX "waste_handler_associations_stakeholder_idx" ON "waste_handler_associations" USING btree ("stakeholder_id");--> statement-breakpoint
CREATE UNIQUE INDEX "waste_registrations_line_unique" ON "waste_registrations" USING btree ("bulk_registration_id","arrangement_id");--> statement-breakpoint
CREATE INDEX "waste_registrations_report_idx" ON "waste_registrations" USING btree ("organization_id","performed_at");--> statement-breakpoint
CREATE INDEX "waste_registrations_arrangement_idx" ON "waste_registrations" USING btree ("arrangement_id","performed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "waste_types_code_unique" ON "waste_types" USING btree ("code");--> statement-breakpoint
CREATE INDEX "waste_types_parent_idx" ON "waste_types" USING btree ("parent_code");