CREATE TABLE "risk_matrices" (
	"organization_id" integer PRIMARY KEY NOT NULL,
	"likelihoods" smallint NOT NULL,
	"severities" smallint NOT NULL,
	"bound_low" smallint NOT NULL,
	"bound_medium" smallint NOT NULL,
	"bound_high" smallint NOT NULL,
	"likelihood_words" jsonb,
	"severity_words" jsonb,
	"created_date" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"last_modified_date" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "risk_matrices_likelihoods_check" CHECK (likelihoods between 3 and 6),
	CONSTRAINT "risk_matrices_severities_check" CHECK (severities between 3 and 6),
	CONSTRAINT "risk_matrices_bounds_check" CHECK (0 < bound_low and bound_low < bound_medium and bound_medium < bound_high)
);
--> statement-breakpoint
ALTER TABLE "risk_matrices" ADD CONSTRAINT "risk_matrices_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;