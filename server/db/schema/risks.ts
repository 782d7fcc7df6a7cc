import { sql } from "drizzle-orm";
import { boolean, check, date, index, integer, pgTable, primaryKey, smallint, text } from "drizzle-orm/pg-core";
import { HAZARD_CATEGORIES, MATRIX_STEPS, type HazardCategory } from "../../domain/risks";
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
    ...auditStamps,
  },
  (table) => [
    index("risks_organization_idx").on(table.organizationId, table.activity),
    index("risks_department_idx").on(table.departmentId),
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
