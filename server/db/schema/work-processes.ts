import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  smallint,
  text,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import {
  MAX_DURATION_MINUTES,
  USE_FREQUENCIES,
  VENTILATIONS,
  type UseFrequency,
  type Ventilation,
} from "../../domain/exposure-facts";
import type { AmountUnit } from "../../domain/chemical-enumerations";
import { AMOUNT_UNITS } from "../../domain/chemical-enumerations";
import { MATRIX_STEPS } from "../../domain/risks";
import type { DateOnly } from "../../domain/wire-casing";
import { chemicalAssociations } from "./chemicals";
import { auditStamps, oneOf } from "./columns";
import { organizations } from "./organizations";

const step = (column: string) => sql.raw(`${column} between 1 and ${MATRIX_STEPS.max}`);

/**
 * A work process in which chemicals are used (the chemical risk assessment per work process, decision
 * 035): where it is done, how the air is kept clean, and who is exposed.
 */
export const workProcesses = pgTable(
  "work_processes",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    organizationId: integer("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    departmentId: integer("department_id").references(() => organizations.id, { onDelete: "set null" }),
    name: text("name").notNull(),
    description: text("description"),
    ventilation: text("ventilation").$type<Ventilation>().notNull(),
    exposed: text("exposed"),
    nextReviewDate: date("next_review_date", { mode: "string" }).$type<DateOnly>(),
    ...auditStamps,
  },
  (table) => [
    index("work_processes_organization_idx").on(table.organizationId, sql`lower(${table.name})`),
    index("work_processes_department_idx").on(table.departmentId),
    check("work_processes_ventilation_check", sql.raw(`ventilation in (${oneOf(VENTILATIONS)})`)),
  ],
);

/**
 * A product of my chemicals used in a work process: how it reaches the body, how much, how often and
 * how long, the protective equipment chosen, the assessor's likelihood and severity on the risk
 * matrix, and for a CMR product the substitution considered.
 */
export const workProcessProducts = pgTable(
  "work_process_products",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    workProcessId: integer("work_process_id")
      .notNull()
      .references(() => workProcesses.id, { onDelete: "cascade" }),
    associationId: integer("association_id")
      .notNull()
      .references(() => chemicalAssociations.id, { onDelete: "cascade" }),
    exposureInhalation: boolean("exposure_inhalation").notNull().default(false),
    exposureSkin: boolean("exposure_skin").notNull().default(false),
    exposureEyes: boolean("exposure_eyes").notNull().default(false),
    quantity: numeric("quantity", { mode: "number" }),
    unit: text("unit").$type<AmountUnit>(),
    frequency: text("frequency").$type<UseFrequency>().notNull(),
    durationMinutes: smallint("duration_minutes"),
    protectiveEquipment: text("protective_equipment"),
    likelihood: smallint("likelihood").notNull(),
    severity: smallint("severity").notNull(),
    substitutionConsidered: text("substitution_considered"),
    ...auditStamps,
  },
  (table) => [
    uniqueIndex("work_process_products_unique").on(table.workProcessId, table.associationId),
    index("work_process_products_association_idx").on(table.associationId),
    check("work_process_products_frequency_check", sql.raw(`frequency in (${oneOf(USE_FREQUENCIES)})`)),
    check("work_process_products_unit_check", sql.raw(`unit in (${oneOf(AMOUNT_UNITS)})`)),
    check("work_process_products_quantity_check", sql`${table.quantity} >= 0`),
    check("work_process_products_duration_check", sql.raw(`duration_minutes between 1 and ${MAX_DURATION_MINUTES}`)),
    check("work_process_products_likelihood_check", step("likelihood")),
    check("work_process_products_severity_check", step("severity")),
  ],
);
