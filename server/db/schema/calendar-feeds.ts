import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { timestamptz } from "./columns";
import { organizations } from "./organizations";
import { users } from "./users";

/** What a calendar subscription shows: an organization's control book, or the user's own work everywhere. */
export const CALENDAR_FEED_KINDS = ["CONTROL_BOOK", "MY_WORK"] as const;
export type CalendarFeedKind = (typeof CALENDAR_FEED_KINDS)[number];

/**
 * A user's calendar subscription to an organization's control book, or to their own work across
 * their organizations: a secret URL a calendar program polls without a session. Only the token's hash is kept, so the URL is shown once, when it is made;
 * making it again replaces the token, and removing the row stops it.
 */
export const calendarFeeds = pgTable(
  "calendar_feeds",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind").$type<CalendarFeedKind>().notNull().default("CONTROL_BOOK"),
    /** The control book's organization; none for my work. */
    organizationId: integer("organization_id").references(() => organizations.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull(),
    createdDate: timestamptz("created_date").notNull().defaultNow(),
    /** When a calendar last read it, to the hour: a subscription nobody reads can be told apart. */
    lastUsedDate: timestamptz("last_used_date"),
  },
  (table) => [
    uniqueIndex("calendar_feeds_token_unique").on(table.tokenHash),
    uniqueIndex("calendar_feeds_user_organization_unique")
      .on(table.userId, table.organizationId)
      .where(sql`${table.kind} = 'CONTROL_BOOK'`),
    uniqueIndex("calendar_feeds_user_work_unique")
      .on(table.userId)
      .where(sql`${table.kind} = 'MY_WORK'`),
    check("calendar_feeds_kind_check", sql`${table.kind} in ('CONTROL_BOOK', 'MY_WORK')`),
    check("calendar_feeds_kind_organization", sql`(${table.kind} = 'MY_WORK') = (${table.organizationId} is null)`),
    index("calendar_feeds_organization_idx").on(table.organizationId),
  ],
);
