import { sql } from "drizzle-orm";
import {
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  type AnyPgColumn,
} from "drizzle-orm/pg-core";
import { AGREEMENT_TYPES, INSPECTION_RESULTS, INSPECTION_STATUSES } from "../../domain/control-book";
import type {
  AgreementType,
  InspectionChangeKind,
  InspectionResult,
  InspectionStatus,
} from "../../domain/control-book";
import type { DateOnly } from "../../domain/wire-casing";
import { auditStamps, oneOf, timestamptz } from "./columns";
import { files } from "./files";
import { legislationAssociations } from "./legislation";
import { organizations } from "./organizations";
import { stakeholders } from "./stakeholders";
import { memberships, users } from "./users";

/** The machine register: equipment that is inspected, serviced or calibrated. */
export const machines = pgTable(
  "machines",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    organizationId: integer("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    type: text("type"),
    manufacturer: text("manufacturer"),
    model: text("model"),
    serialNumber: text("serial_number"),
    departmentId: integer("department_id").references(() => organizations.id, { onDelete: "set null" }),
    location: text("location"),
    inceptionDate: date("inception_date", { mode: "string" }).$type<DateOnly>(),
    /** Retired from this date on: hidden from the register unless asked for. */
    endOfUseDate: date("end_of_use_date", { mode: "string" }).$type<DateOnly>(),
    ...auditStamps,
  },
  (table) => [
    index("machines_organization_idx").on(table.organizationId, table.name),
    index("machines_department_idx").on(table.departmentId),
  ],
);

export const machineFiles = pgTable(
  "machine_files",
  {
    machineId: integer("machine_id")
      .notNull()
      .references(() => machines.id, { onDelete: "cascade" }),
    fileId: integer("file_id")
      .notNull()
      .references(() => files.id, { onDelete: "cascade" }),
  },
  (table) => [
    primaryKey({ columns: [table.machineId, table.fileId] }),
    index("machine_files_file_idx").on(table.fileId),
  ],
);

/**
 * A recurring duty with a counterpart: a service contract, an authority's inspection, an analysis or a
 * calibration. Each occurrence is an inspection; completing one schedules the next by the frequency.
 */
export const agreements = pgTable(
  "agreements",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    organizationId: integer("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    description: text("description"),
    type: text("type").$type<AgreementType>().notNull(),
    responsibleMemberId: integer("responsible_member_id").references(() => memberships.id, { onDelete: "set null" }),
    stakeholderId: integer("stakeholder_id").references(() => stakeholders.id, { onDelete: "restrict" }),
    startsAt: date("starts_at", { mode: "string" }).$type<DateOnly>().notNull(),
    endsAt: date("ends_at", { mode: "string" }).$type<DateOnly>(),
    /** An ISO period (P1Y); P0D once. */
    frequency: text("frequency").notNull(),
    /** The binding obligation of the legal register that asks for it. */
    bindingObligationId: integer("binding_obligation_id").references(() => legislationAssociations.id, {
      onDelete: "set null",
    }),
    ...auditStamps,
  },
  (table) => [
    index("agreements_organization_idx").on(table.organizationId, table.name),
    index("agreements_stakeholder_idx").on(table.stakeholderId),
    index("agreements_responsible_idx").on(table.responsibleMemberId),
    check("agreements_type_check", sql.raw(`type in (${oneOf(AGREEMENT_TYPES)})`)),
    check("agreements_period_check", sql`${table.endsAt} is null or ${table.endsAt} >= ${table.startsAt}`),
    index("agreements_binding_obligation_idx").on(table.bindingObligationId),
  ],
);

export const agreementMachines = pgTable(
  "agreement_machines",
  {
    agreementId: integer("agreement_id")
      .notNull()
      .references(() => agreements.id, { onDelete: "cascade" }),
    machineId: integer("machine_id")
      .notNull()
      .references(() => machines.id, { onDelete: "cascade" }),
  },
  (table) => [
    primaryKey({ columns: [table.agreementId, table.machineId] }),
    index("agreement_machines_machine_idx").on(table.machineId),
  ],
);

export const agreementFiles = pgTable(
  "agreement_files",
  {
    agreementId: integer("agreement_id")
      .notNull()
      .references(() => agreements.id, { onDelete: "cascade" }),
    fileId: integer("file_id")
      .notNull()
      .references(() => files.id, { onDelete: "cascade" }),
  },
  (table) => [
    primaryKey({ columns: [table.agreementId, table.fileId] }),
    index("agreement_files_file_idx").on(table.fileId),
  ],
);

/**
 * One occurrence of an agreement. The scheduled date never changes; the due date may be moved, with a
 * reason kept in `inspection_changes`. The organization is the agreement's, kept here so the control
 * book reads one table.
 */
export const inspections = pgTable(
  "inspections",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    organizationId: integer("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    agreementId: integer("agreement_id")
      .notNull()
      .references(() => agreements.id, { onDelete: "cascade" }),
    scheduledDate: date("scheduled_date", { mode: "string" }).$type<DateOnly>().notNull(),
    dueDate: date("due_date", { mode: "string" }).$type<DateOnly>().notNull(),
    status: text("status").$type<InspectionStatus>().notNull().default("PENDING"),
    performedAt: date("performed_at", { mode: "string" }).$type<DateOnly>(),
    performedBy: text("performed_by"),
    result: text("result").$type<InspectionResult>(),
    findings: text("findings"),
    /** A shorter interval to the next one than the agreement's, after a failed result. */
    nextInterval: text("next_interval"),
    /** The inspection whose completion scheduled this one: completing it again moves this one. */
    previousId: integer("previous_id").references((): AnyPgColumn => inspections.id, { onDelete: "set null" }),
    ...auditStamps,
  },
  (table) => [
    uniqueIndex("inspections_scheduled_unique").on(table.agreementId, table.scheduledDate),
    uniqueIndex("inspections_previous_unique").on(table.previousId),
    index("inspections_book_idx").on(table.organizationId, table.status, table.dueDate),
    check("inspections_status_check", sql.raw(`status in (${oneOf(INSPECTION_STATUSES)})`)),
    check("inspections_result_check", sql.raw(`result is null or result in (${oneOf(INSPECTION_RESULTS)})`)),
    check("inspections_done_check", sql`status <> 'DONE' or (performed_at is not null and result is not null)`),
  ],
);

export const inspectionFiles = pgTable(
  "inspection_files",
  {
    inspectionId: integer("inspection_id")
      .notNull()
      .references(() => inspections.id, { onDelete: "cascade" }),
    fileId: integer("file_id")
      .notNull()
      .references(() => files.id, { onDelete: "cascade" }),
  },
  (table) => [
    primaryKey({ columns: [table.inspectionId, table.fileId] }),
    index("inspection_files_file_idx").on(table.fileId),
  ],
);

/** The inspection's history: completed, reopened, due date moved, each with who, when and why. */
export const inspectionChanges = pgTable(
  "inspection_changes",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    inspectionId: integer("inspection_id")
      .notNull()
      .references(() => inspections.id, { onDelete: "cascade" }),
    kind: text("kind").$type<InspectionChangeKind>().notNull(),
    reason: text("reason"),
    dueDateBefore: date("due_date_before", { mode: "string" }).$type<DateOnly>(),
    dueDateAfter: date("due_date_after", { mode: "string" }).$type<DateOnly>(),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    at: timestamptz("at").notNull().defaultNow(),
  },
  (table) => [
    index("inspection_changes_inspection_idx").on(table.inspectionId, table.at),
    index("inspection_changes_user_idx").on(table.userId),
  ],
);
