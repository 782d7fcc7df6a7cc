import { sql } from "drizzle-orm";
import {
  boolean,
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
import { EMISSION_TYPES, EMISSION_UNITS } from "../../domain/emissions";
import type { EmissionType, EmissionUnit } from "../../domain/emissions";
import { UTILITY_TYPES } from "../../domain/units";
import type { UtilityType } from "../../domain/units";
import type { DateOnly } from "../../domain/wire-casing";
import { auditStamps, oneOf, timestamptz } from "./columns";
import { files } from "./files";
import { organizations } from "./organizations";
import { memberships, users } from "./users";

/**
 * A named emission factor of the system catalogue (Danish grid electricity, natural gas …). Its
 * numbers are its values: one undated value, or values for dated periods that do not overlap.
 */
export const emissionFactors = pgTable(
  "emission_factors",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    name: text("name").notNull(),
    utilityType: text("utility_type").$type<UtilityType>().notNull(),
    emissionType: text("emission_type").$type<EmissionType>().notNull().default("CO2"),
    /** The CO2 of burning biomass (wood): reported apart, outside the scopes (GHG Protocol). */
    biogenic: boolean("biogenic").notNull().default(false),
    description: text("description"),
    ...auditStamps,
  },
  (table) => [
    uniqueIndex("emission_factors_name_unique").on(sql`lower(${table.name})`),
    check("emission_factors_utility_type_check", sql.raw(`utility_type in (${oneOf(UTILITY_TYPES)})`)),
    check("emission_factors_emission_type_check", sql.raw(`emission_type in (${oneOf(EMISSION_TYPES)})`)),
  ],
);

/** One number of a factor: so much emission per meter unit, for a period or always, with its source. */
export const emissionFactorValues = pgTable(
  "emission_factor_values",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    emissionFactorId: integer("emission_factor_id")
      .notNull()
      .references(() => emissionFactors.id, { onDelete: "cascade" }),
    value: doublePrecision("value").notNull(),
    meterUnit: text("meter_unit").notNull(),
    emissionUnit: text("emission_unit").$type<EmissionUnit>().notNull(),
    startDate: date("start_date", { mode: "string" }).$type<DateOnly>(),
    endDate: date("end_date", { mode: "string" }).$type<DateOnly>(),
    source: text("source").notNull(),
    sourceUrl: text("source_url"),
    /** The year the source's figure is for. */
    sourceYear: smallint("source_year"),
  },
  (table) => [
    index("emission_factor_values_factor_idx").on(table.emissionFactorId, table.startDate),
    check("emission_factor_values_unit_check", sql.raw(`emission_unit in (${oneOf(EMISSION_UNITS)})`)),
    check("emission_factor_values_value_check", sql`${table.value} >= 0`),
    check(
      "emission_factor_values_period_check",
      sql`${table.endDate} is null or ${table.startDate} is null or ${table.endDate} >= ${table.startDate}`,
    ),
  ],
);

/** A meter of an organization: its readings are in one of its units. */
export const meters = pgTable(
  "meters",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    organizationId: integer("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    utilityType: text("utility_type").$type<UtilityType>().notNull(),
    units: text("units").array().notNull(),
    /** The number or serial on the meter. */
    number: text("number"),
    departmentId: integer("department_id").references(() => organizations.id, { onDelete: "set null" }),
    location: text("location"),
    /** How often it is read: an ISO period, P0D once. */
    frequency: text("frequency").notNull(),
    /** Readings are counter values (cumulative) rather than the consumption of the period. */
    cumulative: boolean("cumulative").notNull(),
    /** Digits of the counter: where it rolls over; unknown, no rollover is taken. */
    counterDigits: smallint("counter_digits"),
    scope: smallint("scope"),
    emissionFactorId: integer("emission_factor_id").references(() => emissionFactors.id, {
      onDelete: "restrict",
    }),
    /** A biogenic factor, for the CO2 of biomass burned (wood pellets), reported outside the scopes. */
    biogenicFactorId: integer("biogenic_factor_id").references(() => emissionFactors.id, {
      onDelete: "restrict",
    }),
    /** The present member who answers for its readings. */
    responsibleMemberId: integer("responsible_member_id").references(() => memberships.id, { onDelete: "set null" }),
    ...auditStamps,
  },
  (table) => [
    index("meters_organization_idx").on(table.organizationId, table.utilityType, table.name),
    index("meters_factor_idx").on(table.emissionFactorId),
    index("meters_biogenic_factor_idx").on(table.biogenicFactorId),
    check("meters_utility_type_check", sql.raw(`utility_type in (${oneOf(UTILITY_TYPES)})`)),
    check("meters_scope_check", sql`${table.scope} is null or ${table.scope} in (1, 2)`),
    check("meters_digits_check", sql`${table.counterDigits} is null or ${table.counterDigits} between 1 and 15`),
    index("meters_department_idx").on(table.departmentId),
    index("meters_responsible_idx").on(table.responsibleMemberId),
  ],
);

export const meterFiles = pgTable(
  "meter_files",
  {
    meterId: integer("meter_id")
      .notNull()
      .references(() => meters.id, { onDelete: "cascade" }),
    fileId: integer("file_id")
      .notNull()
      .references(() => files.id, { onDelete: "cascade" }),
  },
  (table) => [primaryKey({ columns: [table.meterId, table.fileId] }), index("meter_files_file_idx").on(table.fileId)],
);

/**
 * A reading: a counter value or the consumption of the period, one a day. A rollover or a new counter
 * explains a value lower than the one before.
 */
export const meterReadings = pgTable(
  "meter_readings",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    meterId: integer("meter_id")
      .notNull()
      .references(() => meters.id, { onDelete: "cascade" }),
    performedAt: date("performed_at", { mode: "string" }).$type<DateOnly>().notNull(),
    value: doublePrecision("value").notNull(),
    unit: text("unit").notNull(),
    estimated: boolean("estimated").notNull().default(false),
    comment: text("comment"),
    rollover: boolean("rollover").notNull().default(false),
    newCounter: boolean("new_counter").notNull().default(false),
    /** The replaced counter's last value, when it was read. */
    replacedCounterFinal: doublePrecision("replaced_counter_final"),
    /** The new counter's value when it was put in, when not zero. */
    newCounterStart: doublePrecision("new_counter_start"),
    /** Its consumption is far above the meter's usual, and whoever entered it confirmed it. */
    unusual: boolean("unusual").notNull().default(false),
    ...auditStamps,
  },
  (table) => [
    uniqueIndex("meter_readings_day_unique").on(table.meterId, table.performedAt),
    check("meter_readings_counter_check", sql`not (${table.rollover} and ${table.newCounter})`),
  ],
);

/**
 * What the readings come to per calendar month: the consumption in the meter's total unit and its
 * emissions with the factor values they were calculated with. A row is a month, or a run of whole
 * months used evenly by day (`month` to `through`), each month of which has its days' share: a long
 * interval between two readings is one row, not a row per month. Rewritten from the readings whenever
 * a reading or the meter changes, and its emissions whenever a factor value does.
 */
export const meterMonths = pgTable(
  "meter_months",
  {
    meterId: integer("meter_id")
      .notNull()
      .references(() => meters.id, { onDelete: "cascade" }),
    month: date("month", { mode: "string" }).$type<DateOnly>().notNull(),
    /** The first day of the last month of the row: `month` itself, or a later one for a run. */
    through: date("through", { mode: "string" }).$type<DateOnly>().notNull(),
    /** The days the readings cover: all of a run's; of a single month, maybe fewer. */
    days: integer("days").notNull(),
    consumption: doublePrecision("consumption").notNull(),
    unit: text("unit").notNull(),
    /** Part of the month's consumption is unknown (a replaced counter whose last value was not read). */
    partial: boolean("partial").notNull().default(false),
    emissionsKg: doublePrecision("emissions_kg"),
    /** Biogenic CO2 of the meter's biogenic factor, reported outside the scopes. */
    biogenicKg: doublePrecision("biogenic_kg"),
    /** A factor value covered every day of the month. */
    emissionsComplete: boolean("emissions_complete").notNull().default(false),
    factorValueIds: integer("factor_value_ids")
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
  },
  (table) => [
    primaryKey({ columns: [table.meterId, table.month] }),
    // The runs of months, few beside the single months: a page or report finds those reaching into its
    // months here, and reads the single months by their month.
    index("meter_months_runs_idx")
      .on(table.meterId, table.through)
      .where(sql`${table.month} < ${table.through}`),
    // The months whose emissions are not fully known, for the report's warning: few or none, while
    // looking for one among all months otherwise reads them all.
    index("meter_months_incomplete_idx")
      .on(table.meterId)
      .where(sql`${table.consumption} <> 0 and (${table.emissionsKg} is null or not ${table.emissionsComplete})`),
  ],
);

/**
 * A change of a factor that changed an organization's reported emissions: the year's total before and
 * after, so a correction is seen and dated rather than silently rewriting last year's report.
 */
export const emissionRecalculations = pgTable(
  "emission_recalculations",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    organizationId: integer("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    emissionFactorId: integer("emission_factor_id")
      .notNull()
      .references(() => emissionFactors.id, { onDelete: "cascade" }),
    year: smallint("year").notNull(),
    emissionsBeforeKg: doublePrecision("emissions_before_kg").notNull(),
    emissionsAfterKg: doublePrecision("emissions_after_kg").notNull(),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    at: timestamptz("at").notNull().defaultNow(),
  },
  (table) => [
    index("emission_recalculations_organization_idx").on(table.organizationId, table.at),
    index("emission_recalculations_emission_factor_idx").on(table.emissionFactorId),
    index("emission_recalculations_user_idx").on(table.userId),
  ],
);
