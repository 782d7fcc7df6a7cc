ALTER TABLE "emission_factors" ADD COLUMN "biogenic" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- A row is a month or a run of whole months; the rows kept so far are single months, taken as covered.
ALTER TABLE "meter_months" ADD COLUMN "through" date;--> statement-breakpoint
ALTER TABLE "meter_months" ADD COLUMN "days" integer;--> statement-breakpoint
UPDATE "meter_months" SET "through" = "month", "days" = ("month" + interval '1 month')::date - "month";--> statement-breakpoint
ALTER TABLE "meter_months" ALTER COLUMN "through" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "meter_months" ALTER COLUMN "days" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "meter_months" ADD COLUMN "biogenic_kg" double precision;--> statement-breakpoint
ALTER TABLE "meter_readings" ADD COLUMN "unusual" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "meters" ADD COLUMN "biogenic_factor_id" integer;--> statement-breakpoint
ALTER TABLE "meters" ADD CONSTRAINT "meters_biogenic_factor_id_emission_factors_id_fk" FOREIGN KEY ("biogenic_factor_id") REFERENCES "public"."emission_factors"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "meter_months_runs_idx" ON "meter_months" USING btree ("meter_id","through") WHERE "meter_months"."month" < "meter_months"."through";--> statement-breakpoint
CREATE INDEX "meters_biogenic_factor_idx" ON "meters" USING btree ("biogenic_factor_id");