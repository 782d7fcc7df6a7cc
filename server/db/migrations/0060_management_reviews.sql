CREATE TABLE "management_review_participants" (
	"review_id" integer NOT NULL,
	"membership_id" integer NOT NULL,
	CONSTRAINT "management_review_participants_review_id_membership_id_pk" PRIMARY KEY("review_id","membership_id")
);
--> statement-breakpoint
CREATE TABLE "management_reviews" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "management_reviews_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organization_id" integer NOT NULL,
	"title" text NOT NULL,
	"review_date" date NOT NULL,
	"status" text DEFAULT 'PLANNED' NOT NULL,
	"chair_id" integer,
	"external_participants" text,
	"agenda" jsonb,
	"agenda_assembled_at" timestamp (3) with time zone,
	"notes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"decisions" text,
	"next_review_date" date,
	"created_date" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"last_modified_date" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "management_reviews_status_check" CHECK (status in ('PLANNED', 'HELD', 'CLOSED')),
	CONSTRAINT "management_reviews_next_date_check" CHECK ("management_reviews"."next_review_date" is null or "management_reviews"."next_review_date" > "management_reviews"."review_date")
);
--> statement-breakpoint
ALTER TABLE "actions" DROP CONSTRAINT "actions_source_check";--> statement-breakpoint
ALTER TABLE "actions" ADD COLUMN "review_id" integer;--> statement-breakpoint
ALTER TABLE "management_review_participants" ADD CONSTRAINT "management_review_participants_review_id_management_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."management_reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "management_review_participants" ADD CONSTRAINT "management_review_participants_membership_id_memberships_id_fk" FOREIGN KEY ("membership_id") REFERENCES "public"."memberships"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "management_reviews" ADD CONSTRAINT "management_reviews_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "management_reviews" ADD CONSTRAINT "management_reviews_chair_id_memberships_id_fk" FOREIGN KEY ("chair_id") REFERENCES "public"."memberships"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "management_review_participants_membership_idx" ON "management_review_participants" USING btree ("membership_id");--> statement-breakpoint
CREATE INDEX "management_reviews_organization_idx" ON "management_reviews" USING btree ("organization_id","review_date");--> statement-breakpoint
CREATE INDEX "management_reviews_chair_idx" ON "management_reviews" USING btree ("chair_id");--> statement-breakpoint
ALTER TABLE "actions" ADD CONSTRAINT "actions_review_id_management_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."management_reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "actions_review_idx" ON "actions" USING btree ("review_id");--> statement-breakpoint
ALTER TABLE "actions" ADD CONSTRAINT "actions_review_source" CHECK (("actions"."source" = 'REVIEW') = ("actions"."review_id" is not null));--> statement-breakpoint
ALTER TABLE "actions" ADD CONSTRAINT "actions_source_check" CHECK (source in ('EVENT', 'RISK', 'ASPECT', 'EVALUATION', 'AUDIT_FINDING', 'OBJECTIVE', 'REVIEW', 'NONE'));