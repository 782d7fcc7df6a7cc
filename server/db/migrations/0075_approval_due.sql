ALTER TABLE "controlled_document_approvals" ADD COLUMN "approve_by" date;--> statement-breakpoint
-- A round still waiting for its approvers gets the default day counted from its submission (seven days
-- after it, in business time), so they are reminded as those of a new round are; rounds decided, ended
-- or published stay undated, as nobody is reminded of them.
UPDATE "controlled_document_approvals" a SET "approve_by" = ((a."requested_at" AT TIME ZONE 'Europe/Copenhagen')::date + 7)
FROM "controlled_documents" d
WHERE d."id" = a."document_id" AND d."approval_round" = a."round" AND a."revision_id" IS NULL;
