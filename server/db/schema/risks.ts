import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import {
  HAZARD_CATEGORIES,
  MATRIX_STEPS,
  REVIEW_PERIODS,
  type HazardCategory,
  type ReviewPeriod,
  type StepWords,
} from "../../domain/risks";
import type { DateOnly } from "../../domain/wire-casing";
import { auditStamps, oneOf, timestamptz } from "./columns";
import { organizations } from "./organizations";
import { memberships, users } from "./users";

const step = (column: string) => sql.raw(`${column} between 1 and ${MATRIX_STEPS.max}`);

/**
 * A hazard of a work process or activity and its risk (ISO 45001 6.1.2, the APV): scored before and
 * after the controls, which are kept by their level of the hierarchy (decision 033).
 */
export const risks = pgTable(
  "risks",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    organizationId: integer("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    departmentId: integer("department_id").references(() => organizations.id, { onDelete: "set null" }),
    activity: text("activity").notNull(),
    hazardCategory: text("hazard_category").$type<HazardCategory>().notNull(),
    hazard: text("hazard").notNull(),
    exposed: text("exposed"),
    likelihood: smallint("likelihood").notNull(),
    severity: smallint("severity").notNull(),
    controlElimination: text("control_elimination"),
    controlSubstitution: text("control_substitution"),
    controlEngineering: text("control_engineering"),
    controlAdministrative: text("control_administrative"),
    controlProtectiveEquipment: text("control_protective_equipment"),
    residualLikelihood: smallint("residual_likelihood"),
    residualSeverity: smallint("residual_severity"),
    nextReviewDate: date("next_review_date", { mode: "string" }).$type<DateOnly>(),
    reviewPeriod: text("review_period").$type<ReviewPeriod>().notNull().default("P3Y"),
    ...auditStamps,
  },
  (table) => [
    check("risks_review_period_check", sql.raw(`review_period in (${oneOf(REVIEW_PERIODS)})`)),
    index("risks_organization_idx").on(table.organizationId, table.activity),
    // The register's orders: highest first (a holding's page is a walk of the index, issue 32) and by activity.
    index("risks_score_idx").on(
      sql`(${table.likelihood} * ${table.severity}) desc`,
      sql`lower(${table.activity})`,
      table.id,
    ),
    index("risks_department_idx").on(
      table.departmentId,
      sql`(${table.likelihood} * ${table.severity}) desc`,
      sql`lower(${table.activity})`,
      table.id,
    ),
    index("risks_activity_idx").on(sql`lower(${table.activity})`, table.id),
    check("risks_hazard_category_check", sql.raw(`hazard_category in (${oneOf(HAZARD_CATEGORIES)})`)),
    check("risks_likelihood_check", step("likelihood")),
    check("risks_severity_check", step("severity")),
    check("risks_residual_check", sql`(${table.residualLikelihood} is null) = (${table.residualSeverity} is null)`),
    check("risks_residual_likelihood_check", step("residual_likelihood")),
    check("risks_residual_severity_check", step("residual_severity")),
  ],
);

/** Each assessment of a risk with its scores: a re-assessment keeps the earlier ones. */
export const riskAssessments = pgTable(
  "risk_assessments",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    riskId: integer("risk_id")
      .notNull()
      .references(() => risks.id, { onDelete: "cascade" }),
    assessedAt: timestamptz("assessed_at").notNull().defaultNow(),
    assessedBy: integer("assessed_by").references(() => users.id, { onDelete: "set null" }),
    likelihood: smallint("likelihood").notNull(),
    severity: smallint("severity").notNull(),
    residualLikelihood: smallint("residual_likelihood"),
    residualSeverity: smallint("residual_severity"),
  },
  (table) => [
    index("risk_assessments_risk_idx").on(table.riskId, table.assessedAt),
    index("risk_assessments_assessed_by_idx").on(table.assessedBy),
  ],
);

/**
 * Who took part in assessing a risk (ISO 45001 5.4; the APV is made with the safety organization):
 * members, each marked when they took part for the safety organization.
 */
export const riskParticipants = pgTable(
  "risk_participants",
  {
    riskId: integer("risk_id")
      .notNull()
      .references(() => risks.id, { onDelete: "cascade" }),
    membershipId: integer("membership_id")
      .notNull()
      .references(() => memberships.id, { onDelete: "cascade" }),
    safetyOrganization: boolean("safety_organization").notNull().default(false),
    addedAt: timestamptz("added_at").notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.riskId, table.membershipId] }),
    index("risk_participants_membership_idx").on(table.membershipId),
  ],
);

/**
 * A holding's own risk matrix (decision 033): its steps, the bounds of its levels and the words of each
 * step in both languages (none: the product's words of the default scale, or the numbers alone). A
 * holding without one uses the default 5 × 5.
 */
export const riskMatrices = pgTable(
  "risk_matrices",
  {
    organizationId: integer("organization_id")
      .primaryKey()
      .references(() => organizations.id, { onDelete: "cascade" }),
    likelihoods: smallint("likelihoods").notNull(),
    severities: smallint("severities").notNull(),
    boundLow: smallint("bound_low").notNull(),
    boundMedium: smallint("bound_medium").notNull(),
    boundHigh: smallint("bound_high").notNull(),
    likelihoodWords: jsonb("likelihood_words").$type<StepWords>(),
    severityWords: jsonb("severity_words").$type<StepWords>(),
    ...auditStamps,
  },
  () => [
    check(
      "risk_matrices_likelihoods_check",
      sql.raw(`likelihoods between ${MATRIX_STEPS.min} and ${MATRIX_STEPS.max}`),
    ),
    check("risk_matrices_severities_check", sql.raw(`severities between ${MATRIX_STEPS.min} and ${MATRIX_STEPS.max}`)),
    check(
      "risk_matrices_bounds_check",
      sql.raw("0 < bound_low and bound_low < bound_medium and bound_medium < bound_high"),
    ),
  ],
);

/**
 * A round of the workplace assessment (APV) in a department: started, to be done by a day, done. One
 * round of a department is open at a time; the rounds done are its history.
 */
export const riskRounds = pgTable(
  "risk_rounds",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    organizationId: integer("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    departmentId: integer("department_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    startedOn: date("started_on", { mode: "string" }).$type<DateOnly>().notNull(),
    dueOn: date("due_on", { mode: "string" }).$type<DateOnly>().notNull(),
    doneOn: date("done_on", { mode: "string" }).$type<DateOnly>(),
    note: text("note"),
    ...auditStamps,
  },
  (table) => [
    index("risk_rounds_organization_idx").on(table.organizationId, table.startedOn),
    index("risk_rounds_department_idx").on(table.departmentId),
    // One open round a department: a second start (a double click, another tab) finds the first.
    uniqueIndex("risk_rounds_open_idx")
      .on(table.departmentId)
      .where(sql`${table.doneOn} is null`),
    check("risk_rounds_due_check", sql`${table.dueOn} >= ${table.startedOn}`),
    check("risk_rounds_done_check", sql`${table.doneOn} is null or ${table.doneOn} >= ${table.startedOn}`),
  ],
);
