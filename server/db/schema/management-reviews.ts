import { sql } from "drizzle-orm";
import { check, date, index, integer, jsonb, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import { REVIEW_STATUSES, type Agenda, type ReviewStatus, type SectionNotes } from "../../domain/management-reviews";
import type { DateOnly } from "../../domain/wire-casing";
import { auditStamps, oneOf, timestamptz } from "./columns";
import { files } from "./files";
import { organizations } from "./organizations";
import { memberships } from "./users";

/**
 * A management review (clause 9.3) of an organization and those below it: its agenda assembled from the
 * product's records as of its date and frozen once held, the minutes per section, decisions, next date.
 */
export const managementReviews = pgTable(
  "management_reviews",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    organizationId: integer("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    reviewDate: date("review_date", { mode: "string" }).$type<DateOnly>().notNull(),
    status: text("status").$type<ReviewStatus>().notNull().default("PLANNED"),
    chairId: integer("chair_id").references(() => memberships.id, { onDelete: "set null" }),
    /** People from outside the product (a consultant, the external auditor), in words. */
    externalParticipants: text("external_participants"),
    /** Null until assembled; frozen once the review is held. */
    agenda: jsonb("agenda").$type<Agenda>(),
    agendaAssembledAt: timestamptz("agenda_assembled_at"),
    notes: jsonb("notes").$type<SectionNotes>().notNull().default({}),
    decisions: text("decisions"),
    nextReviewDate: date("next_review_date", { mode: "string" }).$type<DateOnly>(),
    ...auditStamps,
  },
  (table) => [
    index("management_reviews_organization_idx").on(table.organizationId, table.reviewDate),
    // The register's orders: the latest first (a holding's page is a walk of the index, the planned
    // ones at its head) and by title.
    index("management_reviews_date_idx").on(table.reviewDate.desc().nullsLast(), table.id),
    index("management_reviews_title_idx").on(
      sql`lower(${table.title})`,
      table.reviewDate.desc().nullsFirst(),
      table.id,
    ),
    index("management_reviews_chair_idx").on(table.chairId),
    check("management_reviews_status_check", sql.raw(`status in (${oneOf(REVIEW_STATUSES)})`)),
    check(
      "management_reviews_next_date_check",
      sql`${table.nextReviewDate} is null or ${table.nextReviewDate} > ${table.reviewDate}`,
    ),
  ],
);

/** The members who take part in a review besides its chair. */
export const managementReviewParticipants = pgTable(
  "management_review_participants",
  {
    reviewId: integer("review_id")
      .notNull()
      .references(() => managementReviews.id, { onDelete: "cascade" }),
    membershipId: integer("membership_id")
      .notNull()
      .references(() => memberships.id, { onDelete: "cascade" }),
  },
  (table) => [
    primaryKey({ columns: [table.reviewId, table.membershipId] }),
    index("management_review_participants_membership_idx").on(table.membershipId),
  ],
);

/** What the review was given and gave: the presentation, reports, the signed minutes. */
export const managementReviewFiles = pgTable(
  "management_review_files",
  {
    reviewId: integer("review_id")
      .notNull()
      .references(() => managementReviews.id, { onDelete: "cascade" }),
    fileId: integer("file_id")
      .notNull()
      .references(() => files.id, { onDelete: "cascade" }),
  },
  (table) => [
    primaryKey({ columns: [table.reviewId, table.fileId] }),
    index("management_review_files_file_idx").on(table.fileId),
  ],
);
