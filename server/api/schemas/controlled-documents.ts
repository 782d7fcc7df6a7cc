import {
  APPROVAL_DECISIONS,
  DEFAULT_ACKNOWLEDGE_DAYS,
  DEFAULT_APPROVE_DAYS,
  MAX_APPROVERS,
  MAX_AUDIENCE_PARTS,
} from "../../domain/document-sign-off";
import { ISO_STANDARDS } from "../../domain/standards";
import { booleanQuery, dateIn, dateOnly, id, pagingSortedBy, text, timestamp, z } from "./common";
import { fileMetadata } from "./files";

/** Review periods of a policy or procedure (ISO 8601); once-only makes no sense for a review. */
export const REVIEW_PERIODS = ["P3M", "P6M", "P1Y", "P2Y", "P3Y"] as const;

const documentText = z.strictObject({ title: text(300).min(1), content: text(100_000) });

/** A document's words in English, Danish or both. */
export const documentTexts = z
  .strictObject({ en: documentText.optional(), da: documentText.optional() })
  .refine((texts) => texts.en !== undefined || texts.da !== undefined, "a title and content in at least one language")
  .openapi("DocumentTexts");

const named = z.object({ id, name: z.string() });

export const documentStatus = z
  .enum(["DRAFT", "PUBLISHED", "REVISING"])
  .openapi({ description: "DRAFT: never published; REVISING: published, with a draft of the next revision" });

export const documentSummary = z
  .object({
    id,
    titles: z.object({ en: z.string().optional(), da: z.string().optional() }),
    status: documentStatus,
    revision: z.string().nullable().openapi({ description: "The latest published revision, e.g. 2.1" }),
    published_at: timestamp.nullable(),
    next_review_date: dateOnly.nullable(),
    review_overdue: z.boolean(),
    iso_standards: z.array(z.enum(ISO_STANDARDS)),
    owner: named.nullable(),
    department: named.nullable().openapi({ description: "For a procedure: the department it belongs to" }),
    process: z.string().nullable().openapi({ description: "For a procedure: the process it belongs to" }),
    public: z.boolean(),
    organization_id: id,
    last_modified_date: timestamp,
  })
  .openapi("ControlledDocumentSummary");

export const documentRevision = z
  .object({
    id,
    revision: z.string(),
    change_note: z.string().nullable(),
    author: named.nullable(),
    published_at: timestamp,
    texts: documentTexts,
  })
  .openapi("DocumentRevision");

const approverDecision = z.object({
  approver: named.openapi({ description: "The approver's membership" }),
  decision: z.enum(APPROVAL_DECISIONS).nullable().openapi({ description: "None yet: still to decide" }),
  reason: z.string().nullable().openapi({ description: "Why it was sent back" }),
  decided_at: timestamp.nullable(),
});

/** The draft's latest submission for approval (decision 044). */
export const draftApproval = z
  .object({
    round: z.number().int().openapi({ description: "The submission; sent with a decision" }),
    state: z.enum(["PENDING", "APPROVED", "SENT_BACK", "WITHDRAWN"]),
    requested_by: named.nullable().openapi({ description: "The user who submitted it" }),
    requested_at: timestamp,
    approve_by: dateOnly.nullable().openapi({ description: "The day to decide by; none on older submissions" }),
    overdue: z.boolean().openapi({ description: "Still waiting for someone after its day" }),
    approvers: z.array(approverDecision),
    awaiting_me: z.boolean().openapi({ description: "The caller is an approver who has not decided" }),
  })
  .openapi("DraftApproval");

const audienceNames = z
  .object({ everyone: z.boolean(), departments: z.array(named), roles: z.array(named) })
  .openapi("AcknowledgementAudience");

/** The acknowledgement in force: the major revision that asked it, whom it concerns and how far it is. */
export const acknowledgementSummary = z
  .object({
    revision_id: id,
    revision: z.string(),
    acknowledge_by: dateOnly,
    audience: audienceNames,
    concerned: z.number().int(),
    acknowledged: z.number().int(),
    mine: z
      .enum(["PENDING", "ACKNOWLEDGED"])
      .nullable()
      .openapi({ description: "The caller's own, when it concerns them" }),
  })
  .openapi("AcknowledgementSummary");

export const controlledDocument = documentSummary
  .extend({
    draft: documentTexts.nullable(),
    published: documentRevision.nullable(),
    review_period: z.enum(REVIEW_PERIODS),
    public_id: z.string().nullable().openapi({ description: "The public page's id, while it is public" }),
    files: z.array(fileMetadata),
    approval: draftApproval.nullable().openapi({ description: "Shown to those who see the draft" }),
    acknowledgement: acknowledgementSummary.nullable(),
  })
  .openapi("ControlledDocument");

/** A revision in the document's history: who approved it or sent its draft back, and whom it asked to read it. */
export const revisionHistoryEntry = documentRevision
  .extend({
    approvals: z.array(approverDecision),
    acknowledge_by: dateOnly.nullable(),
    audience: audienceNames.nullable(),
  })
  .openapi("RevisionHistoryEntry");

/** What an editor writes: the draft's texts and what stays across revisions. */
export const documentInput = z.strictObject({
  texts: documentTexts,
  iso_standards: z.array(z.enum(ISO_STANDARDS)).max(ISO_STANDARDS.length).default([]),
  owner_id: id.nullable().default(null).openapi({ description: "A member of the organization" }),
  review_period: z.enum(REVIEW_PERIODS).default("P1Y"),
  next_review_date: dateIn("planned").nullable().default(null),
  department_id: id
    .nullable()
    .default(null)
    .openapi({ description: "The organization itself or a department below it" }),
  process: text(200).nullable().default(null),
});
export const documentUpdate = documentInput.extend({ last_modified_date: timestamp });

const audienceIds = z.array(id).max(MAX_AUDIENCE_PARTS).default([]);

export const publicationInput = z.strictObject({
  change: z.enum(["MAJOR", "MINOR"]).default("MINOR"),
  change_note: text(2000).nullable().default(null),
  last_modified_date: timestamp,
  acknowledge_everyone: z
    .boolean()
    .default(false)
    .openapi({ description: "A major revision: every member of the organization and those below it acknowledges it" }),
  acknowledge_department_ids: audienceIds.openapi({ description: "Or the members of these departments" }),
  acknowledge_role_ids: audienceIds.openapi({ description: "Or the members holding these roles" }),
  acknowledge_by: dateIn("planned")
    .nullable()
    .default(null)
    .openapi({ description: `None: ${DEFAULT_ACKNOWLEDGE_DAYS} days after publishing` }),
});

export const approvalRequestInput = z.strictObject({
  approver_ids: z
    .array(id)
    .min(1)
    .max(MAX_APPROVERS)
    .openapi({ description: "Memberships of those who approve; not the caller" }),
  approve_by: dateIn("planned")
    .nullable()
    .default(null)
    .openapi({
      description: `The day to decide by, from today to a year ahead (else \`approve_by_out_of_range\`); none: ${DEFAULT_APPROVE_DAYS} days after today`,
    }),
  last_modified_date: timestamp,
});

export const withdrawalInput = z.strictObject({ last_modified_date: timestamp });

export const approvalDecisionInput = z.strictObject({
  round: z.number().int().min(1).max(1_000_000).openapi({ description: "The submission decided on" }),
  decision: z.enum(APPROVAL_DECISIONS),
  reason: text(2000).nullable().default(null).openapi({ description: "Required when sent back" }),
});

export const acknowledgementInput = z.strictObject({ revision_id: id });

export const acknowledgementMember = z
  .object({ member: named, organization: named, acknowledged_at: timestamp.nullable() })
  .openapi("AcknowledgementMember");

export const acknowledgementProgress = z
  .object({
    id,
    kind: z.enum(["POLICY", "PROCEDURE"]),
    titles: z.object({ en: z.string().nullable(), da: z.string().nullable() }),
    revision: z.string(),
    published_at: timestamp,
    acknowledge_by: dateOnly,
    organization: named,
    concerned: z.number().int(),
    acknowledged: z.number().int(),
  })
  .openapi("AcknowledgementProgress");

export const PROGRESS_SORT_FIELDS = ["acknowledge_by", "title", "published_at", "progress"] as const;
export const acknowledgementProgressQuery = pagingSortedBy(PROGRESS_SORT_FIELDS).extend({
  kind: z.enum(["POLICY", "PROCEDURE"]).optional(),
  include_complete: z
    .enum(["true", "false"])
    .default("false")
    .transform((value) => value === "true")
    .openapi({ description: "Those every member concerned has acknowledged too" }),
});

export const reviewInput = z.strictObject({
  reviewed_on: dateIn("happened"),
  note: text(2000).nullable().default(null),
  last_modified_date: timestamp,
});

export const publicPageInput = z.strictObject({ public: z.boolean(), last_modified_date: timestamp });

const LANGUAGE_CODES = ["en", "da"] as const;

export const DOCUMENT_SORT_FIELDS = ["title", "next_review_date", "published_at"] as const;
export const documentListQuery = pagingSortedBy(DOCUMENT_SORT_FIELDS).extend({
  q: text(200).optional().openapi({ description: "Part of a title, in either language" }),
  review_due: booleanQuery
    .optional()
    .openapi({ type: "boolean", description: "Only those whose review date has passed (`review_overdue`)" }),
});

export const publicDocumentQuery = z.object({
  // The app's `languageAlpha2`, in the API's snake_case.
  language_alpha2: z
    .enum(LANGUAGE_CODES)
    .optional()
    .openapi({ description: "The language wanted; another written one when it was not written in it" }),
});

/** The latest published revision as the public reads it, in one of the languages it was written in. */
export const publicDocument = z
  .object({
    revision: z.string(),
    published_at: timestamp,
    language: z.enum(LANGUAGE_CODES),
    languages: z.array(z.enum(LANGUAGE_CODES)).openapi({ description: "Every language it was written in" }),
    title: z.string(),
    content: z.string().openapi({ description: "Markdown" }),
    organization: z.object({ name: z.string(), logo_file_id: id.nullable() }),
    approved_by: z
      .array(z.object({ name: z.string(), decided_at: timestamp }))
      .openapi({ description: "Who approved the revision before it was published, and when (decision 044)" }),
  })
  .openapi("PublicDocument");
