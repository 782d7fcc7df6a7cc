CREATE TABLE "chemical_associations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "chemical_associations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organization_id" integer NOT NULL,
	"chemical_id" integer NOT NULL,
	"supply_id" integer,
	"department_id" integer,
	"storage_location" text,
	"amount" numeric,
	"unit" text,
	"purpose" text,
	"created_date" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"last_modified_date" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chemical_countries" (
	"chemical_id" integer NOT NULL,
	"country_alpha2" text NOT NULL,
	"storage_class" text,
	"water_hazard_class" text,
	CONSTRAINT "chemical_countries_chemical_id_country_alpha2_pk" PRIMARY KEY("chemical_id","country_alpha2")
);
--> statement-breakpoint
CREATE TABLE "chemical_safety_data_sheets" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "chemical_safety_data_sheets_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"chemical_id" integer NOT NULL,
	"country_alpha2" text NOT NULL,
	"language" text NOT NULL,
	"last_revision_date" date NOT NULL,
	"file_id" integer NOT NULL,
	"created_date" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chemical_substances" (
	"chemical_id" integer NOT NULL,
	"substance_id" integer NOT NULL,
	"concentration_min" numeric,
	"concentration_max" numeric NOT NULL,
	CONSTRAINT "chemical_substances_chemical_id_substance_id_pk" PRIMARY KEY("chemical_id","substance_id"),
	CONSTRAINT "chemical_substances_range" CHECK ("chemical_substances"."concentration_min" is null or "chemical_substances"."concentration_min" <= "chemical_substances"."concentration_max")
);
--> statement-breakpoint
CREATE TABLE "chemical_supplies" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "chemical_supplies_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"chemical_id" integer NOT NULL,
	"supplier_id" integer NOT NULL,
	"product_number" text
);
--> statement-breakpoint
CREATE TABLE "chemicals" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "chemicals_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"producer" text,
	"physical_state" text,
	"hazard_codes" text[] DEFAULT '{}'::text[] NOT NULL,
	"precautionary_codes" text[] DEFAULT '{}'::text[] NOT NULL,
	"danger_code" text NOT NULL,
	"label_pictograms" text[],
	"label_signal_word" text,
	"label_reason" text,
	"un_number" text,
	"adr_class" text,
	"packing_group" text,
	"created_date" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"last_modified_date" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "sds_review_years" integer DEFAULT 3 NOT NULL;--> statement-breakpoint
ALTER TABLE "chemical_associations" ADD CONSTRAINT "chemical_associations_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chemical_associations" ADD CONSTRAINT "chemical_associations_chemical_id_chemicals_id_fk" FOREIGN KEY ("chemical_id") REFERENCES "public"."chemicals"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chemical_associations" ADD CONSTRAINT "chemical_associations_supply_id_chemical_supplies_id_fk" FOREIGN KEY ("supply_id") REFERENCES "public"."chemical_supplies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chemical_associations" ADD CONSTRAINT "chemical_associations_department_id_organizations_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."organizations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chemical_countries" ADD CONSTRAINT "chemical_countries_chemical_id_chemicals_id_fk" FOREIGN KEY ("chemical_id") REFERENCES "public"."chemicals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chemical_safety_data_sheets" ADD CONSTRAINT "chemical_safety_data_sheets_chemical_id_chemicals_id_fk" FOREIGN KEY ("chemical_id") REFERENCES "public"."chemicals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chemical_safety_data_sheets" ADD CONSTRAINT "chemical_safety_data_sheets_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chemical_substances" ADD CONSTRAINT "chemical_substances_chemical_id_chemicals_id_fk" FOREIGN KEY ("chemical_id") REFERENCES "public"."chemicals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chemical_substances" ADD CONSTRAINT "chemical_substances_substance_id_substances_id_fk" FOREIGN KEY ("substance_id") REFERENCES "public"."substances"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chemical_supplies" ADD CONSTRAINT "chemical_supplies_chemical_id_chemicals_id_fk" FOREIGN KEY ("chemical_id") REFERENCES "public"."chemicals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chemical_supplies" ADD CONSTRAINT "chemical_supplies_supplier_id_stakeholders_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."stakeholders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chemical_associations_organization_idx" ON "chemical_associations" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "chemical_associations_chemical_idx" ON "chemical_associations" USING btree ("chemical_id");--> statement-breakpoint
CREATE INDEX "chemical_associations_location_idx" ON "chemical_associations" USING btree ("organization_id",lower(trim("storage_location")));--> statement-breakpoint
CREATE INDEX "chemical_sds_newest_idx" ON "chemical_safety_data_sheets" USING btree ("chemical_id","country_alpha2","last_revision_date" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE UNIQUE INDEX "chemical_sds_file_unique" ON "chemical_safety_data_sheets" USING btree ("file_id");--> statement-breakpoint
CREATE INDEX "chemical_substances_substance_idx" ON "chemical_substances" USING btree ("substance_id");--> statement-breakpoint
CREATE INDEX "chemical_supplies_chemical_idx" ON "chemical_supplies" USING btree ("chemical_id");--> statement-breakpoint
CREATE INDEX "chemical_supplies_supplier_idx" ON "chemical_supplies" USING btree ("supplier_id");--> statement-breakpoint
CREATE UNIQUE INDEX "chemicals_name_unique" ON "chemicals" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "chemicals_hazard_codes_idx" ON "chemicals" USING gin ("hazard_codes");--> statement-breakpoint
CREATE INDEX "chemicals_danger_code_idx" ON "chemicals" USING btree ("danger_code");