import { and, desc, eq, inArray, sql } from "drizzle-orm";
import type { DOCUMENT_SORT_FIELDS } from "../api/schemas/controlled-documents";
import type { SortField } from "../api/schemas/common";
import { queryRows, type Db } from "../db/client";
import {
  controlledDocumentFiles,
  controlledDocumentRevisions,
  controlledDocuments,
  organizations,
  users,
  type DocumentTexts,
} from "../db/schema";
import { isReviewOverdue, revisionLabel } from "../domain/revisions";
import type { IsoStandard } from "../domain/standards";
import type { DateOnly } from "../domain/wire-casing";
import type { OrganizationCircle } from "./organization-directory";
import { containsPattern } from "./text-search";
import { orderOf } from "./paging";
import { attachedFiles, type AttachmentLink } from "./attachments";
import { acknowledgementSummary } from "./document-acknowledgements";
import { draftApproval, revisionApprovals } from "./document-approval-views";
export type DocumentKind = "POLICY" | "PROCEDURE";
export type Actor = { userId: number };
/**
 * `drafting`: the organizations whose drafts the caller sees, those it may edit (decision 025); of
 * any other, only what was published, and a document never published not at all.
 */
export type DocumentScope = {
  circle: OrganizationCircle;
  organizationId: number;
  kind: DocumentKind;
  drafting?: number[];
  /** The caller: a named approver reads the draft submitted to them (decision 044). */
  viewer?: number;
};

const draftsShown = (scope: DocumentScope) => inCircle(scope.drafting?.length ? scope.drafting : [0]);
/** The caller was asked to approve the draft in the works (and may still read it after sending it back). */
const approving = (scope: DocumentScope) =>
  scope.viewer === undefined
    ? sql`false`
    : sql`exists (select 1 from controlled_document_approvals a join memberships am on am.id = a.approver_id
        where a.document_id = d.id and a.revision_id is null and am.user_id = ${scope.viewer})`;
/** Documents of the circle the caller may see: published ones, and the drafts of those it edits or approves. */
const seenIn = (scope: DocumentScope) =>
  sql`${inCircle(scope.circle.visible)} and d.kind = ${scope.kind} and (r.id is not null or ${draftsShown(scope)} or ${approving(scope)})`;
/** A row as the caller may see it: without its draft unless the caller edits its organization or approves it. */
const asSeen = (scope: DocumentScope) => (row: Row) =>
  scope.drafting?.includes(row.organizationId) || row.approving
    ? row
    : { ...row, draft: null, revising: row.draft !== null };

export type DocumentInput = {
  texts: DocumentTexts;
  isoStandards: IsoStandard[];
  ownerId: number | null;
  reviewPeriod: string;
  nextReviewDate: DateOnly | null;
  departmentId: number | null;
  process: string | null;
};

type Row = {
  id: number;
  organizationId: number;
  kind: DocumentKind;
  draft: DocumentTexts | null;
  /** A draft is in progress that the caller does not see. */
  revising?: boolean;
  approving: boolean;
  approvalRound: number | null;
  isoStandards: IsoStandard[];
  reviewPeriod: string;
  nextReviewDate: DateOnly | null;
  publicId: string | null;
  lastModifiedDate: Date;
  ownerId: number | null;
  ownerName: string | null;
  departmentId: number | null;
  departmentName: string | null;
  process: string | null;
  revisionId: number | null;
  major: number | null;
  minor: number | null;
  texts: DocumentTexts | null;
  changeNote: string | null;
  publishedAt: Date | null;
  authorId: number | null;
  authorName: string | null;
  total: number;
};

const SORTS = {
  title: sql`lower(coalesce(d.draft->'en'->>'title', r.texts->'en'->>'title', d.draft->'da'->>'title', r.texts->'da'->>'title'))`,
  next_review_date: sql`d.next_review_date`,
  published_at: sql`r.published_at`,
} as const satisfies Record<SortField<typeof DOCUMENT_SORT_FIELDS>, unknown>;

/** Documents with their latest revision and owner: one query for a list page or one record. */
function documentRows(scope: DocumentScope, where: ReturnType<typeof sql>, order = sql`d.id`, limit = sql``) {
  return sql`select d.id, d.organization_id as "organizationId", d.kind, d.draft, d.iso_standards as "isoStandards",
      ${approving(scope)} as approving, d.approval_round as "approvalRound",
      d.review_period as "reviewPeriod", d.next_review_date::text as "nextReviewDate", d.public_id as "publicId",
      d.last_modified_date as "lastModifiedDate", m.id as "ownerId", ou.name as "ownerName",
      dep.id as "departmentId", dep.name as "departmentName", d.process,
      r.id as "revisionId", r.major, r.minor, r.texts, r.change_note as "changeNote", r.published_at as "publishedAt",
      au.id as "authorId", au.name as "authorName", count(*) over () as total
    from controlled_documents d
    left join lateral (
      select * from controlled_document_revisions where document_id = d.id order by major desc, minor desc limit 1
    ) r on true
    left join memberships m on m.id = d.owner_membership_id
    left join users ou on ou.id = m.user_id
    left join organizations dep on dep.id = d.department_id
    left join users au on au.id = r.author_id
    where ${where}
    order by ${order}, d.id
    ${limit}`;
}

const inCircle = (ids: number[]) =>
  sql`d.organization_id in (${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )})`;

function summaryOf(row: Row, today: string) {
  const published = row.revisionId !== null;
  const titleIn = (language: "en" | "da") => row.draft?.[language]?.title ?? row.texts?.[language]?.title;
  return {
    id: row.id,
    titles: { en: titleIn("en"), da: titleIn("da") },
    // That a draft is in progress is told to all readers; its text only to those who edit it.
    status: !published
      ? ("DRAFT" as const)
      : row.draft || row.revising
        ? ("REVISING" as const)
        : ("PUBLISHED" as const),
    revision: published ? revisionLabel({ major: row.major!, minor: row.minor! }) : null,
    publishedAt: row.publishedAt ? new Date(row.publishedAt) : null,
    nextReviewDate: row.nextReviewDate,
    reviewOverdue: isReviewOverdue(row.nextReviewDate, today),
    isoStandards: row.isoStandards,
    owner: row.ownerId ? { id: row.ownerId, name: row.ownerName ?? "" } : null,
    department: row.departmentId ? { id: row.departmentId, name: row.departmentName ?? "" } : null,
    process: row.process,
    // Public once there is something to show: a page opened before the first revision waits for it.
    public: row.publicId !== null && published,
    organizationId: row.organizationId,
    lastModifiedDate: new Date(row.lastModifiedDate),
  };
}

export async function listDocuments(
  db: Db,
  scope: DocumentScope,
  query: {
    q?: string;
    reviewDue?: boolean;
    page: number;
    size: number;
    sort: { field: string; direction: "asc" | "desc" }[];
  },
  today: string,
) {
  const search = query.q?.trim()
    ? sql` and (coalesce(case when ${draftsShown(scope)} then d.draft::text end, '') || coalesce(r.texts::text, '')) ilike ${containsPattern(query.q.trim())}`
    : sql``;
  // The same test as `reviewOverdue` and the dashboard's count.
  const reviewDue = query.reviewDue ? sql` and d.next_review_date < ${today} and r.id is not null` : sql``;
  const order = orderOf(query.sort, SORTS, SORTS.title);
  const rows = await queryRows<Row>(
    db,
    documentRows(
      scope,
      sql`${seenIn(scope)}${search}${reviewDue}`,
      order,
      sql`limit ${query.size} offset ${query.page * query.size}`,
    ),
  );
  return {
    totalElements: Number(rows[0]?.total ?? 0),
    content: rows.map((row) => summaryOf(asSeen(scope)(row), today)),
  };
}

/** Per organization and kind, the documents whose review date has passed (`reviewOverdue` in the list). */
export async function reviewsDueByOrganization(db: Db, organizationIds: number[], today: string) {
  return queryRows<{ organizationId: number; kind: DocumentKind; count: number }>(
    db,
    sql`select d.organization_id as "organizationId", d.kind, count(*)::int as count
      from controlled_documents d
      where ${inCircle(organizationIds)} and d.next_review_date < ${today}
        -- A review is of what was published: a draft never published is nobody's review yet.
        and exists (select 1 from controlled_document_revisions r where r.document_id = d.id)
      group by d.organization_id, d.kind`,
  );
}

export const documentFileLink: AttachmentLink = {
  table: controlledDocumentFiles,
  owner: controlledDocumentFiles.documentId,
  file: controlledDocumentFiles.fileId,
  entity: "controlled_document",
};

export async function getDocument(db: Db, scope: DocumentScope, id: number, today: string) {
  const [found] = await queryRows<Row>(db, documentRows(scope, sql`${seenIn(scope)} and d.id = ${id}`));
  if (!found) return null;
  const row = asSeen(scope)(found);
  const viewer = scope.viewer ?? 0;
  const [attached, approval, acknowledgement] = await Promise.all([
    attachedFiles(db, documentFileLink, id),
    row.draft ? draftApproval(db, id, row.approvalRound, viewer, today) : null,
    acknowledgementSummary(db, id, viewer),
  ]);
  return {
    ...summaryOf(row, today),
    draft: row.draft,
    published:
      row.revisionId === null
        ? null
        : {
            id: row.revisionId,
            revision: revisionLabel({ major: row.major!, minor: row.minor! }),
            changeNote: row.changeNote,
            author: row.authorId ? { id: row.authorId, name: row.authorName ?? "" } : null,
            publishedAt: new Date(row.publishedAt!),
            texts: row.texts!,
          },
    reviewPeriod: row.reviewPeriod,
    publicId: row.publicId,
    files: attached,
    approval,
    acknowledgement: acknowledgement && {
      ...acknowledgement,
      revision: revisionLabel({ major: acknowledgement.major, minor: acknowledgement.minor }),
    },
  };
}

/** Every published revision, newest first. */
export async function listRevisions(db: Db, scope: DocumentScope, id: number) {
  const rows = await db
    .select({ revision: controlledDocumentRevisions, authorName: users.name })
    .from(controlledDocumentRevisions)
    .innerJoin(controlledDocuments, eq(controlledDocuments.id, controlledDocumentRevisions.documentId))
    .leftJoin(users, eq(users.id, controlledDocumentRevisions.authorId))
    .where(
      and(
        eq(controlledDocuments.id, id),
        eq(controlledDocuments.kind, scope.kind),
        inArray(controlledDocuments.organizationId, scope.circle.visible),
      ),
    )
    .orderBy(desc(controlledDocumentRevisions.major), desc(controlledDocumentRevisions.minor));
  const approvals = await revisionApprovals(
    db,
    id,
    rows.map(({ revision }) => revision.id),
  );
  return rows.map(({ revision, authorName }) => ({
    id: revision.id,
    revision: revisionLabel(revision),
    changeNote: revision.changeNote,
    author: revision.authorId ? { id: revision.authorId, name: authorName ?? "" } : null,
    publishedAt: revision.publishedAt,
    texts: revision.texts,
    approvals: approvals.get(revision.id) ?? [],
    acknowledgeBy: revision.acknowledgeBy,
    audience: revision.audience,
  }));
}

const LANGUAGES = ["en", "da"] as const;
type Language = (typeof LANGUAGES)[number];

/**
 * The latest published revision of a public document, or null (never a draft, never a private one), in
 * the language asked for when it was written in it, else in the first one it was.
 */
export async function publicDocument(db: Db, kind: DocumentKind, publicId: string, asked?: Language) {
  const [row] = await db
    .select({
      revision: controlledDocumentRevisions,
      organizationId: organizations.id,
      organizationName: organizations.name,
    })
    .from(controlledDocuments)
    .innerJoin(controlledDocumentRevisions, eq(controlledDocumentRevisions.documentId, controlledDocuments.id))
    .innerJoin(organizations, eq(organizations.id, controlledDocuments.organizationId))
    .where(and(eq(controlledDocuments.publicId, publicId), eq(controlledDocuments.kind, kind)))
    .orderBy(desc(controlledDocumentRevisions.major), desc(controlledDocumentRevisions.minor))
    .limit(1);
  if (!row) return null;
  const { texts } = row.revision;
  const languages = LANGUAGES.filter((language) => texts[language]);
  // Its sign-off as a printed controlled document shows it: who approved the revision, and when.
  const decisions =
    (await revisionApprovals(db, row.revision.documentId, [row.revision.id])).get(row.revision.id) ?? [];
  const language = asked && texts[asked] ? asked : languages[0]!;
  return {
    revision: revisionLabel(row.revision),
    publishedAt: row.revision.publishedAt,
    language,
    languages,
    title: texts[language]!.title,
    content: texts[language]!.content,
    organization: { id: row.organizationId, name: row.organizationName },
    approvedBy: decisions
      .filter((decision) => decision.decision === "APPROVED")
      .map((decision) => ({ name: decision.approver.name, decidedAt: decision.decidedAt! })),
  };
}
