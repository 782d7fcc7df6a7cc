import { sql } from "drizzle-orm";
import {
  check,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { OBJECTIVE_MEASURES, type ObjectiveMeasure } from "../../domain/objectives";
import type { DateOnly } from "../../domain/wire-casing";
import { auditStamps, oneOf } from "./columns";
import { organizations } from "./organizations";
import { memberships } from "./users";

/**
 * An objective (clause 6.2) of an organization, measured over it and those below it: from a baseline
 * year's figure to a target by a deadline, with the member who answers for it.
 */
export const objectives = pgTable(
  "objectives",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    organizationId: integer("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    description: text("description"),
    measure: text("measure").$type<ObjectiveMeasure>().notNull(),
    /** The unit of a figure entered by hand; a computed measure has its own. */
    unit: text("unit"),
    baselineYear: smallint("baseline_year").notNull(),
    baselineValue: doublePrecision("baseline_value").notNull(),
    targetValue: doublePrecision("target_value").notNull(),
    deadline: date("deadline", { mode: "string" }).$type<DateOnly>().notNull(),
    ownerId: integer("owner_id").references(() => memberships.id, { onDelete: "set null" }),
    ...auditStamps,
  },
  (table) => [
    index("objectives_organization_idx").on(table.organizationId, table.deadline),
    // The register's orders: the soonest deadline first (a holding's page is a walk of the index), by
    // title, and by measure (its filter too), across the organizations it lists.
    index("objectives_deadline_idx").on(table.deadline, table.id),
    index("objectives_title_idx").on(sql`lower(${table.title})`, table.deadline, table.id),
    index("objectives_measure_idx").on(table.measure, table.deadline, table.id),
    index("objectives_owner_idx").on(table.ownerId),
    check("objectives_measure_check", sql.raw(`measure in (${oneOf(OBJECTIVE_MEASURES)})`)),
    check("objectives_unit_check", sql`(${table.measure} = 'MANUAL') = (${table.unit} is not null)`),
    check("objectives_values_check", sql`${table.baselineValue} >= 0 and ${table.targetValue} >= 0`),
  ],
);

/** A figure of an objective measured by hand, as it stood on a day. */
export const objectiveFigures = pgTable(
  "objective_figures",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    objectiveId: integer("objective_id")
      .notNull()
      .references(() => objectives.id, { onDelete: "cascade" }),
    measuredOn: date("measured_on", { mode: "string" }).$type<DateOnly>().notNull(),
    value: doublePrecision("value").notNull(),
    note: text("note"),
    ...auditStamps,
  },
  (table) => [
    uniqueIndex("objective_figures_day_unique").on(table.objectiveId, table.measuredOn),
    check("objective_figures_value_check", sql`${table.value} >= 0`),
  ],
);

/** The hours worked in an organization in a month, for the lost-time injury frequency. */
export const hoursWorked = pgTable(
  "hours_worked",
  {
    organizationId: integer("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    month: date("month", { mode: "string" }).$type<DateOnly>().notNull(),
    hours: integer("hours").notNull(),
    ...auditStamps,
  },
  (table) => [
    primaryKey({ columns: [table.organizationId, table.month] }),
    check("hours_worked_hours_check", sql`${table.hours} >= 0`),
    check("hours_worked_month_check", sql`extract(day from ${table.month}) = 1`),
  ],
);
