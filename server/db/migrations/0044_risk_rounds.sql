CREATE TABLE "risk_rounds" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "risk_rounds_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organization_id" integer NOT NULL,
	"department_id" integer NOT NULL,
	"started_on" date NOT NULL,
	"due_on" date NOT NULL,
	"done_on" date,
	"note" text,
	"created_date" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"last_modified_date" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "risk_rounds_due_check" CHECK ("risk_rounds"."due_on" >= "risk_rounds"."started_on"),
	CONSTRAINT "risk_rounds_done_check" CHECK ("risk_rounds"."done_on" is null or "risk_rounds"."done_on" >= "risk_rounds"."started_on")
);
--> statement-breakpoint
ALTER TABLE "risk_rounds" ADD CONSTRAINT "risk_rounds_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "risk_rounds" ADD CONSTRAINT "risk_rounds_department_id_organizations_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "risk_rounds_organization_idx" ON "risk_rounds" USING btree ("organization_id","started_on");--> statement-breakpoint
CREATE INDEX "risk_rounds_department_idx" ON "risk_rounds" USING btree ("department_id");--> statement-breakpoint
CREATE UNIQUE INDEX "risk_rounds_open_idx" ON "risk_rounds" USING btree ("department_id") WHERE "risk_rounds"."done_on" is null;