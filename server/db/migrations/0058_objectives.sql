CREATE TABLE "hours_worked" (
	"organization_id" integer NOT NULL,
	"month" date NOT NULL,
	"hours" integer NOT NULL,
	"created_date" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"last_modified_date" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hours_worked_organization_id_month_pk" PRIMARY KEY("organization_id","month"),
	CONSTRAINT "hours_worked_hours_check" CHECK ("hours_worked"."hours" >= 0),
	CONSTRAINT "hours_worked_month_check" CHECK (extract(day from "hours_worked"."month") = 1)
);
--> statement-breakpoint
CREATE TABLE "objective_figures" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "objective_figures_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"objective_id" integer NOT NULL,
	"measured_on" date NOT NULL,
	"value" double precision NOT NULL,
	"note" text,
	"created_date" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"last_modified_date" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "objective_figures_value_check" CHECK ("objective_figures"."value" >= 0)
);
--> statement-breakpoint
CREATE TABLE "objectives" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "objectives_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organization_id" integer NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"measure" text NOT NULL,
	"unit" text,
	"baseline_year" smallint NOT NULL,
	"baseline_value" double precision NOT NULL,
	"target_value" double precision NOT NULL,
	"deadline" date NOT NULL,
	"owner_id" integer,
	"created_date" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"last_modified_date" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "objectives_measure_check" CHECK (measure in ('CO2_SCOPES_1_2', 'CO2_SCOPE_1', 'CO2_SCOPE_2', 'ENERGY', 'WASTE_TONNES', 'HAZARDOUS_WASTE_SHARE', 'RECYCLING_SHARE', 'ACCIDENTS', 'LOST_TIME_INJURY_FREQUENCY', 'OVERDUE_ACTIONS', 'COMPETENCE_COMPLETION', 'EVALUATIONS_ON_TIME', 'MANUAL')),
	CONSTRAINT "objectives_unit_check" CHECK (("objectives"."measure" = 'MANUAL') = ("objectives"."unit" is not null)),
	CONSTRAINT "objectives_values_check" CHECK ("objectives"."baseline_value" >= 0 and "objectives"."target_value" >= 0)
);
--> statement-breakpoint
ALTER TABLE "actions" DROP CONSTRAINT "actions_source_check";--> statement-breakpoint
ALTER TABLE "actions" ADD COLUMN "objective_id" integer;--> statement-breakpoint
ALTER TABLE "hours_worked" ADD CONSTRAINT "hours_worked_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "objective_figures" ADD CONSTRAINT "objective_figures_objective_id_objectives_id_fk" FOREIGN KEY ("objective_id") REFERENCES "public"."objectives"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "objectives" ADD CONSTRAINT "objectives_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "objectives" ADD CONSTRAINT "objectives_owner_id_memberships_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."memberships"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "objective_figures_day_unique" ON "objective_figures" USING btree ("objective_id","measured_on");--> statement-breakpoint
CREATE INDEX "objectives_organization_idx" ON "objectives" USING btree ("organization_id","deadline");--> statement-breakpoint
CREATE INDEX "objectives_title_idx" ON "objectives" USING btree ("organization_id",lower("title"));--> statement-breakpoint
CREATE INDEX "objectives_owner_idx" ON "objectives" USING btree ("owner_id");--> statement-breakpoint
ALTER TABLE "actions" ADD CONSTRAINT "actions_objective_id_objectives_id_fk" FOREIGN KEY ("objective_id") REFERENCES "public"."objectives"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "actions_objective_idx" ON "actions" USING btree ("objective_id");--> statement-breakpoint
ALTER TABLE "actions" ADD CONSTRAINT "actions_objective_source" CHECK (("actions"."source" = 'OBJECTIVE') = ("actions"."objective_id" is not null));--> statement-breakpoint
ALTER TABLE "actions" ADD CONSTRAINT "actions_source_check" CHECK (source in ('EVENT', 'RISK', 'ASPECT', 'EVALUATION', 'AUDIT_FINDING', 'OBJECTIVE', 'NONE'));