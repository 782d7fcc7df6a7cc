CREATE TABLE "held_sheets" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "held_sheets_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organization_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"file_id" integer NOT NULL,
	"language" text NOT NULL,
	"last_revision_date" date NOT NULL,
	"filed_association_id" integer,
	"created_date" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "held_sheets" ADD CONSTRAINT "held_sheets_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "held_sheets" ADD CONSTRAINT "held_sheets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "held_sheets" ADD CONSTRAINT "held_sheets_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "held_sheets" ADD CONSTRAINT "held_sheets_filed_association_id_chemical_associations_id_fk" FOREIGN KEY ("filed_association_id") REFERENCES "public"."chemical_associations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "held_sheets_organization_idx" ON "held_sheets" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "held_sheets_user_idx" ON "held_sheets" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "held_sheets_file_unique" ON "held_sheets" USING btree ("file_id");--> statement-breakpoint
CREATE INDEX "held_sheets_filed_association_idx" ON "held_sheets" USING btree ("filed_association_id");--> statement-breakpoint
CREATE INDEX "held_sheets_created_idx" ON "held_sheets" USING btree ("created_date");