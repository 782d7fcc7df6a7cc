ALTER TABLE "meters" ADD COLUMN "responsible_member_id" integer;--> statement-breakpoint
ALTER TABLE "waste_handler_associations" ADD COLUMN "responsible_member_id" integer;--> statement-breakpoint
ALTER TABLE "meters" ADD CONSTRAINT "meters_responsible_member_id_memberships_id_fk" FOREIGN KEY ("responsible_member_id") REFERENCES "public"."memberships"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waste_handler_associations" ADD CONSTRAINT "waste_handler_associations_responsible_member_id_memberships_id_fk" FOREIGN KEY ("responsible_member_id") REFERENCES "public"."memberships"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "meters_responsible_idx" ON "meters" USING btree ("responsible_member_id");--> statement-breakpoint
CREATE INDEX "waste_handler_associations_responsible_idx" ON "waste_handler_associations" USING btree ("responsible_member_id");