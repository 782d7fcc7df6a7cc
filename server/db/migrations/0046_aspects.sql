CREATE TABLE "aspect_obligations" (
	"aspect_id" integer NOT NULL,
	"association_id" integer NOT NULL,
	CONSTRAINT "aspect_obligations_aspect_id_association_id_pk" PRIMARY KEY("aspect_id","association_id")
);
--> statement-breakpoint
CREATE TABLE "aspect_significance_settings" (
	"holding_id" integer PRIMARY KEY NOT NULL,
	"rule" text NOT NULL,
	"threshold" integer,
	"obligation_makes_significant" boolean NOT NULL,
	"created_date" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"last_modified_date" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "aspect_significance_settings_rule_check" CHECK (rule in ('SUM', 'PRODUCT', 'ANY_TOP')),
	CONSTRAINT "aspect_significance_settings_threshold_check" CHECK (("aspect_significance_settings"."rule" = 'ANY_TOP') = ("aspect_significance_settings"."threshold" is null))
);
--> statement-breakpoint
CREATE TABLE "aspects" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "aspects_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organization_id" integer NOT NULL,
	"department_id" integer,
	"activity" text NOT NULL,
	"aspect" text NOT NULL,
	"impact" text NOT NULL,
	"condition" text NOT NULL,
	"life_cycle_stage" text NOT NULL,
	"severity" smallint NOT NULL,
	"probability" smallint NOT NULL,
	"legal_requirement" smallint NOT NULL,
	"stakeholder_concern" smallint NOT NULL,
	"basis" text,
	"controls" text,
	"last_review_date" date,
	"review_months" smallint,
	"next_review_date" date,
	"source_key" text,
	"created_date" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"last_modified_date" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "aspects_condition_check" CHECK (condition in ('NORMAL', 'ABNORMAL', 'EMERGENCY')),
	CONSTRAINT "aspects_life_cycle_stage_check" CHECK (life_cycle_stage in ('RAW_MATERIALS', 'DESIGN', 'PRODUCTION', 'TRANSPORT', 'USE', 'END_OF_LIFE')),
	CONSTRAINT "aspects_severity_check" CHECK (severity between 1 and 5),
	CONSTRAINT "aspects_probability_check" CHECK (probability between 1 and 5),
	CONSTRAINT "aspects_legal_requirement_check" CHECK (legal_requirement between 1 and 5),
	CONSTRAINT "aspects_stakeholder_concern_check" CHECK (stakeholder_concern between 1 and 5),
	CONSTRAINT "aspects_review_months_check" CHECK (review_months between 1 and 120)
);
--> statement-breakpoint
ALTER TABLE "aspect_obligations" ADD CONSTRAINT "aspect_obligations_aspect_id_aspects_id_fk" FOREIGN KEY ("aspect_id") REFERENCES "public"."aspects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "aspect_obligations" ADD CONSTRAINT "aspect_obligations_association_id_legislation_associations_id_fk" FOREIGN KEY ("association_id") REFERENCES "public"."legislation_associations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "aspect_significance_settings" ADD CONSTRAINT "aspect_significance_settings_holding_id_organizations_id_fk" FOREIGN KEY ("holding_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "aspects" ADD CONSTRAINT "aspects_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "aspects" ADD CONSTRAINT "aspects_department_id_organizations_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."organizations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "aspect_obligations_association_idx" ON "aspect_obligations" USING btree ("association_id");--> statement-breakpoint
CREATE INDEX "aspects_organization_idx" ON "aspects" USING btree ("organization_id","activity");--> statement-breakpoint
CREATE INDEX "aspects_department_idx" ON "aspects" USING btree ("department_id");--> statement-breakpoint
CREATE UNIQUE INDEX "aspects_source_unique" ON "aspects" USING btree ("organization_id","source_key");--> statement-breakpoint
CREATE TRIGGER aspects_audit AFTER INSERT OR UPDATE OR DELETE ON aspects
  FOR EACH ROW EXECUTE FUNCTION audit_row_change('aspect', 'organization_id', '', '', '');
--> statement-breakpoint
CREATE TRIGGER aspect_significance_settings_audit AFTER INSERT OR UPDATE OR DELETE ON aspect_significance_settings
  FOR EACH ROW EXECUTE FUNCTION audit_row_change('aspect_significance', 'holding_id', '', '', '');
