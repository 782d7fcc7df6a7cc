import { sql } from "drizzle-orm";
import { check, date, index, integer, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import type { ApiTokenScope } from "../../domain/api-tokens";
import type { DateOnly } from "../../domain/wire-casing";
import { timestamptz } from "./columns";
import { organizations } from "./organizations";
import { users } from "./users";

/**
 * A person's API token for one organization (decision 040): the bearer acts as its owner there and below,
 * with the token's scope at most, until the day it ends. Only the hash of its text is kept.
 */
export const apiTokens = pgTable(
  "api_tokens",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    organizationId: integer("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    scope: text("scope").$type<ApiTokenScope>().notNull(),
    tokenHash: text("token_hash").notNull(),
    /** The last day it works. */
    expiresOn: date("expires_on", { mode: "string" }).$type<DateOnly>().notNull(),
    createdDate: timestamptz("created_date").notNull().defaultNow(),
    /** When it was last used, to the minute. */
    lastUsedDate: timestamptz("last_used_date"),
  },
  (table) => [
    uniqueIndex("api_tokens_token_unique").on(table.tokenHash),
    index("api_tokens_user_idx").on(table.userId),
    index("api_tokens_organization_idx").on(table.organizationId),
    check("api_tokens_scope_check", sql`${table.scope} in ('READ', 'EDIT')`),
  ],
);
