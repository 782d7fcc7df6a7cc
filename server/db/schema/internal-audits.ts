import { sql } from "drizzle-orm";
import { boolean, check, date, index, integer, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import { AUDIT_STATUSES, FINDING_TYPES, type AuditStatus, type FindingType } from "../../domain/internal-audits";
import { CHECKLIST_ANSWERS, type ChecklistAnswer } from "../../domain/audit-clauses";
import type { DateOnly } from "../../domain/wire-casing";
import { auditStamps, oneOf } from "./columns";
import { controlledDocuments } from "./controlled-documents";
import { files } from "./files";
import { legislationAssociations } from "./legislation";
import { organizations } from "./organizations";
import { memberships } from "./users";

/** An internal audit of the programme (clause 9.2): its scope, its auditors, its dates and where it stands. */
export const internalAudits = pgTable(
  "internal_audits",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    organizationId: integer("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    /** The department audited; none, the organization as a whole. */
    departmentId: integer("department_id").references(() => organizations.id, { onDelete: "set null" }),
    subject: text("subject").notNull(),
    coversEnvironment: boolean("covers_environment").notNull().default(false),
    coversSafety: boolean("covers_safety").notNull().default(false),
    coversSecurity: boolean("covers_security").notNull().default(false),
    clauses: text("clauses"),
    processes: text("processes"),
    leadAuditorId: integer("lead_auditor_id").references(() => memberships.id, { onDelete: "set null" }),
    startDate: date("start_date", { mode: "string" }).$type<DateOnly>().notNull(),
    endDate: date("end_date", { mode: "string" }).$type<DateOnly>(),
    status: text("status").$type<AuditStatus>().notNull().default("PLANNED"),
    conclusion: text("conclusion"),
    ...auditStamps,
  },
  (table) => [
    index("internal_audits_organization_idx").on(table.organizationId, table.startDate),
    // The register's orders: the latest first (a holding's page is a walk of the index), within a
    // department or a status, and by subject.
    index("internal_audits_start_idx").on(table.startDate.desc().nullsLast(), table.id),
    index("internal_audits_department_idx").on(table.departmentId, table.startDate.desc().nullsLast(), table.id),
    index("internal_audits_status_idx").on(table.status, table.startDate.desc().nullsLast(), table.id),
    index("internal_audits_subject_idx").on(sql`lower(${table.subject})`, table.id),
    index("internal_audits_lead_auditor_idx").on(table.leadAuditorId),
    check("internal_audits_status_check", sql.raw(`status in (${oneOf(AUDIT_STATUSES)})`)),
    check("internal_audits_dates_check", sql`${table.endDate} is null or ${table.endDate} >= ${table.startDate}`),
    check(
      "internal_audits_standard_check",
      sql`${table.coversEnvironment} or ${table.coversSafety} or ${table.coversSecurity}`,
    ),
  ],
);

/** The auditors of an audit besides its lead auditor. */
export const internalAuditAuditors = pgTable(
  "internal_audit_auditors",
  {
    auditId: integer("audit_id")
      .notNull()
      .references(() => internalAudits.id, { onDelete: "cascade" }),
    membershipId: integer("membership_id")
      .notNull()
      .references(() => memberships.id, { onDelete: "cascade" }),
  },
  (table) => [
    primaryKey({ columns: [table.auditId, table.membershipId] }),
    index("internal_audit_auditors_membership_idx").on(table.membershipId),
  ],
);

/** What an audit found: a nonconformity needs its cause and an action before the audit closes. */
export const auditFindings = pgTable(
  "audit_findings",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    auditId: integer("audit_id")
      .notNull()
      .references(() => internalAudits.id, { onDelete: "cascade" }),
    type: text("type").$type<FindingType>().notNull(),
    /** The clause it was found against (`8.1`), if one. */
    clause: text("clause"),
    description: text("description").notNull(),
    cause: text("cause"),
    ...auditStamps,
  },
  (table) => [
    index("audit_findings_audit_idx").on(table.auditId),
    check("audit_findings_type_check", sql.raw(`type in (${oneOf(FINDING_TYPES)})`)),
  ],
);

/** The answers of an audit's checklist, by line (`ISO_14001:8.1`); the lines follow from the scope. */
export const auditChecklistAnswers = pgTable(
  "audit_checklist_answers",
  {
    auditId: integer("audit_id")
      .notNull()
      .references(() => internalAudits.id, { onDelete: "cascade" }),
    lineKey: text("line_key").notNull(),
    answer: text("answer").$type<ChecklistAnswer>().notNull(),
    evidence: text("evidence"),
  },
  (table) => [
    primaryKey({ columns: [table.auditId, table.lineKey] }),
    check("audit_checklist_answers_answer_check", sql.raw(`answer in (${oneOf(CHECKLIST_ANSWERS)})`)),
  ],
);

/** The binding obligations (entries of the legal register) an audit's scope names: each a checklist line. */
export const internalAuditObligations = pgTable(
  "internal_audit_obligations",
  {
    auditId: integer("audit_id")
      .notNull()
      .references(() => internalAudits.id, { onDelete: "cascade" }),
    associationId: integer("association_id")
      .notNull()
      .references(() => legislationAssociations.id, { onDelete: "cascade" }),
  },
  (table) => [
    primaryKey({ columns: [table.auditId, table.associationId] }),
    index("internal_audit_obligations_association_idx").on(table.associationId),
  ],
);

/** The procedures an audit's scope names: each a checklist line of its own. */
export const internalAuditProcedures = pgTable(
  "internal_audit_procedures",
  {
    auditId: integer("audit_id")
      .notNull()
      .references(() => internalAudits.id, { onDelete: "cascade" }),
    documentId: integer("document_id")
      .notNull()
      .references(() => controlledDocuments.id, { onDelete: "cascade" }),
  },
  (table) => [
    primaryKey({ columns: [table.auditId, table.documentId] }),
    index("internal_audit_procedures_document_idx").on(table.documentId),
  ],
);

/** The audit's evidence: documents and photos seen, which the checklist's and findings' words name. */
export const internalAuditFiles = pgTable(
  "internal_audit_files",
  {
    auditId: integer("audit_id")
      .notNull()
      .references(() => internalAudits.id, { onDelete: "cascade" }),
    fileId: integer("file_id")
      .notNull()
      .references(() => files.id, { onDelete: "cascade" }),
  },
  (table) => [
    primaryKey({ columns: [table.auditId, table.fileId] }),
    index("internal_audit_files_file_idx").on(table.fileId),
  ],
);
