import { index, integer, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { timestamptz } from "./columns";
import { organizations } from "./organizations";
import { users } from "./users";

/**
 * A user's calendar subscription to an organization's control book: a secret URL a calendar program
 * polls without a session. Only the token's hash is kept, so the URL is shown once, when it is made;
 * making it again replaces the token, and removing the row stops it.
 */
export const calendarFeeds = pgTable(
  "calendar_feeds",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    organizationId: integer("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull(),
    createdDate: timestamptz("created_date").notNull().defaultNow(),
    /** When a calendar last read it, to the hour: a subscription nobody reads can be told apart. */
    lastUsedDate: timestamptz("last_used_date"),
  },
  (table) => [
    uniqueIndex("calendar_feeds_token_unique").on(table.tokenHash),
    uniqueIndex("calendar_feeds_user_organization_unique").on(table.userId, table.organizationId),
    index("calendar_feeds_organization_idx").on(table.organizationId),
  ],
);
