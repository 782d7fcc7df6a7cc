CREATE TABLE "procedure_templates" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "procedure_templates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"texts" jsonb NOT NULL,
	"iso_standards" text[] DEFAULT '{}'::text[] NOT NULL,
	"clauses" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_date" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"last_modified_date" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "procedure_templates_title_en_unique" ON "procedure_templates" USING btree (lower("texts"->'en'->>'title'));--> statement-breakpoint
CREATE UNIQUE INDEX "procedure_templates_title_da_unique" ON "procedure_templates" USING btree (lower("texts"->'da'->>'title'));