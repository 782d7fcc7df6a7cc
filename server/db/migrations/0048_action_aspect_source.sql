ALTER TABLE "actions" DROP CONSTRAINT "actions_source_check";--> statement-breakpoint
ALTER TABLE "actions" ADD COLUMN "aspect_id" integer;--> statement-breakpoint
ALTER TABLE "actions" ADD CONSTRAINT "actions_aspect_id_aspects_id_fk" FOREIGN KEY ("aspect_id") REFERENCES "public"."aspects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "actions_aspect_idx" ON "actions" USING btree ("aspect_id");--> statement-breakpoint
ALTER TABLE "actions" ADD CONSTRAINT "actions_aspect_source" CHECK (("actions"."source" = 'ASPECT') = ("actions"."aspect_id" is not null));--> statement-breakpoint
ALTER TABLE "actions" ADD CONSTRAINT "actions_source_check" CHECK (source in ('EVENT', 'RISK', 'ASPECT', 'NONE'));