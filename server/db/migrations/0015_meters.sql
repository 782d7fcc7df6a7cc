CREATE TABLE "emission_factor_values" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "emission_factor_values_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"emission_factor_id" integer NOT NULL,
	"value" double precision NOT NULL,
	"meter_unit" text NOT NULL,
	"emission_unit" text NOT NULL,
	"start_date" date,
	"end_date" date,
	"source" text NOT NULL,
	"source_url" text,
	"source_year" smallint,
	CONSTRAINT "emission_factor_values_unit_check" CHECK (emission_unit in ('GRAMS', 'KILOGRAMS', 'TONNES')),
	CONSTRAINT "emission_factor_values_value_check" CHECK ("emission_factor_values"."value" >= 0),
	CONSTRAINT "emission_factor_values_period_check" CHECK ("emission_factor_values"."end_date" is null or "emission_factor_values"."start_date" is null or "emission_factor_values"."end_date" >= "emission_factor_values"."start_date")
);
--> statement-breakpoint
CREATE TABLE "emission_factors" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "emission_factors_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"utility_type" text NOT NULL,
	"emission_type" text DEFAULT 'CO2' NOT NULL,
	"description" text,
	"created_date" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"last_modified_date" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "emission_factors_utility_type_check" CHECK (utility_type in ('CONCENTRATION_MASS_TO_MASS', 'CONCENTRATION_MASS_TO_VOLUME', 'CONCENTRATION_VOLUME_TO_VOLUME', 'ELECTRICITY', 'HEAT', 'WATER', 'FLEET', 'TANK_BEARING', 'GAS', 'MASS', 'PRESSURE', 'TIME', 'TEMPERATURE', 'CUSTOM')),
	CONSTRAINT "emission_factors_emission_type_check" CHECK (emission_type in ('CO2'))
);
--> statement-breakpoint
CREATE TABLE "emission_recalculations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "emission_recalculations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organization_id" integer NOT NULL,
	"emission_factor_id" integer NOT NULL,
	"year" smallint NOT NULL,
	"emissions_before_kg" double precision NOT NULL,
	"emissions_after_kg" double precision NOT NULL,
	"user_id" integer,
	"at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "meter_files" (
	"meter_id" integer NOT NULL,
	"file_id" integer NOT NULL,
	CONSTRAINT "meter_files_meter_id_file_id_pk" PRIMARY KEY("meter_id","file_id")
);
--> statement-breakpoint
CREATE TABLE "meter_months" (
	"meter_id" integer NOT NULL,
	"month" date NOT NULL,
	"consumption" double precision NOT NULL,
	"unit" text NOT NULL,
	"partial" boolean DEFAULT false NOT NULL,
	"emissions_kg" double precision,
	"emissions_complete" boolean DEFAULT false NOT NULL,
	"factor_value_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	CONSTRAINT "meter_months_meter_id_month_pk" PRIMARY KEY("meter_id","month")
);
--> statement-breakpoint
CREATE TABLE "meter_readings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "meter_readings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"meter_id" integer NOT NULL,
	"performed_at" date NOT NULL,
	"value" double precision NOT NULL,
	"unit" text NOT NULL,
	"estimated" boolean DEFAULT false NOT NULL,
	"comment" text,
	"rollover" boolean DEFAULT false NOT NULL,
	"new_counter" boolean DEFAULT false NOT NULL,
	"replaced_counter_final" double precision,
	"new_counter_start" double precision,
	"created_date" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"last_modified_date" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "meter_readings_counter_check" CHECK (not ("meter_readings"."rollover" and "meter_readings"."new_counter"))
);
--> statement-breakpoint
CREATE TABLE "meters" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "meters_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organization_id" integer NOT NULL,
	"name" text NOT NULL,
	"utility_type" text NOT NULL,
	"units" text[] NOT NULL,
	"number" text,
	"department_id" integer,
	"location" text,
	"frequency" text NOT NULL,
	"cumulative" boolean NOT NULL,
	"counter_digits" smallint,
	"scope" smallint,
	"emission_factor_id" integer,
	"created_date" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"last_modified_date" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "meters_utility_type_check" CHECK (utility_type in ('CONCENTRATION_MASS_TO_MASS', 'CONCENTRATION_MASS_TO_VOLUME', 'CONCENTRATION_VOLUME_TO_VOLUME', 'ELECTRICITY', 'HEAT', 'WATER', 'FLEET', 'TANK_BEARING', 'GAS', 'MASS', 'PRESSURE', 'TIME', 'TEMPERATURE', 'CUSTOM')),
	CONSTRAINT "meters_scope_check" CHECK ("meters"."scope" is null or "meters"."scope" in (1, 2)),
	CONSTRAINT "meters_digits_check" CHECK ("meters"."counter_digits" is null or "meters"."counter_digits" between 1 and 15)
);
--> statement-breakpoint
ALTER TABLE "emission_factor_values" ADD CONSTRAINT "emission_factor_values_emission_factor_id_emission_factors_id_fk" FOREIGN KEY ("emission_factor_id") REFERENCES "public"."emission_factors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "emission_recalculations" ADD CONSTRAINT "emission_recalculations_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "emission_recalculations" ADD CONSTRAINT "emission_recalculations_emission_factor_id_emission_factors_id_fk" FOREIGN KEY ("emission_factor_id") REFERENCES "public"."emission_factors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "emission_recalculations" ADD CONSTRAINT "emission_recalculations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meter_files" ADD CONSTRAINT "meter_files_meter_id_meters_id_fk" FOREIGN KEY ("meter_id") REFERENCES "public"."meters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meter_files" ADD CONSTRAINT "meter_files_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meter_months" ADD CONSTRAINT "meter_months_meter_id_meters_id_fk" FOREIGN KEY ("meter_id") REFERENCES "public"."meters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meter_readings" ADD CONSTRAINT "meter_readings_meter_id_meters_id_fk" FOREIGN KEY ("meter_id") REFERENCES "public"."meters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meters" ADD CONSTRAINT "meters_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meters" ADD CONSTRAINT "meters_department_id_organizations_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."organizations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meters" ADD CONSTRAINT "meters_emission_factor_id_emission_factors_id_fk" FOREIGN KEY ("emission_factor_id") REFERENCES "public"."emission_factors"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "emission_factor_values_factor_idx" ON "emission_factor_values" USING btree ("emission_factor_id","start_date");--> statement-breakpoint
CREATE UNIQUE INDEX "emission_factors_name_unique" ON "emission_factors" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "emission_recalculations_organization_idx" ON "emission_recalculations" USING btree ("organization_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "meter_readings_day_unique" ON "meter_readings" USING btree ("meter_id","performed_at");--> statement-breakpoint
CREATE INDEX "meters_organization_idx" ON "meters" USING btree ("organization_id","utility_type","name");--> statement-breakpoint
CREATE INDEX "meters_factor_idx" ON "meters" USING btree ("emission_factor_id");