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
import { RECURRENCE_PERIODS, type RecurrencePeriod } from "../../domain/recurrence";
import { REGISTRATION_UNITS, type RegistrationUnit } from "../../domain/waste-units";
import type { DateOnly } from "../../domain/wire-casing";
import { auditStamps, oneOf } from "./columns";
import { files } from "./files";
import { organizations } from "./organizations";
import { stakeholders } from "./stakeholders";
import { memberships } from "./users";

/**
 * The European List of Waste: chapters (level 1), sub-chapters (2) and six-digit entries (3), the
 * official English text, and the synonyms an organization's people use in either language.
 */
export const wasteTypes = pgTable(
  "waste_types",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    /** Digits only: "160107". */
    code: text("code").notNull(),
    level: smallint("level").notNull(),
    parentCode: text("parent_code"),
    /** Entries only: true for an asterisked (hazardous) entry. */
    hazardous: boolean("hazardous"),
    textEn: text("text_en").notNull(),
    synonymsEn: text("synonyms_en")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    synonymsDa: text("synonyms_da")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    ...auditStamps,
  },
  (table) => [
    uniqueIndex("waste_types_code_unique").on(table.code),
    index("waste_types_parent_idx").on(table.parentCode),
    check("waste_types_level_check", sql`${table.level} between 1 and 3`),
  ],
);

/** An organization's contract with a waste handler (a stakeholder of kind WASTE_HANDLER). */
export const wasteHandlerAssociations = pgTable(
  "waste_handler_associations",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    organizationId: integer("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    stakeholderId: integer("stakeholder_id")
      .notNull()
      .references(() => stakeholders.id, { onDelete: "restrict" }),
    /** The handler's number in the national waste register (Affaldsregistret in Denmark). */
    registrationNumber: text("registration_number"),
    registrationValidUntil: date("registration_valid_until", { mode: "string" }).$type<DateOnly>(),
    contractStart: date("contract_start", { mode: "string" }).$type<DateOnly>(),
    contractEnd: date("contract_end", { mode: "string" }).$type<DateOnly>(),
    contactName: text("contact_name"),
    contactEmail: text("contact_email"),
    contactPhone: text("contact_phone"),
    note: text("note"),
    /** The present member who answers for the handler's monthly statements. */
    responsibleMemberId: integer("responsible_member_id").references(() => memberships.id, { onDelete: "set null" }),
    ...auditStamps,
  },
  (table) => [
    uniqueIndex("waste_handler_associations_unique").on(table.organizationId, table.stakeholderId),
    index("waste_handler_associations_stakeholder_idx").on(table.stakeholderId),
    index("waste_handler_associations_responsible_idx").on(table.responsibleMemberId),
    check(
      "waste_handler_associations_contract_check",
      sql`${table.contractEnd} is null or ${table.contractStart} is null or ${table.contractEnd} >= ${table.contractStart}`,
    ),
  ],
);

export const wasteHandlerAssociationFiles = pgTable(
  "waste_handler_association_files",
  {
    associationId: integer("association_id")
      .notNull()
      .references(() => wasteHandlerAssociations.id, { onDelete: "cascade" }),
    fileId: integer("file_id")
      .notNull()
      .references(() => files.id, { onDelete: "cascade" }),
  },
  (table) => [
    primaryKey({ columns: [table.associationId, table.fileId] }),
    index("waste_handler_association_files_file_idx").on(table.fileId),
  ],
);

/** One kind of waste a handler takes away: how it is counted, collected and treated. */
export const wasteArrangements = pgTable(
  "waste_arrangements",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    associationId: integer("association_id")
      .notNull()
      .references(() => wasteHandlerAssociations.id, { onDelete: "cascade" }),
    wasteTypeId: integer("waste_type_id")
      .notNull()
      .references(() => wasteTypes.id, { onDelete: "restrict" }),
    /** What the site calls it: "Pallets", "Spildolie". */
    fractionName: text("fraction_name").notNull(),
    registrationUnit: text("registration_unit").$type<RegistrationUnit>().notNull(),
    container: text("container"),
    containerVolumeM3: doublePrecision("container_volume_m3"),
    densityKgPerM3: doublePrecision("density_kg_per_m3"),
    /** What one piece weighs, for an arrangement counted in pieces. */
    pieceWeightKg: doublePrecision("piece_weight_kg"),
    collectionFrequency: text("collection_frequency").$type<RecurrencePeriod>(),
    /** R1–R13 or D1–D15. */
    treatmentCode: text("treatment_code"),
    /** The department that produces it: the organization itself or one below it. */
    departmentId: integer("department_id").references(() => organizations.id, { onDelete: "set null" }),
    active: boolean("active").notNull().default(true),
    ...auditStamps,
  },
  (table) => [
    index("waste_arrangements_association_idx").on(table.associationId),
    index("waste_arrangements_type_idx").on(table.wasteTypeId),
    index("waste_arrangements_department_idx").on(table.departmentId),
    check("waste_arrangements_unit_check", sql.raw(`registration_unit in (${oneOf(REGISTRATION_UNITS)})`)),
    check(
      "waste_arrangements_frequency_check",
      sql.raw(`collection_frequency is null or collection_frequency in (${oneOf(RECURRENCE_PERIODS)})`),
    ),
    check("waste_arrangements_volume_check", sql`${table.containerVolumeM3} is null or ${table.containerVolumeM3} > 0`),
    check("waste_arrangements_density_check", sql`${table.densityKgPerM3} is null or ${table.densityKgPerM3} > 0`),
    check("waste_arrangements_piece_weight_check", sql`${table.pieceWeightKg} is null or ${table.pieceWeightKg} > 0`),
  ],
);

/** A handler's statement for one month, entered at once: one per handler and month. */
export const wasteBulkRegistrations = pgTable(
  "waste_bulk_registrations",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    associationId: integer("association_id")
      .notNull()
      .references(() => wasteHandlerAssociations.id, { onDelete: "cascade" }),
    /** The first day of the month the statement covers. */
    performedAt: date("performed_at", { mode: "string" }).$type<DateOnly>().notNull(),
    note: text("note"),
    ...auditStamps,
  },
  (table) => [
    uniqueIndex("waste_bulk_registrations_period_unique").on(table.associationId, table.performedAt),
    check("waste_bulk_registrations_month_check", sql`extract(day from ${table.performedAt}) = 1`),
  ],
);

/**
 * One arrangement's quantity in a statement. Its tonnes are worked out when it is saved, with the
 * arrangement's conversion of that time. The organization and month are repeated from the statement,
 * and the arrangement's hazard, treatment and department from the arrangement (kept in step when it
 * changes), so the report sums one table without a join.
 */
export const wasteRegistrations = pgTable(
  "waste_registrations",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    bulkRegistrationId: integer("bulk_registration_id")
      .notNull()
      .references(() => wasteBulkRegistrations.id, { onDelete: "cascade" }),
    arrangementId: integer("arrangement_id")
      .notNull()
      .references(() => wasteArrangements.id, { onDelete: "cascade" }),
    organizationId: integer("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    performedAt: date("performed_at", { mode: "string" }).$type<DateOnly>().notNull(),
    quantity: doublePrecision("quantity").notNull(),
    /** Null where the unit cannot become tonnes (pieces, a volume without a density). */
    tonnes: doublePrecision("tonnes"),
    estimated: boolean("estimated").notNull().default(false),
    hazardous: boolean("hazardous").notNull(),
    treatmentCode: text("treatment_code"),
    departmentId: integer("department_id").references(() => organizations.id, { onDelete: "set null" }),
  },
  (table) => [
    uniqueIndex("waste_registrations_line_unique").on(table.bulkRegistrationId, table.arrangementId),
    index("waste_registrations_report_idx").on(table.organizationId, table.performedAt),
    index("waste_registrations_arrangement_idx").on(table.arrangementId, table.performedAt),
    check("waste_registrations_quantity_check", sql`${table.quantity} >= 0`),
    index("waste_registrations_department_idx").on(table.departmentId),
  ],
);
