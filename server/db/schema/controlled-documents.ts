import { sql } from "drizzle-orm";
import { check, date, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex } from "drizzle-orm/pg-core";
import type { IsoStandard } from "../../domain/standards";
import type { DateOnly } from "../../domain/wire-casing";
import { APPROVAL_DECISIONS, type ApprovalDecision } from "../../domain/document-sign-off";
import { auditStamps, oneOf, timestamptz } from "./columns";
import { files } from "./files";
import { organizations } from "./organizations";
import { memberships, users } from "./users";

/** A document's words in each language it is written in (`en`, `da`): a title and Markdown content. */
export type DocumentTexts = Partial<Record<"en" | "da", { title: string; content: string }>>;

/**
 * Policies and procedures: documents an organization publishes in revisions (decision 010). The row
 * holds what is being worked on (the draft, null when there is none) and what stays across revisions;
 * what was published lives in `controlled_document_revisions`, never changed again.
 */
export const controlledDocuments = pgTable(
  "controlled_documents",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    organizationId: integer("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: ["POLICY", "PROCEDURE"] }).notNull(),
    /** The draft's texts; null when the latest revision is all there is. */
    draft: jsonb("draft").$type<DocumentTexts>(),
    isoStandards: text("iso_standards")
      .array()
      .$type<IsoStandard[]>()
      .notNull()
      .default(sql`'{}'::text[]`),
    ownerMembershipId: integer("owner_membership_id").references(() => memberships.id, { onDelete: "set null" }),
    /** For a procedure: the department or process it belongs to. */
    departmentId: integer("department_id").references(() => organizations.id, { onDelete: "set null" }),
    process: text("process"),
    /** An ISO period (P1Y); the next review date moves by it at each review. */
    reviewPeriod: text("review_period").notNull().default("P1Y"),
    nextReviewDate: date("next_review_date", { mode: "string" }).$type<DateOnly>(),
    /** The unguessable id of its public page; null while it is not public. */
    publicId: text("public_id"),
    /**
     * The draft's submission for approval in force (decision 044): while it waits, the draft is locked;
     * null when the draft is not submitted, or was sent back.
     */
    approvalRound: integer("approval_round"),
    ...auditStamps,
  },
  (table) => [
    index("controlled_documents_organization_idx").on(table.organizationId, table.kind),
    uniqueIndex("controlled_documents_public_id_unique").on(table.publicId),
    check("controlled_documents_kind_check", sql`${table.kind} in ('POLICY', 'PROCEDURE')`),
    index("controlled_documents_department_idx").on(table.departmentId),
    index("controlled_documents_owner_membership_idx").on(table.ownerMembershipId),
  ],
);

/** A published revision: numbered major.minor, whole in every language, never changed again. */
export const controlledDocumentRevisions = pgTable(
  "controlled_document_revisions",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    documentId: integer("document_id")
      .notNull()
      .references(() => controlledDocuments.id, { onDelete: "cascade" }),
    major: integer("major").notNull(),
    minor: integer("minor").notNull(),
    texts: jsonb("texts").$type<DocumentTexts>().notNull(),
    changeNote: text("change_note"),
    authorId: integer("author_id").references(() => users.id, { onDelete: "set null" }),
    publishedAt: timestamptz("published_at").notNull().defaultNow(),
    /** For a major revision members must acknowledge: the day they are asked to by, and whom it concerns. */
    acknowledgeBy: date("acknowledge_by", { mode: "string" }).$type<DateOnly>(),
    audience: jsonb("audience").$type<AudienceNames>(),
  },
  (table) => [
    uniqueIndex("controlled_document_revisions_number_unique").on(table.documentId, table.major, table.minor),
    index("controlled_document_revisions_author_idx").on(table.authorId),
  ],
);

/** Whom a revision concerns, by the names the departments and roles had when it was published. */
export type AudienceNames = {
  everyone: boolean;
  departments: { id: number; name: string }[];
  roles: { id: number; name: string }[];
};

/**
 * A named approver of a draft's submission (`round`) and what they decided (decision 044). Once the
 * draft is published its rows name the revision, so its history shows who approved it or sent it back.
 */
export const controlledDocumentApprovals = pgTable(
  "controlled_document_approvals",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    documentId: integer("document_id")
      .notNull()
      .references(() => controlledDocuments.id, { onDelete: "cascade" }),
    round: integer("round").notNull(),
    approverId: integer("approver_id")
      .notNull()
      .references(() => memberships.id, { onDelete: "cascade" }),
    requestedById: integer("requested_by_id").references(() => users.id, { onDelete: "set null" }),
    requestedAt: timestamptz("requested_at").notNull().defaultNow(),
    /** The day the round is to be decided by, the same on each of its rows; none on rounds submitted before there was one. */
    approveBy: date("approve_by", { mode: "string" }).$type<DateOnly>(),
    decision: text("decision").$type<ApprovalDecision>(),
    reason: text("reason"),
    decidedAt: timestamptz("decided_at"),
    revisionId: integer("revision_id").references(() => controlledDocumentRevisions.id, { onDelete: "cascade" }),
  },
  (table) => [
    uniqueIndex("controlled_document_approvals_round_unique").on(table.documentId, table.round, table.approverId),
    index("controlled_document_approvals_approver_idx").on(table.approverId),
    index("controlled_document_approvals_requested_by_idx").on(table.requestedById),
    index("controlled_document_approvals_revision_idx").on(table.revisionId),
    check("controlled_document_approvals_decision_check", sql.raw(`decision in (${oneOf(APPROVAL_DECISIONS)})`)),
    check(
      "controlled_document_approvals_decided_check",
      sql`(${table.decision} is null) = (${table.decidedAt} is null)`,
    ),
    check(
      "controlled_document_approvals_reason_check",
      sql`${table.decision} is distinct from 'SENT_BACK' or ${table.reason} is not null`,
    ),
  ],
);

/** A member a published revision concerns, and when they acknowledged having read it (decision 044). */
export const controlledDocumentAcknowledgements = pgTable(
  "controlled_document_acknowledgements",
  {
    revisionId: integer("revision_id")
      .notNull()
      .references(() => controlledDocumentRevisions.id, { onDelete: "cascade" }),
    membershipId: integer("membership_id")
      .notNull()
      .references(() => memberships.id, { onDelete: "cascade" }),
    acknowledgedAt: timestamptz("acknowledged_at"),
  },
  (table) => [
    primaryKey({ columns: [table.revisionId, table.membershipId] }),
    index("controlled_document_acknowledgements_membership_idx").on(table.membershipId),
  ],
);

/** A review that found nothing to change: it moves the next review date on. */
export const controlledDocumentReviews = pgTable(
  "controlled_document_reviews",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    documentId: integer("document_id")
      .notNull()
      .references(() => controlledDocuments.id, { onDelete: "cascade" }),
    reviewedOn: date("reviewed_on", { mode: "string" }).$type<DateOnly>().notNull(),
    reviewerId: integer("reviewer_id").references(() => users.id, { onDelete: "set null" }),
    note: text("note"),
  },
  (table) => [
    index("controlled_document_reviews_document_idx").on(table.documentId, table.reviewedOn),
    index("controlled_document_reviews_reviewer_idx").on(table.reviewerId),
  ],
);

export const controlledDocumentFiles = pgTable(
  "controlled_document_files",
  {
    documentId: integer("document_id")
      .notNull()
      .references(() => controlledDocuments.id, { onDelete: "cascade" }),
    fileId: integer("file_id")
      .notNull()
      .references(() => files.id, { onDelete: "cascade" }),
  },
  (table) => [
    primaryKey({ columns: [table.documentId, table.fileId] }),
    index("controlled_document_files_file_idx").on(table.fileId),
  ],
);
