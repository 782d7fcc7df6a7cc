import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, primaryKey, text, uniqueIndex } from "drizzle-orm/pg-core";
import type { DigestFrequency } from "../../domain/notifications";
import type { SystemPermission } from "../../domain/permissions";
import { auditStamps, timestamptz } from "./columns";
import { organizations } from "./organizations";

export const users = pgTable(
  "users",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    email: text("email").notNull(),
    name: text("name").notNull(),
    passwordHash: text("password_hash").notNull(),
    /** The user's chosen language; null until they choose, and then the browser's is used. */
    language: text("language", { enum: ["en", "da"] }),
    /** How often the digest of their notifications goes out (the mails of the topics they chose so). */
    digestFrequency: text("digest_frequency").$type<DigestFrequency>().notNull().default("DAILY"),
    systemPermissions: text("system_permissions")
      .array()
      .$type<SystemPermission[]>()
      .notNull()
      .default(sql`'{}'::text[]`),
    /**
     * Two-factor log-in (decision 041): the authenticator's secret, sealed with the application's key;
     * set while enrolling, and in force once `totp_enabled_at` is.
     */
    totpSecret: text("totp_secret"),
    totpEnabledAt: timestamptz("totp_enabled_at"),
    /** The time step of the last code taken: a code is taken once. */
    totpLastStep: integer("totp_last_step"),
    ...auditStamps,
  },
  (table) => [
    uniqueIndex("users_email_unique").on(sql`lower(${table.email})`),
    check("users_language_check", sql`${table.language} in ('en', 'da')`),
    check("users_digest_frequency_check", sql`${table.digestFrequency} in ('DAILY', 'WEEKLY')`),
  ],
);

/** A user's membership of an organization; it applies to the organization's whole subtree. */
export const memberships = pgTable(
  "memberships",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    organizationId: integer("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    scope: text("scope", { enum: ["READ", "EDIT", "MANAGE"] }).notNull(),
    jobTitle: text("job_title"),
    /** When the member was removed: their access ends, their records and history stay. */
    endedDate: timestamptz("ended_date"),
    ...auditStamps,
  },
  (table) => [
    uniqueIndex("memberships_org_user_unique").on(table.organizationId, table.userId),
    index("memberships_user_idx").on(table.userId),
    check("memberships_scope_check", sql`${table.scope} in ('READ', 'EDIT', 'MANAGE')`),
  ],
);

/** Server-side sessions: only a hash of the token is stored, so a database leak yields no live session. */
export const sessions = pgTable(
  "sessions",
  {
    tokenHash: text("token_hash").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    xsrfToken: text("xsrf_token").notNull(),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
    lastSeenAt: timestamptz("last_seen_at").notNull().defaultNow(),
    expiresAt: timestamptz("expires_at").notNull(),
  },
  (table) => [index("sessions_user_idx").on(table.userId), index("sessions_expires_idx").on(table.expiresAt)],
);

/** Failed log-ins, kept in the database so the rate limit holds across every app process. */
export const loginFailures = pgTable(
  "login_failures",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    account: text("account").notNull(),
    address: text("address").notNull(),
    at: timestamptz("at").notNull().defaultNow(),
  },
  (table) => [
    index("login_failures_account_idx").on(table.account, table.at),
    index("login_failures_address_idx").on(table.address, table.at),
  ],
);

/**
 * Addresses from which an account has logged in: the owner's own places, which the account-wide
 * slow-down of failed log-ins does not hold back.
 */
export const loginAddresses = pgTable(
  "login_addresses",
  {
    account: text("account").notNull(),
    address: text("address").notNull(),
    lastSuccessAt: timestamptz("last_success_at").notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.account, table.address] })],
);

export const passwordResetTokens = pgTable(
  "password_reset_tokens",
  {
    tokenHash: text("token_hash").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
    expiresAt: timestamptz("expires_at").notNull(),
    usedAt: timestamptz("used_at"),
  },
  (table) => [index("password_reset_tokens_user_idx").on(table.userId)],
);

/** ISO roles inside an organization (e.g. environmental coordinator), held by members. */
export const roles = pgTable(
  "roles",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    organizationId: integer("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    description: text("description"),
    ...auditStamps,
  },
  (table) => [
    index("roles_organization_idx").on(table.organizationId),
    // Two identical creates at the same moment both pass the service's check: the key decides.
    uniqueIndex("roles_organization_name_unique").on(table.organizationId, sql`lower(${table.name})`),
  ],
);

export const roleAssignments = pgTable(
  "role_assignments",
  {
    roleId: integer("role_id")
      .notNull()
      .references(() => roles.id, { onDelete: "cascade" }),
    membershipId: integer("membership_id")
      .notNull()
      .references(() => memberships.id, { onDelete: "cascade" }),
  },
  (table) => [
    primaryKey({ columns: [table.roleId, table.membershipId] }),
    index("role_assignments_membership_idx").on(table.membershipId),
  ],
);

/**
 * A user's POST sent with an Idempotency-Key, kept a day (decision 027): while it is under way a second
 * one with the same key waits for it, and after it succeeded gets its answer instead of a second record.
 */
export const submissionKeys = pgTable(
  "submission_keys",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    key: text("key").notNull(),
    /** The method and path the key was first sent with: the same key for another request is refused. */
    request: text("request").notNull(),
    /** The answer, once the request succeeded; null while it is under way. */
    status: integer("status"),
    contentType: text("content_type"),
    body: text("body"),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.key] }),
    index("submission_keys_created_idx").on(table.createdAt),
  ],
);

/** A user's recovery codes for two-factor log-in: ten, shown once, each taken once; only hashes are kept. */
export const recoveryCodes = pgTable(
  "recovery_codes",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    codeHash: text("code_hash").notNull(),
    usedAt: timestamptz("used_at"),
  },
  (table) => [index("recovery_codes_user_idx").on(table.userId)],
);
