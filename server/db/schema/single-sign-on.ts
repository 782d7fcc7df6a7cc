import { sql } from "drizzle-orm";
import { boolean, check, integer, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import type { SsoDefaultScope } from "../../domain/single-sign-on";
import { auditStamps } from "./columns";
import { organizations } from "./organizations";

/**
 * A company's single sign-on with an OpenID Connect provider (decision 047): the issuer, the client
 * registered there and its secret (sealed: the server needs it for the code exchange), whether a
 * person the provider vouches for is made a member on first sign-in, and whether passwords still work.
 */
export const ssoConnections = pgTable(
  "sso_connections",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    organizationId: integer("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    issuer: text("issuer").notNull(),
    clientId: text("client_id").notNull(),
    clientSecretSealed: text("client_secret_sealed").notNull(),
    enabled: boolean("enabled").notNull().default(true),
    createUsers: boolean("create_users").notNull().default(false),
    defaultScope: text("default_scope").$type<SsoDefaultScope>().notNull().default("READ"),
    passwordLoginDisabled: boolean("password_login_disabled").notNull().default(false),
    ...auditStamps,
  },
  (table) => [
    uniqueIndex("sso_connections_organization_unique").on(table.organizationId),
    check("sso_connections_default_scope_check", sql`${table.defaultScope} in ('READ', 'EDIT')`),
  ],
);
