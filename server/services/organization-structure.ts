import { and, eq, getTableColumns, getTableName, gt, is, sql } from "drizzle-orm";
import { PgTable } from "drizzle-orm/pg-core";
import { queryRows, type Db } from "../db/client";
import * as schema from "../db/schema";
import { files, organizations, users } from "../db/schema";
import type { IsoStandard } from "../domain/standards";
import { LOGO_CONTENT_TYPES, LOGO_MAX_BYTES } from "../domain/logo";
import { InUseError, RecordNotFoundError, RefusedError, UnknownReferenceError, type HeldRecords } from "./errors";
import { settleReportDeadlines } from "./events";
import { updateVersioned } from "./versioned";

export type OrganizationDetails = {
  name: string;
  naceCode?: string | null;
  registrationNumber?: string | null;
  address?: string | null;
  zipCode?: string | null;
  city?: string | null;
  countryAlpha2?: string | null;
  email?: string | null;
  phone?: string | null;
  isoStandards?: IsoStandard[];
  sdsReviewYears?: number;
  membersReportEvents?: boolean;
  requireTwoFactor?: boolean;
  reminderDays?: number[];
  escalationDays?: number | null;
  /** Undefined keeps the logo; null takes it away. */
  logoFileId?: number | null;
};

type Actor = { userId: number };
type Organization = typeof organizations.$inferSelect;

// The audit log names organizations without holding them: its rows are history, not records. A
// calendar subscription and an API token are their user's, not the organization's, and a service account is
// an integration's way in: they go with the organization, as do
// the records of recalculated emissions, which are history of its meters (the meters hold it). A
// waste registration repeats its handler's organization for the report: the handler holds it.
// A notification is its user's message about a record, and goes with it too. A search entry is the index's
// copy of a record, kept by the database. A single sign-on connection is the company's way in (decision 047),
// not a record: it goes with the organization. A held safety data sheet waits a day for its uploader
// (decision 045), as a pending import does.
const NOT_RECORDS = new Set([
  "api_tokens",
  "audit_log",
  "calendar_feeds",
  "emission_recalculations",
  "held_sheets",
  "import_mappings",
  "notifications",
  "pending_imports",
  "search_entries",
  "service_accounts",
  "sso_connections",
  "waste_registrations",
  "webhook_endpoints",
]);

/**
 * Every table whose rows belong to an organization, read from the schema: a module's new table counts
 * as a record without anyone listing it here.
 */
export const RECORD_TABLES: readonly string[] = (Object.values(schema) as unknown[])
  .filter((table): table is PgTable => is(table, PgTable) && "organizationId" in getTableColumns(table))
  .map((table) => getTableName(table))
  .filter((name) => !NOT_RECORDS.has(name))
  .sort();

/** Every table whose rows may be placed in a department of their organization. */
export const DEPARTMENT_TABLES: readonly string[] = (Object.values(schema) as unknown[])
  .filter((table): table is PgTable => is(table, PgTable) && "departmentId" in getTableColumns(table))
  .map((table) => getTableName(table))
  .sort();

/**
 * What keeps an organization in place: its records (its own logo aside), the records placed in it as
 * their department (removing it would leave them placed nowhere), and the organizations below it.
 */
export async function heldRecords(db: Db, organization: Pick<Organization, "id" | "logoFileId">): Promise<HeldRecords> {
  const placed = DEPARTMENT_TABLES.map(
    (table) =>
      sql`select ${table}::text as kind, count(*)::int as count from ${sql.identifier(table)}
          where department_id = ${organization.id}`,
  );
  const counts = RECORD_TABLES.map(
    (table) =>
      sql`select ${table}::text as kind, count(*)::int as count from ${sql.identifier(table)}
          where organization_id = ${organization.id}${
            table === "files" ? sql` and id is distinct from ${organization.logoFileId}` : sql``
          }`,
  );
  const below = sql`select case type when 'DEPARTMENT' then 'departments' else 'subsidiaries' end as kind,
      count(*)::int as count from organizations where parent_id = ${organization.id} group by type`;
  const rows = await queryRows<{ kind: string; count: number }>(
    db,
    sql`select kind, sum(count)::int as count from (${sql.join([...counts, ...placed, below], sql` union all `)}) as held
        group by kind order by kind`,
  );
  return rows.filter((row) => row.count > 0).map((row) => ({ kind: row.kind, count: Number(row.count) }));
}

/**
 * Locks the organization for the rest of the transaction: a row that references it takes a key-share
 * lock, so no record can be added between the check that it holds none and the move or removal.
 */
async function lockOrganization(tx: Db, id: number) {
  const [row] = await tx.select().from(organizations).where(eq(organizations.id, id)).for("update");
  if (!row) throw new RecordNotFoundError();
  return row;
}

async function checkLogo(tx: Db, organizationId: number, fileId: number | null | undefined) {
  if (fileId == null) return;
  const [file] = await tx.select().from(files).where(eq(files.id, fileId));
  if (!file || file.organizationId !== organizationId || file.deleted) {
    throw new UnknownReferenceError("logo_file_id", "No such file of this organization");
  }
  if (!LOGO_CONTENT_TYPES.includes(file.contentType) || file.size > LOGO_MAX_BYTES) {
    throw new UnknownReferenceError("logo_file_id", "A logo is a PNG, JPEG or WebP image of at most 1 MB");
  }
}

/**
 * Changes an organization's details and, given a new parent, moves it there: only while it holds no
 * records and has nothing below it, since records are seen from where they sit in the tree.
 */
export async function updateOrganization(
  db: Db,
  actor: Actor,
  organizationId: number,
  details: OrganizationDetails,
  lastModifiedDate: string,
  parentId?: number,
) {
  return db.transaction(async (tx) => {
    const current = await lockOrganization(tx, organizationId);
    await checkLogo(tx, organizationId, details.logoFileId);
    if (details.requireTwoFactor && !current.requireTwoFactor) await checkOwnSecondFactor(tx, actor.userId);
    const moves = parentId !== undefined && parentId !== current.parentId;
    if (moves) {
      const held = await heldRecords(tx, current);
      if (held.length > 0) throw new InUseError(held);
      const [parent] = await tx.select().from(organizations).where(eq(organizations.id, parentId));
      if (!parent || (current.type === "COMPANY" && parent.type !== "COMPANY") || parent.lineage.includes(current.id)) {
        throw new UnknownReferenceError("parent_id", "Not a place this organization can move to");
      }
    }
    const row = await updateVersioned(tx, organizations, eq(organizations.id, organizationId), lastModifiedDate, {
      ...details,
      ...(moves ? { parentId } : {}),
    });
    // An accident's reporting rule is its country's: a new country moves the open accidents' deadlines.
    if (details.countryAlpha2 !== undefined && details.countryAlpha2 !== current.countryAlpha2) {
      const below = await tx
        .select({ id: organizations.id })
        .from(organizations)
        .where(sql`${organizationId} = any(${organizations.lineage})`);
      await settleReportDeadlines(
        tx,
        below.map((unit) => unit.id),
      );
    }
    return row;
  });
}

/** A manager who requires a second factor has one: else the rule would lock them out on the spot. */
async function checkOwnSecondFactor(tx: Db, userId: number) {
  const [user] = await tx.select({ enabledAt: users.totpEnabledAt }).from(users).where(eq(users.id, userId));
  if (!user?.enabledAt) {
    throw new RefusedError([
      {
        path: "require_two_factor",
        code: "two_factor_yourself_first",
        message: "Turn on two-factor log-in for your own account first",
      },
    ]);
  }
}

/** How long an identical new unit under the same parent counts as the same form sent again. */
const REPEAT_WINDOW = "2 minutes";

/**
 * Adds a department or a subsidiary company under `parentId`. A form sent twice (a double click
 * without script sends both) is answered with the unit the first one made: the parent's lock makes
 * the second wait for the first, then find it.
 */
export async function createChildOrganization(
  db: Db,
  actor: Actor,
  parentId: number,
  type: "COMPANY" | "DEPARTMENT",
  details: OrganizationDetails,
) {
  return db.transaction(async (tx) => {
    await lockOrganization(tx, parentId);
    if (details.requireTwoFactor) await checkOwnSecondFactor(tx, actor.userId);
    const { logoFileId: _logo, ...fields } = details;
    const [repeated] = await tx
      .select()
      .from(organizations)
      .where(
        and(
          eq(organizations.parentId, parentId),
          eq(organizations.type, type),
          eq(organizations.name, fields.name),
          gt(organizations.createdDate, sql`now() - ${REPEAT_WINDOW}::interval`),
        ),
      )
      .limit(1);
    if (repeated) return repeated;
    const [row] = await tx
      .insert(organizations)
      .values({ ...fields, parentId, type })
      .returning();
    return row!;
  });
}

/** Removes a department or subsidiary that holds no records and has nothing below it. */
export async function removeChildOrganization(db: Db, actor: Actor, organizationId: number) {
  await db.transaction(async (tx) => {
    const current = await lockOrganization(tx, organizationId);
    const held = await heldRecords(tx, current);
    if (held.length > 0) throw new InUseError(held);
    await tx.update(organizations).set({ logoFileId: null }).where(eq(organizations.id, organizationId));
    await tx.delete(files).where(eq(files.organizationId, organizationId));
    await tx.delete(organizations).where(eq(organizations.id, organizationId));
  });
}
