ALTER TABLE "actions" DROP CONSTRAINT "actions_source_check";--> statement-breakpoint
ALTER TABLE "actions" ADD COLUMN "risk_id" integer;--> statement-breakpoint
ALTER TABLE "actions" ADD CONSTRAINT "actions_risk_id_risks_id_fk" FOREIGN KEY ("risk_id") REFERENCES "public"."risks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "actions_risk_idx" ON "actions" USING btree ("risk_id");--> statement-breakpoint
ALTER TABLE "actions" ADD CONSTRAINT "actions_risk_source" CHECK (("actions"."source" = 'RISK') = ("actions"."risk_id" is not null));--> statement-breakpoint
ALTER TABLE "actions" ADD CONSTRAINT "actions_source_check" CHECK (source in ('EVENT', 'RISK', 'NONE'));