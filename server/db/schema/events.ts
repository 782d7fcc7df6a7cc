import { sql } from "drizzle-orm";
import { boolean, check, date, index, integer, pgTable, primaryKey, smallint, text } from "drizzle-orm/pg-core";
import {
  EVENT_CATEGORIES,
  EVENT_IMPORTANCES,
  EVENT_STATUSES,
  type EventCategory,
  type EventImportance,
  type EventStatus,
} from "../../domain/events";
import type { DateOnly } from "../../domain/wire-casing";
import { auditStamps, oneOf, timestamptz } from "./columns";
import { files } from "./files";
import { organizations } from "./organizations";
import { users } from "./users";

/** Something that happened: an accident, a near miss, a spill, a security incident, and its handling. */
export const events = pgTable(
  "events",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    organizationId: integer("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    departmentId: integer("department_id").references(() => organizations.id, { onDelete: "set null" }),
    location: text("location"),
    title: text("title").notNull(),
    description: text("description"),
    occurredAt: timestamptz("occurred_at").notNull(),
    importance: text("importance").$type<EventImportance>().notNull(),
    category: text("category").$type<EventCategory>().notNull(),
    accident: boolean("accident").notNull().default(false),
    nearMiss: boolean("near_miss").notNull().default(false),
    injuredRole: text("injured_role"),
    injury: text("injury"),
    /** Days beyond the day of the injury on which the injured could not do their usual work. */
    daysOfAbsence: smallint("days_of_absence"),
    firstDayOfAbsence: date("first_day_of_absence", { mode: "string" }).$type<DateOnly>(),
    /**
     * The last day the report to the authority is on time, as the country's rule gave it when the event
     * was last saved (reportability); null when not reportable. Kept so deadlines can be queried.
     */
    reportDeadline: date("report_deadline", { mode: "string" }).$type<DateOnly>(),
    /** The day the employer reported the accident to the authority (in Denmark through EASY). */
    reportedToAuthorityOn: date("reported_to_authority_on", { mode: "string" }).$type<DateOnly>(),
    immediateAction: text("immediate_action"),
    reportedBy: integer("reported_by").references(() => users.id, { onDelete: "set null" }),
    status: text("status").$type<EventStatus>().notNull().default("REPORTED"),
    cause: text("cause"),
    whys: text("whys")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    contributingFactors: text("contributing_factors"),
    closedAt: timestamptz("closed_at"),
    closedBy: integer("closed_by").references(() => users.id, { onDelete: "set null" }),
    ...auditStamps,
  },
  (table) => [
    index("events_organization_idx").on(table.organizationId, table.occurredAt),
    index("events_status_idx").on(table.organizationId, table.status),
    index("events_department_idx").on(table.departmentId),
    check("events_importance_check", sql.raw(`importance in (${oneOf(EVENT_IMPORTANCES)})`)),
    check("events_category_check", sql.raw(`category in (${oneOf(EVENT_CATEGORIES)})`)),
    check("events_status_check", sql.raw(`status in (${oneOf(EVENT_STATUSES)})`)),
    check("events_absence_check", sql`${table.daysOfAbsence} is null or ${table.daysOfAbsence} >= 0`),
    index("events_closed_by_idx").on(table.closedBy),
    index("events_reported_by_idx").on(table.reportedBy),
    index("events_report_due_idx")
      .on(table.reportDeadline)
      .where(sql`${table.reportDeadline} is not null and ${table.reportedToAuthorityOn} is null`),
  ],
);

export const eventFiles = pgTable(
  "event_files",
  {
    eventId: integer("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    fileId: integer("file_id")
      .notNull()
      .references(() => files.id, { onDelete: "cascade" }),
  },
  (table) => [primaryKey({ columns: [table.eventId, table.fileId] }), index("event_files_file_idx").on(table.fileId)],
);

/** Each change of an event's status: who, when, and why it was reopened. */
export const eventStatusChanges = pgTable(
  "event_status_changes",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    eventId: integer("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    fromStatus: text("from_status").$type<EventStatus>().notNull(),
    toStatus: text("to_status").$type<EventStatus>().notNull(),
    reason: text("reason"),
    changedBy: integer("changed_by").references(() => users.id, { onDelete: "set null" }),
    changedAt: timestamptz("changed_at").notNull().defaultNow(),
  },
  (table) => [
    index("event_status_changes_event_idx").on(table.eventId, table.changedAt),
    index("event_status_changes_changed_by_idx").on(table.changedBy),
  ],
);
