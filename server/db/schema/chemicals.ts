import { sql } from "drizzle-orm";
import { check, date, index, integer, numeric, pgTable, primaryKey, text, uniqueIndex } from "drizzle-orm/pg-core";
import type { AmountUnit, PhysicalState, WaterHazardClass } from "../../domain/chemical-enumerations";
import type { DangerCode } from "../../domain/danger-code";
import type { PackingGroup } from "../../domain/dangerous-goods";
import type { SignalWord } from "../../domain/hazard-labels";
import type { DateOnly } from "../../domain/wire-casing";
import { auditStamps } from "./columns";
import { files } from "./files";
import { organizations } from "./organizations";
import { stakeholders } from "./stakeholders";
import { users } from "./users";

const codeList = (name: string) =>
  text(name)
    .array()
    .notNull()
    .default(sql`'{}'::text[]`);

/**
 * The substance catalogue, kept by system maintainers: what a chemical product contains, with its
 * identifiers and its own CLP hazard statements (codes of `server/domain/reference`, H and EUH).
 */
export const substances = pgTable(
  "substances",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    name: text("name").notNull(),
    casNumber: text("cas_number"),
    ecNumber: text("ec_number"),
    hazardCodes: text("hazard_codes")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Short remarks (a restriction, a note of the harmonised classification), each one line. */
    notes: text("notes")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    ...auditStamps,
  },
  (table) => [
    uniqueIndex("substances_name_unique").on(sql`lower(${table.name})`),
    uniqueIndex("substances_cas_unique")
      .on(table.casNumber)
      .where(sql`${table.casNumber} is not null`),
    uniqueIndex("substances_ec_unique")
      .on(table.ecNumber)
      .where(sql`${table.ecNumber} is not null`),
    index("substances_hazard_codes_idx").using("gin", table.hazardCodes),
  ],
);

/**
 * The chemical catalogue, kept by system maintainers: products as bought, with their own (mixture)
 * classification. The danger code is stored with the hazard codes it is derived from, so registers
 * filter on it without reading the rule per row.
 */
export const chemicals = pgTable(
  "chemicals",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    name: text("name").notNull(),
    producer: text("producer"),
    physicalState: text("physical_state").$type<PhysicalState>(),
    hazardCodes: codeList("hazard_codes"),
    precautionaryCodes: codeList("precautionary_codes"),
    dangerCode: text("danger_code").$type<DangerCode>().notNull(),
    /** A maintainer's label where the derived one is not the supplier's: pictogram codes, signal word, why. */
    labelPictograms: text("label_pictograms").array(),
    labelSignalWord: text("label_signal_word").$type<SignalWord>(),
    labelReason: text("label_reason"),
    unNumber: text("un_number"),
    adrClass: text("adr_class"),
    packingGroup: text("packing_group").$type<PackingGroup>(),
    ...auditStamps,
  },
  (table) => [
    uniqueIndex("chemicals_name_unique").on(sql`lower(${table.name})`),
    index("chemicals_hazard_codes_idx").using("gin", table.hazardCodes),
    index("chemicals_danger_code_idx").on(table.dangerCode),
  ],
);

/** Who a chemical is bought from: a supplier of the stakeholder catalogue, with its item number. */
export const chemicalSupplies = pgTable(
  "chemical_supplies",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    chemicalId: integer("chemical_id")
      .notNull()
      .references(() => chemicals.id, { onDelete: "cascade" }),
    supplierId: integer("supplier_id")
      .notNull()
      .references(() => stakeholders.id, { onDelete: "restrict" }),
    productNumber: text("product_number"),
  },
  (table) => [
    index("chemical_supplies_chemical_idx").on(table.chemicalId),
    index("chemical_supplies_supplier_idx").on(table.supplierId),
  ],
);

/** What differs by country: the storage class and the water hazard class. */
export const chemicalCountries = pgTable(
  "chemical_countries",
  {
    chemicalId: integer("chemical_id")
      .notNull()
      .references(() => chemicals.id, { onDelete: "cascade" }),
    countryAlpha2: text("country_alpha2").notNull(),
    storageClass: text("storage_class"),
    waterHazardClass: text("water_hazard_class").$type<WaterHazardClass>(),
  },
  (table) => [primaryKey({ columns: [table.chemicalId, table.countryAlpha2] })],
);

/** A safety data sheet of a chemical for a country, in a language, as last revised. */
export const chemicalSafetyDataSheets = pgTable(
  "chemical_safety_data_sheets",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    chemicalId: integer("chemical_id")
      .notNull()
      .references(() => chemicals.id, { onDelete: "cascade" }),
    countryAlpha2: text("country_alpha2").notNull(),
    language: text("language").notNull(),
    lastRevisionDate: date("last_revision_date", { mode: "string" }).$type<DateOnly>().notNull(),
    fileId: integer("file_id")
      .notNull()
      .references(() => files.id, { onDelete: "cascade" }),
    createdDate: auditStamps.createdDate,
  },
  (table) => [
    // The newest sheet for a country is the first entry: no sort per kept chemical.
    index("chemical_sds_newest_idx").on(
      table.chemicalId,
      table.countryAlpha2,
      table.lastRevisionDate.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    uniqueIndex("chemical_sds_file_unique").on(table.fileId),
  ],
);

/** The substances a chemical contains: a concentration, or a range when `min` is given, in percent. */
export const chemicalSubstances = pgTable(
  "chemical_substances",
  {
    chemicalId: integer("chemical_id")
      .notNull()
      .references(() => chemicals.id, { onDelete: "cascade" }),
    substanceId: integer("substance_id")
      .notNull()
      .references(() => substances.id, { onDelete: "restrict" }),
    min: numeric("concentration_min", { mode: "number" }),
    max: numeric("concentration_max", { mode: "number" }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.chemicalId, table.substanceId] }),
    index("chemical_substances_substance_idx").on(table.substanceId),
    check("chemical_substances_range", sql`${table.min} is null or ${table.min} <= ${table.max}`),
  ],
);

/** A chemical an organization keeps: where, how much, from whom and what for. */
export const chemicalAssociations = pgTable(
  "chemical_associations",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    organizationId: integer("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    chemicalId: integer("chemical_id")
      .notNull()
      .references(() => chemicals.id, { onDelete: "restrict" }),
    supplyId: integer("supply_id").references(() => chemicalSupplies.id, { onDelete: "set null" }),
    departmentId: integer("department_id").references(() => organizations.id, { onDelete: "set null" }),
    storageLocation: text("storage_location"),
    amount: numeric("amount", { mode: "number" }),
    unit: text("unit").$type<AmountUnit>(),
    purpose: text("purpose"),
    ...auditStamps,
  },
  (table) => [
    index("chemical_associations_organization_idx").on(table.organizationId),
    index("chemical_associations_chemical_idx").on(table.chemicalId),
    index("chemical_associations_location_idx").on(table.organizationId, sql`lower(trim(${table.storageLocation}))`),
    index("chemical_associations_department_idx").on(table.departmentId),
    index("chemical_associations_supply_idx").on(table.supplyId),
  ],
);

/**
 * A safety data sheet an organization received from its supplier for a chemical it keeps: kept for
 * the organization, and offered to the catalogue's maintainers, who may file it as the catalogue's.
 */
export const chemicalAssociationSheets = pgTable(
  "chemical_association_sheets",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    associationId: integer("association_id")
      .notNull()
      .references(() => chemicalAssociations.id, { onDelete: "cascade" }),
    organizationId: integer("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    language: text("language").notNull(),
    lastRevisionDate: date("last_revision_date", { mode: "string" }).$type<DateOnly>().notNull(),
    fileId: integer("file_id")
      .notNull()
      .references(() => files.id, { onDelete: "cascade" }),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    createdDate: auditStamps.createdDate,
  },
  (table) => [
    index("chemical_association_sheets_association_idx").on(table.associationId),
    uniqueIndex("chemical_association_sheets_file_unique").on(table.fileId),
    index("chemical_association_sheets_created_by_idx").on(table.createdBy),
    index("chemical_association_sheets_organization_idx").on(table.organizationId),
  ],
);
