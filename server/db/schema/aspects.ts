import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import {
  ASPECT_CONDITIONS,
  CRITERION_STEPS,
  LIFE_CYCLE_STAGES,
  MAX_REVIEW_MONTHS,
  SIGNIFICANCE_RULES,
  type AspectCondition,
  type LifeCycleStage,
  type SignificanceRule,
} from "../../domain/aspects";
import type { DateOnly } from "../../domain/wire-casing";
import { auditStamps, oneOf } from "./columns";
import { legislationAssociations } from "./legislation";
import { organizations } from "./organizations";

const step = (column: string) => sql.raw(`${column} between 1 and ${CRITERION_STEPS}`);

/**
 * An environmental aspect of an activity and its impact (ISO 14001 6.1.2), scored on four criteria;
 * whether it is significant is worked out when read, by the holding's rule (decision 034).
 */
export const aspects = pgTable(
  "aspects",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    organizationId: integer("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    departmentId: integer("department_id").references(() => organizations.id, { onDelete: "set null" }),
    activity: text("activity").notNull(),
    aspect: text("aspect").notNull(),
    impact: text("impact").notNull(),
    condition: text("condition").$type<AspectCondition>().notNull(),
    lifeCycleStage: text("life_cycle_stage").$type<LifeCycleStage>().notNull(),
    severity: smallint("severity").notNull(),
    probability: smallint("probability").notNull(),
    legalRequirement: smallint("legal_requirement").notNull(),
    stakeholderConcern: smallint("stakeholder_concern").notNull(),
    /** The figure that made it worth assessing (a suggestion's, or the coordinator's own). */
    basis: text("basis"),
    controls: text("controls"),
    lastReviewDate: date("last_review_date", { mode: "string" }).$type<DateOnly>(),
    reviewMonths: smallint("review_months"),
    nextReviewDate: date("next_review_date", { mode: "string" }).$type<DateOnly>(),
    /** The suggestion it was taken from (`meter:12`, `waste:…`): one aspect per suggestion. */
    sourceKey: text("source_key"),
    ...auditStamps,
  },
  (table) => [
    index("aspects_organization_idx").on(table.organizationId, table.activity),
    index("aspects_department_idx").on(table.departmentId),
    uniqueIndex("aspects_source_unique").on(table.organizationId, table.sourceKey),
    check("aspects_condition_check", sql.raw(`condition in (${oneOf(ASPECT_CONDITIONS)})`)),
    check("aspects_life_cycle_stage_check", sql.raw(`life_cycle_stage in (${oneOf(LIFE_CYCLE_STAGES)})`)),
    check("aspects_severity_check", step("severity")),
    check("aspects_probability_check", step("probability")),
    check("aspects_legal_requirement_check", step("legal_requirement")),
    check("aspects_stakeholder_concern_check", step("stakeholder_concern")),
    check("aspects_review_months_check", sql.raw(`review_months between 1 and ${MAX_REVIEW_MONTHS}`)),
  ],
);

/** The binding obligations (entries of the organization's legal register) an aspect answers to. */
export const aspectObligations = pgTable(
  "aspect_obligations",
  {
    aspectId: integer("aspect_id")
      .notNull()
      .references(() => aspects.id, { onDelete: "cascade" }),
    associationId: integer("association_id")
      .notNull()
      .references(() => legislationAssociations.id, { onDelete: "cascade" }),
  },
  (table) => [
    primaryKey({ columns: [table.aspectId, table.associationId] }),
    index("aspect_obligations_association_idx").on(table.associationId),
  ],
);

/** The rule a holding chose for which aspects are significant; none kept, the product's default. */
export const aspectSignificanceSettings = pgTable(
  "aspect_significance_settings",
  {
    holdingId: integer("holding_id")
      .primaryKey()
      .references(() => organizations.id, { onDelete: "cascade" }),
    rule: text("rule").$type<SignificanceRule>().notNull(),
    threshold: integer("threshold"),
    obligationMakesSignificant: boolean("obligation_makes_significant").notNull(),
    ...auditStamps,
  },
  (table) => [
    check("aspect_significance_settings_rule_check", sql.raw(`rule in (${oneOf(SIGNIFICANCE_RULES)})`)),
    check(
      "aspect_significance_settings_threshold_check",
      sql`(${table.rule} = 'ANY_TOP') = (${table.threshold} is null)`,
    ),
  ],
);
