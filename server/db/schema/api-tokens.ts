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

/**
 * An organization's service account (decision 046): another system's identity there, not a person's.
 * It acts through its tokens, as a user of its own (so the audit trail names it), with no membership
 * and no password: its scope is its own, and its tokens never exceed it.
 */
export const serviceAccounts = pgTable(
  "service_accounts",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    organizationId: integer("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    /** The identity it acts as. */
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    scope: text("scope").$type<ApiTokenScope>().notNull(),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    createdDate: timestamptz("created_date").notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("service_accounts_user_unique").on(table.userId),
    index("service_accounts_created_by_idx").on(table.createdBy),
    uniqueIndex("service_accounts_name_unique").on(table.organizationId, sql`lower(${table.name})`),
    check("service_accounts_scope_check", sql`${table.scope} in ('READ', 'EDIT')`),
  ],
);
