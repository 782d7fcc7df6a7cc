import { sql } from "drizzle-orm";
import { check, date, index, integer, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import {
  ACTION_KINDS,
  ACTION_SOURCES,
  ACTION_STATUSES,
  EFFECTIVENESS,
  type ActionKind,
  type ActionSource,
  type ActionStatus,
  type Effectiveness,
} from "../../domain/actions";
import type { DateOnly } from "../../domain/wire-casing";
import { auditStamps, oneOf, timestamptz } from "./columns";
import { events } from "./events";
import { files } from "./files";
import { organizations } from "./organizations";
import { aspects } from "./aspects";
import { complianceEvaluations } from "./compliance-evaluations";
import { auditFindings } from "./internal-audits";
import { objectives } from "./objectives";
import { managementReviews } from "./management-reviews";
import { risks } from "./risks";
import { memberships, users } from "./users";

/**
 * An action of the organization's one action plan: what is to be done, by whom and when, and whether
 * it worked. Its source names the record it answers (a column per kind of source, so each is a real
 * reference that goes with its record).
 */
export const actions = pgTable(
  "actions",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    organizationId: integer("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    source: text("source").$type<ActionSource>().notNull().default("NONE"),
    eventId: integer("event_id").references(() => events.id, { onDelete: "cascade" }),
    riskId: integer("risk_id").references(() => risks.id, { onDelete: "cascade" }),
    aspectId: integer("aspect_id").references(() => aspects.id, { onDelete: "cascade" }),
    evaluationId: integer("evaluation_id").references(() => complianceEvaluations.id, { onDelete: "cascade" }),
    auditFindingId: integer("audit_finding_id").references(() => auditFindings.id, { onDelete: "cascade" }),
    objectiveId: integer("objective_id").references(() => objectives.id, { onDelete: "cascade" }),
    reviewId: integer("review_id").references(() => managementReviews.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    description: text("description"),
    kind: text("kind").$type<ActionKind>().notNull(),
    ownerId: integer("owner_id").references(() => memberships.id, { onDelete: "set null" }),
    departmentId: integer("department_id").references(() => organizations.id, { onDelete: "set null" }),
    dueDate: date("due_date", { mode: "string" }).$type<DateOnly>(),
    status: text("status").$type<ActionStatus>().notNull().default("OPEN"),
    doneDate: date("done_date", { mode: "string" }).$type<DateOnly>(),
    effectiveness: text("effectiveness").$type<Effectiveness>(),
    effectivenessNote: text("effectiveness_note"),
    effectivenessCheckedBy: integer("effectiveness_checked_by").references(() => users.id, { onDelete: "set null" }),
    effectivenessCheckedAt: timestamptz("effectiveness_checked_at"),
    ...auditStamps,
  },
  (table) => [
    index("actions_organization_idx").on(table.organizationId, table.dueDate),
    // The open actions, for "overdue" and reminders: few beside years of done ones.
    index("actions_open_idx")
      .on(table.dueDate)
      .where(sql`${table.status} <> 'DONE'`),
    // The register sorted by title walks this and stops at the page (issue 31: 100,000 actions).
    index("actions_title_idx").on(sql`lower(${table.title})`, table.dueDate, table.id),
    index("actions_event_idx").on(table.eventId),
    index("actions_risk_idx").on(table.riskId),
    index("actions_aspect_idx").on(table.aspectId),
    index("actions_evaluation_idx").on(table.evaluationId),
    index("actions_audit_finding_idx").on(table.auditFindingId),
    index("actions_objective_idx").on(table.objectiveId),
    index("actions_review_idx").on(table.reviewId),
    index("actions_owner_idx").on(table.ownerId),
    index("actions_department_idx").on(table.departmentId),
    index("actions_checked_by_idx").on(table.effectivenessCheckedBy),
    check("actions_kind_check", sql.raw(`kind in (${oneOf(ACTION_KINDS)})`)),
    check("actions_status_check", sql.raw(`status in (${oneOf(ACTION_STATUSES)})`)),
    check("actions_source_check", sql.raw(`source in (${oneOf(ACTION_SOURCES)})`)),
    check("actions_event_source", sql`(${table.source} = 'EVENT') = (${table.eventId} is not null)`),
    check("actions_risk_source", sql`(${table.source} = 'RISK') = (${table.riskId} is not null)`),
    check("actions_aspect_source", sql`(${table.source} = 'ASPECT') = (${table.aspectId} is not null)`),
    check("actions_evaluation_source", sql`(${table.source} = 'EVALUATION') = (${table.evaluationId} is not null)`),
    check(
      "actions_audit_finding_source",
      sql`(${table.source} = 'AUDIT_FINDING') = (${table.auditFindingId} is not null)`,
    ),
    check("actions_objective_source", sql`(${table.source} = 'OBJECTIVE') = (${table.objectiveId} is not null)`),
    check("actions_review_source", sql`(${table.source} = 'REVIEW') = (${table.reviewId} is not null)`),
    check(
      "actions_effectiveness_check",
      sql.raw(`effectiveness is null or effectiveness in (${oneOf(EFFECTIVENESS)})`),
    ),
    // A done action has the day it was done; effectiveness is judged of a done one.
    check("actions_done_date", sql`(${table.status} = 'DONE') = (${table.doneDate} is not null)`),
    check("actions_checked_when_done", sql`${table.effectiveness} is null or ${table.status} = 'DONE'`),
  ],
);

export const actionFiles = pgTable(
  "action_files",
  {
    actionId: integer("action_id")
      .notNull()
      .references(() => actions.id, { onDelete: "cascade" }),
    fileId: integer("file_id")
      .notNull()
      .references(() => files.id, { onDelete: "cascade" }),
  },
  (table) => [primaryKey({ columns: [table.actionId, table.fileId] }), index("action_files_file_idx").on(table.fileId)],
);
