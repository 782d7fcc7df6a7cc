import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, text, type AnyPgColumn } from "drizzle-orm/pg-core";
import type { IsoStandard } from "../../domain/standards";
import { auditStamps } from "./columns";
import { files } from "./files";

/**
 * A holding is a tree of organizations: companies (the holding itself and its subsidiaries) and their
 * departments. Departments are organizations too, so memberships, records and the active organization
 * work the same at every level.
 */
export const organizations = pgTable(
  "organizations",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    parentId: integer("parent_id").references((): AnyPgColumn => organizations.id, { onDelete: "restrict" }),
    /** Ids from the root of the holding down to this organization; maintained by a trigger on insert. */
    lineage: integer("lineage")
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    type: text("type", { enum: ["COMPANY", "DEPARTMENT"] }).notNull(),
    name: text("name").notNull(),
    naceCode: text("nace_code"),
    registrationNumber: text("registration_number"),
    featureAccessibility: text("feature_accessibility", { enum: ["FULL", "LIMITED"] })
      .notNull()
      .default("FULL"),
    address: text("address"),
    zipCode: text("zip_code"),
    city: text("city"),
    countryAlpha2: text("country_alpha2"),
    email: text("email"),
    phone: text("phone"),
    isoStandards: text("iso_standards")
      .array()
      .$type<IsoStandard[]>()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Years after its revision a chemical's safety data sheet is due for review (companies only). */
    sdsReviewYears: integer("sds_review_years").notNull().default(3),
    /** Whether members who only read may report events too (companies only; their departments follow). */
    membersReportEvents: boolean("members_report_events").notNull().default(false),
    /** Whether its members must log in with a second factor (decision 041); everything below it follows. */
    requireTwoFactor: boolean("require_two_factor").notNull().default(false),
    /** Days before a deadline its reminders go out (companies only; their departments follow). */
    reminderDays: integer("reminder_days")
      .array()
      .notNull()
      .default(sql`'{30,7,1}'::integer[]`),
    /** Days overdue after which the record's managers hear of it too; null: never (companies only). */
    escalationDays: integer("escalation_days").default(7),
    /** An image shown in the shell and on public pages; departments show their company's. */
    logoFileId: integer("logo_file_id").references((): AnyPgColumn => files.id, { onDelete: "set null" }),
    ...auditStamps,
  },
  (table) => [
    index("organizations_parent_idx").on(table.parentId),
    index("organizations_lineage_idx").using("gin", table.lineage),
    index("organizations_root_idx").on(sql`(${table.lineage}[1])`),
    check("organizations_type_check", sql`${table.type} in ('COMPANY', 'DEPARTMENT')`),
    check("organizations_accessibility_check", sql`${table.featureAccessibility} in ('FULL', 'LIMITED')`),
    check("organizations_department_has_parent", sql`${table.type} = 'COMPANY' or ${table.parentId} is not null`),
    index("organizations_logo_file_idx").on(table.logoFileId),
  ],
);

/** Physical or functional areas of an organization (a warehouse, a workshop, a lab). */
export const areas = pgTable(
  "areas",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    organizationId: integer("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    description: text("description"),
    ...auditStamps,
  },
  (table) => [index("areas_organization_idx").on(table.organizationId)],
);
