CREATE TABLE "risk_assessments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "risk_assessments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"risk_id" integer NOT NULL,
	"assessed_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"assessed_by" integer,
	"likelihood" smallint NOT NULL,
	"severity" smallint NOT NULL,
	"residual_likelihood" smallint,
	"residual_severity" smallint
);
--> statement-breakpoint
CREATE TABLE "risks" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "risks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organization_id" integer NOT NULL,
	"department_id" integer,
	"activity" text NOT NULL,
	"hazard_category" text NOT NULL,
	"hazard" text NOT NULL,
	"exposed" text,
	"likelihood" smallint NOT NULL,
	"severity" smallint NOT NULL,
	"control_elimination" text,
	"control_substitution" text,
	"control_engineering" text,
	"control_administrative" text,
	"control_protective_equipment" text,
	"residual_likelihood" smallint,
	"residual_severity" smallint,
	"next_review_date" date,
	"created_date" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"last_modified_date" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "risks_hazard_category_check" CHECK (hazard_category in ('MECHANICAL', 'FALL', 'CHEMICAL', 'PHYSICAL', 'ERGONOMIC', 'PSYCHOSOCIAL', 'BIOLOGICAL', 'FIRE_AND_EXPLOSION', 'ELECTRICAL', 'TRAFFIC', 'OTHER')),
	CONSTRAINT "risks_likelihood_check" CHECK (likelihood between 1 and 6),
	CONSTRAINT "risks_severity_check" CHECK (severity between 1 and 6),
	CONSTRAINT "risks_residual_check" CHECK (("risks"."residual_likelihood" is null) = ("risks"."residual_severity" is null)),
	CONSTRAINT "risks_residual_likelihood_check" CHECK (residual_likelihood between 1 and 6),
	CONSTRAINT "risks_residual_severity_check" CHECK (residual_severity between 1 and 6)
);
--> statement-breakpoint
ALTER TABLE "risk_assessments" ADD CONSTRAINT "risk_assessments_risk_id_risks_id_fk" FOREIGN KEY ("risk_id") REFERENCES "public"."risks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "risk_assessments" ADD CONSTRAINT "risk_assessments_assessed_by_users_id_fk" FOREIGN KEY ("assessed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "risks" ADD CONSTRAINT "risks_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "risks" ADD CONSTRAINT "risks_department_id_organizations_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."organizations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "risk_assessments_risk_idx" ON "risk_assessments" USING btree ("risk_id","assessed_at");--> statement-breakpoint
CREATE INDEX "risk_assessments_assessed_by_idx" ON "risk_assessments" USING btree ("assessed_by");--> statement-breakpoint
CREATE INDEX "risks_organization_idx" ON "risks" USING btree ("organization_id","activity");--> statement-breakpoint
CREATE INDEX "risks_department_idx" ON "risks" USING btree ("department_id");--> statement-breakpoint
CREATE TRIGGER risks_audit AFTER INSERT OR UPDATE OR DELETE ON risks
  FOR EACH ROW EXECUTE FUNCTION audit_row_change('risk', 'organization_id', '', '', '');
