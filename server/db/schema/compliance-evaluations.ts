import { sql } from "drizzle-orm";
import { check, date, index, integer, pgTable, text } from "drizzle-orm/pg-core";
import { EVALUATION_RESULTS, type EvaluationResult } from "../../domain/compliance-evaluation";
import type { DateOnly } from "../../domain/wire-casing";
import { auditStamps, oneOf } from "./columns";
import { legislationAssociations } from "./legislation";
import { organizations } from "./organizations";
import { memberships } from "./users";

/**
 * An evaluation of compliance with one of the organization's binding obligations: when, by whom, what
 * it found and the evidence. Kept: each is a record of the check made that day.
 */
export const complianceEvaluations = pgTable(
  "compliance_evaluations",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    organizationId: integer("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    associationId: integer("association_id")
      .notNull()
      .references(() => legislationAssociations.id, { onDelete: "cascade" }),
    evaluatedOn: date("evaluated_on", { mode: "string" }).$type<DateOnly>().notNull(),
    result: text("result").$type<EvaluationResult>().notNull(),
    evidence: text("evidence").notNull(),
    evaluatorId: integer("evaluator_id").references(() => memberships.id, { onDelete: "set null" }),
    ...auditStamps,
  },
  (table) => [
    index("compliance_evaluations_association_idx").on(table.associationId, table.evaluatedOn),
    index("compliance_evaluations_organization_idx").on(table.organizationId),
    index("compliance_evaluations_evaluator_idx").on(table.evaluatorId),
    check("compliance_evaluations_result_check", sql.raw(`result in (${oneOf(EVALUATION_RESULTS)})`)),
  ],
);
