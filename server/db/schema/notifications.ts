import { sql } from "drizzle-orm";
import { check, date, index, integer, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import type { NotificationStage, NotificationTopic } from "../../domain/notifications";
import type { DateOnly } from "../../domain/wire-casing";
import { timestamptz } from "./columns";
import { organizations } from "./organizations";
import { users } from "./users";

/**
 * What the product told a user: a reminder of a deadline, its escalation, or news that cannot wait.
 * `key` names the occasion (the record, its deadline and the stage), unique per user, so a scan or a
 * send that runs twice tells nobody twice. The title is the record's at the time, as a mail would say it.
 */
export const notifications = pgTable(
  "notifications",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    key: text("key").notNull(),
    topic: text("topic").$type<NotificationTopic>().notNull(),
    stage: text("stage").$type<NotificationStage>().notNull(),
    /** For a reminder before the deadline: the stage's days. */
    daysBefore: integer("days_before"),
    recordId: integer("record_id").notNull(),
    detail: text("detail"),
    title: text("title").notNull(),
    organizationId: integer("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    /** The organization to open the record in (see my work). */
    workInId: integer("work_in_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    dueDate: date("due_date", { mode: "string" }).$type<DateOnly>(),
    createdDate: timestamptz("created_date").notNull().defaultNow(),
    readDate: timestamptz("read_date"),
  },
  (table) => [
    uniqueIndex("notifications_user_key_unique").on(table.userId, table.key),
    index("notifications_user_unread_idx").on(table.userId, table.createdDate).where(sql`${table.readDate} is null`),
    index("notifications_user_created_idx").on(table.userId, table.createdDate),
    index("notifications_organization_idx").on(table.organizationId),
    index("notifications_work_in_idx").on(table.workInId),
    check("notifications_stage_check", sql`${table.stage} in ('BEFORE', 'OVERDUE', 'ESCALATION')`),
    check("notifications_days_before", sql`(${table.stage} = 'BEFORE') = (${table.daysBefore} is not null)`),
  ],
);
