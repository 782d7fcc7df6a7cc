CREATE TABLE "file_chunks" (
	"file_id" integer NOT NULL,
	"content_version" integer NOT NULL,
	"seq" integer NOT NULL,
	"data" "bytea" NOT NULL,
	CONSTRAINT "file_chunks_file_id_content_version_seq_pk" PRIMARY KEY("file_id","content_version","seq")
);
--> statement-breakpoint
CREATE TABLE "files" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "files_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organization_id" integer,
	"name" text NOT NULL,
	"description" text,
	"date" date,
	"deleted" boolean DEFAULT false NOT NULL,
	"standalone" boolean DEFAULT false NOT NULL,
	"content_type" text NOT NULL,
	"size" bigint NOT NULL,
	"sha256" text NOT NULL,
	"content_version" integer DEFAULT 1 NOT NULL,
	"created_by" integer,
	"created_date" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"last_modified_date" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "legislation_association_files" (
	"association_id" integer NOT NULL,
	"file_id" integer NOT NULL,
	CONSTRAINT "legislation_association_files_association_id_file_id_pk" PRIMARY KEY("association_id","file_id")
);
--> statement-breakpoint
CREATE TABLE "legislation_associations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "legislation_associations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organization_id" integer NOT NULL,
	"legislation_id" integer NOT NULL,
	"applicability_note" text,
	"responsible_member_id" integer,
	"next_review_date" date,
	"created_date" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"last_modified_date" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "legislation_files" (
	"legislation_id" integer NOT NULL,
	"file_id" integer NOT NULL,
	CONSTRAINT "legislation_files_legislation_id_file_id_pk" PRIMARY KEY("legislation_id","file_id")
);
--> statement-breakpoint
CREATE TABLE "legislation_topics" (
	"legislation_id" integer NOT NULL,
	"topic_id" integer NOT NULL,
	CONSTRAINT "legislation_topics_legislation_id_topic_id_pk" PRIMARY KEY("legislation_id","topic_id")
);
--> statement-breakpoint
CREATE TABLE "legislations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "legislations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"title_en" text NOT NULL,
	"title_da" text NOT NULL,
	"short_name" text,
	"reference_number" text NOT NULL,
	"territory" text NOT NULL,
	"url" text,
	"summary_en" text,
	"summary_da" text,
	"effective_date" date,
	"created_date" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"last_modified_date" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "legislations_territory_check" CHECK ("legislations"."territory" ~ '^([A-Z]{2}|INTL)$')
);
--> statement-breakpoint
CREATE TABLE "topics" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "topics_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"name_en" text NOT NULL,
	"name_da" text NOT NULL,
	CONSTRAINT "topics_code_unique" UNIQUE("code")
);
--> statement-breakpoint
ALTER TABLE "file_chunks" ADD CONSTRAINT "file_chunks_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "legislation_association_files" ADD CONSTRAINT "legislation_association_files_association_id_legislation_associations_id_fk" FOREIGN KEY ("association_id") REFERENCES "public"."legislation_associations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "legislation_association_files" ADD CONSTRAINT "legislation_association_files_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "legislation_associations" ADD CONSTRAINT "legislation_associations_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "legislation_associations" ADD CONSTRAINT "legislation_associations_legislation_id_legislations_id_fk" FOREIGN KEY ("legislation_id") REFERENCES "public"."legislations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "legislation_associations" ADD CONSTRAINT "legislation_associations_responsible_member_id_memberships_id_fk" FOREIGN KEY ("responsible_member_id") REFERENCES "public"."memberships"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "legislation_files" ADD CONSTRAINT "legislation_files_legislation_id_legislations_id_fk" FOREIGN KEY ("legislation_id") REFERENCES "public"."legislations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "legislation_files" ADD CONSTRAINT "legislation_files_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "legislation_topics" ADD CONSTRAINT "legislation_topics_legislation_id_legislations_id_fk" FOREIGN KEY ("legislation_id") REFERENCES "public"."legislations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "legislation_topics" ADD CONSTRAINT "legislation_topics_topic_id_topics_id_fk" FOREIGN KEY ("topic_id") REFERENCES "public"."topics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "files_organization_list_idx" ON "files" USING btree ("organization_id","standalone","deleted","name");--> statement-breakpoint
CREATE INDEX "files_organization_name_idx" ON "files" USING btree ("organization_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "legislation_associations_unique" ON "legislation_associations" USING btree ("organization_id","legislation_id");--> statement-breakpoint
CREATE INDEX "legislation_associations_legislation_idx" ON "legislation_associations" USING btree ("legislation_id");--> statement-breakpoint
CREATE INDEX "legislation_topics_topic_idx" ON "legislation_topics" USING btree ("topic_id");--> statement-breakpoint
CREATE UNIQUE INDEX "legislations_reference_unique" ON "legislations" USING btree ("territory",lower("reference_number"));