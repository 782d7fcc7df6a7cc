-- Publishing never set the next review (decision 020): a published document without one falls due a
-- review period after its latest revision's day (in Danish time, as the product's days turn).
UPDATE "controlled_documents" AS d
SET "next_review_date" = least(
  ((latest."published_at" AT TIME ZONE 'Europe/Copenhagen')::date + d."review_period"::interval)::date,
  '9999-12-31'::date
)
FROM (
  SELECT "document_id", max("published_at") AS "published_at"
  FROM "controlled_document_revisions"
  GROUP BY "document_id"
) AS latest
WHERE latest."document_id" = d."id" AND d."next_review_date" IS NULL;--> statement-breakpoint
-- Dates worked out from a far date before dates were bounded: back within the dates the wire holds.
UPDATE "controlled_documents" SET "next_review_date" = '9999-12-31' WHERE "next_review_date" > '9999-12-31';--> statement-breakpoint
UPDATE "inspections" SET "due_date" = '9999-12-31' WHERE "due_date" > '9999-12-31';
