CREATE TABLE "risk_participants" (
	"risk_id" integer NOT NULL,
	"membership_id" integer NOT NULL,
	"safety_organization" boolean DEFAULT false NOT NULL,
	"added_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "risk_participants_risk_id_membership_id_pk" PRIMARY KEY("risk_id","membership_id")
);
--> statement-breakpoint
ALTER TABLE "risk_participants" ADD CONSTRAINT "risk_participants_risk_id_risks_id_fk" FOREIGN KEY ("risk_id") REFERENCES "public"."risks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "risk_participants" ADD CONSTRAINT "risk_participants_membership_id_memberships_id_fk" FOREIGN KEY ("membership_id") REFERENCES "public"."memberships"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "risk_participants_membership_idx" ON "risk_participants" USING btree ("membership_id");