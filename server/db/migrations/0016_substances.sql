CREATE TABLE "substances" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "substances_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"cas_number" text,
	"ec_number" text,
	"hazard_codes" text[] DEFAULT '{}'::text[] NOT NULL,
	"notes" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_date" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"last_modified_date" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "substances_name_unique" ON "substances" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "substances_cas_unique" ON "substances" USING btree ("cas_number") WHERE "substances"."cas_number" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "substances_ec_unique" ON "substances" USING btree ("ec_number") WHERE "substances"."ec_number" is not null;--> statement-breakpoint
CREATE INDEX "substances_hazard_codes_idx" ON "substances" USING gin ("hazard_codes");