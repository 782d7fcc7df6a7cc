CREATE TABLE "compliance_evaluations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "compliance_evaluations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organization_id" integer NOT NULL,
	"association_id" integer NOT NULL,
	"evaluated_on" date NOT NULL,
	"result" text NOT NULL,
	"evidence" text NOT NULL,
	"evaluator_id" integer,
	"created_date" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"last_modified_date" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "compliance_evaluations_result_check" CHECK (result in ('COMPLIANT', 'PARTLY_COMPLIANT', 'NOT_COMPLIANT'))
);
--> statement-breakpoint
ALTER TABLE "actions" DROP CONSTRAINT "actions_source_check";--> statement-breakpoint
ALTER TABLE "legislation_associations" ADD COLUMN "evaluation_period" text DEFAULT 'P1Y' NOT NULL;--> statement-breakpoint
ALTER TABLE "legislation_associations" ADD COLUMN "next_evaluation_date" date;--> statement-breakpoint
ALTER TABLE "actions" ADD COLUMN "evaluation_id" integer;--> statement-breakpoint
ALTER TABLE "compliance_evaluations" ADD CONSTRAINT "compliance_evaluations_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compliance_evaluations" ADD CONSTRAINT "compliance_evaluations_association_id_legislation_associations_id_fk" FOREIGN KEY ("association_id") REFERENCES "public"."legislation_associations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compliance_evaluations" ADD CONSTRAINT "compliance_evaluations_evaluator_id_memberships_id_fk" FOREIGN KEY ("evaluator_id") REFERENCES "public"."memberships"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "compliance_evaluations_association_idx" ON "compliance_evaluations" USING btree ("association_id","evaluated_on");--> statement-breakpoint
CREATE INDEX "compliance_evaluations_organization_idx" ON "compliance_evaluations" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "compliance_evaluations_evaluator_idx" ON "compliance_evaluations" USING btree ("evaluator_id");--> statement-breakpoint
ALTER TABLE "actions" ADD CONSTRAINT "actions_evaluation_id_compliance_evaluations_id_fk" FOREIGN KEY ("evaluation_id") REFERENCES "public"."compliance_evaluations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "actions_evaluation_idx" ON "actions" USING btree ("evaluation_id");--> statement-breakpoint
ALTER TABLE "legislation_associations" ADD CONSTRAINT "legislation_associations_evaluation_period_check" CHECK (evaluation_period in ('P6M', 'P1Y', 'P2Y', 'P3Y'));--> statement-breakpoint
ALTER TABLE "actions" ADD CONSTRAINT "actions_evaluation_source" CHECK (("actions"."source" = 'EVALUATION') = ("actions"."evaluation_id" is not null));--> statement-breakpoint
ALTER TABLE "actions" ADD CONSTRAINT "actions_source_check" CHECK (source in ('EVENT', 'RISK', 'ASPECT', 'EVALUATION', 'NONE'));