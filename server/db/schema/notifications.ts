import { sql } from "drizzle-orm";
import { check, date, index, integer, pgTable, primaryKey, text, uniqueIndex } from "drizzle-orm/pg-core";
import type { NotificationDelivery, NotificationStage, NotificationTopic } from "../../domain/notifications";
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
    /** When its mail (its own, or the digest that held it) went out. */
    mailedDate: timestamptz("mailed_date"),
    /** A sender's hold on it while the mail is made and sent; one that died lets go when this passes. */
    mailClaimedUntil: timestamptz("mail_claimed_until"),
  },
  (table) => [
    uniqueIndex("notifications_user_key_unique").on(table.userId, table.key),
    index("notifications_user_unread_idx")
      .on(table.userId, table.createdDate)
      .where(sql`${table.readDate} is null`),
    index("notifications_user_created_idx").on(table.userId, table.createdDate),
    index("notifications_organization_idx").on(table.organizationId),
    index("notifications_unmailed_idx")
      .on(table.userId)
      .where(sql`${table.mailedDate} is null`),
    index("notifications_work_in_idx").on(table.workInId),
    check("notifications_stage_check", sql`${table.stage} in ('BEFORE', 'OVERDUE', 'ESCALATION', 'NOW')`),
    check("notifications_days_before", sql`(${table.stage} = 'BEFORE') = (${table.daysBefore} is not null)`),
  ],
);

/** A user's choice of how to hear of a topic; none kept: the default delivery. */
export const notificationPreferences = pgTable(
  "notification_preferences",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    topic: text("topic").$type<NotificationTopic>().notNull(),
    delivery: text("delivery").$type<NotificationDelivery>().notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.topic] }),
    check("notification_preferences_delivery_check", sql`${table.delivery} in ('IMMEDIATE', 'DIGEST', 'NONE')`),
  ],
);
