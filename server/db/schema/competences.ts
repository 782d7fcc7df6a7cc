import { sql } from "drizzle-orm";
import { boolean, check, date, index, integer, pgTable, primaryKey, text, uniqueIndex } from "drizzle-orm/pg-core";
import type { DateOnly } from "../../domain/wire-casing";
import { auditStamps } from "./columns";
import { files } from "./files";
import { organizations } from "./organizations";
import { memberships, roles } from "./users";

/** What a member must know or hold (a forklift certificate, first aid), renewed every `frequency`. */
export const competences = pgTable(
  "competences",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    organizationId: integer("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    description: text("description"),
    /** An ISO 8601 period from RECURRENCE_PERIODS; P0D means once. */
    frequency: text("frequency").notNull().default("P0D"),
    ...auditStamps,
  },
  (table) => [
    index("competences_organization_idx").on(table.organizationId),
    uniqueIndex("competences_org_name_unique").on(table.organizationId, sql`lower(${table.name})`),
    check("competences_frequency_check", sql`${table.frequency} ~ '^P[0-9]+[DWMY]$'`),
  ],
);

/** The competences a role requires of whoever holds it. */
export const roleCompetences = pgTable(
  "role_competences",
  {
    roleId: integer("role_id")
      .notNull()
      .references(() => roles.id, { onDelete: "cascade" }),
    competenceId: integer("competence_id")
      .notNull()
      .references(() => competences.id, { onDelete: "cascade" }),
  },
  (table) => [primaryKey({ columns: [table.roleId, table.competenceId] }), index().on(table.competenceId)],
);

/**
 * One member's standing with one competence: required of them directly (`required`), and what they
 * acquired when. A member's requirements are their direct ones and those of their roles; the row keeps
 * the acquisition history when a role is taken away, and evidence files hang on it.
 */
export const competenceRecords = pgTable(
  "competence_records",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    membershipId: integer("membership_id")
      .notNull()
      .references(() => memberships.id, { onDelete: "cascade" }),
    competenceId: integer("competence_id")
      .notNull()
      .references(() => competences.id, { onDelete: "cascade" }),
    required: boolean("required").notNull().default(false),
    acquisitionDeadline: date("acquisition_deadline", { mode: "string" }).$type<DateOnly>(),
    lastAcquisitionDate: date("last_acquisition_date", { mode: "string" }).$type<DateOnly>(),
    ...auditStamps,
  },
  (table) => [
    uniqueIndex("competence_records_member_competence_unique").on(table.membershipId, table.competenceId),
    index("competence_records_competence_idx").on(table.competenceId),
  ],
);

export const competenceFiles = pgTable(
  "competence_files",
  {
    competenceId: integer("competence_id")
      .notNull()
      .references(() => competences.id, { onDelete: "cascade" }),
    fileId: integer("file_id")
      .notNull()
      .references(() => files.id, { onDelete: "cascade" }),
  },
  (table) => [
    primaryKey({ columns: [table.competenceId, table.fileId] }),
    index("competence_files_file_idx").on(table.fileId),
  ],
);

/** Evidence of an acquisition: certificates, course diplomas. */
export const competenceRecordFiles = pgTable(
  "competence_record_files",
  {
    recordId: integer("record_id")
      .notNull()
      .references(() => competenceRecords.id, { onDelete: "cascade" }),
    fileId: integer("file_id")
      .notNull()
      .references(() => files.id, { onDelete: "cascade" }),
  },
  (table) => [
    primaryKey({ columns: [table.recordId, table.fileId] }),
    index("competence_record_files_file_idx").on(table.fileId),
  ],
);
