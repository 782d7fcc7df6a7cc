import { and, desc, eq, getTableColumns, ilike, inArray, lt, or, sql, type SQL } from "drizzle-orm";
import type { WASTE_HANDLER_SORT_FIELDS } from "../api/schemas/waste";
import type { SortField } from "../api/schemas/common";
import { alias } from "drizzle-orm/pg-core";
import type { z } from "zod";
import type { Db } from "../db/client";
import {
  memberships,
  organizations,
  stakeholders,
  wasteArrangements,
  wasteBulkRegistrations,
  wasteHandlerAssociationFiles,
  wasteHandlerAssociations,
  wasteRegistrations,
  users,
} from "../db/schema";
import type { wasteHandlerAssociationInput } from "../api/schemas/waste";
import type { Language } from "../domain/standards";
import type { DateOnly, KeysToCamel } from "../domain/wire-casing";
import { DuplicateError, isUniqueViolation, RefusedError, UnknownReferenceError } from "./errors";
import { orderOf, pageWithTotal, totalOfMatches } from "./paging";
import { containsPattern } from "./text-search";
import { checkResponsibleMember } from "./responsible-member";
import { queueCreates } from "./twins";
import { updateVersioned } from "./versioned";
import { arrangementsOf } from "./waste-arrangements";
import { attachedFiles, type AttachmentLink } from "./attachments";

export type WasteHandlerInput = KeysToCamel<z.output<typeof wasteHandlerAssociationInput>>;
/** Where a handler may be taken on (`below`), and whose people may answer for it (`visible`). */
export type WasteScope = { organizationId: number; below: number[]; visible: number[] };
type Actor = { userId: number };
type Sorting = { field: string; direction: "asc" | "desc" }[];
export type WasteHandlerFilter = {
  q?: string;
  expired?: boolean;
  responsibleMemberId?: number;
  page: number;
  size: number;
  sort: Sorting;
};

const association = wasteHandlerAssociations;
const owner = alias(organizations, "owner");
const activeArrangements = sql<number>`(select count(*)::int from ${wasteArrangements} where ${wasteArrangements.associationId} = ${association.id} and ${wasteArrangements.active})`;
const lastPerformedAt = sql<DateOnly | null>`(select max(${wasteBulkRegistrations.performedAt}) from ${wasteBulkRegistrations} where ${wasteBulkRegistrations.associationId} = ${association.id})`;

const summaryColumns = {
  ...getTableColumns(association),
  handlerName: stakeholders.name,
  organizationName: owner.name,
  responsibleName: users.name,
  activeArrangements,
  lastPerformedAt,
};
type Row = typeof association.$inferSelect & {
  handlerName: string;
  organizationName: string;
  responsibleName: string | null;
  activeArrangements: number;
  lastPerformedAt: DateOnly | null;
};

const summaryOf =
  (today: DateOnly) =>
  ({ handlerName, organizationName, responsibleName, ...row }: Row) => ({
    ...row,
    handler: { id: row.stakeholderId, name: handlerName },
    organization: { id: row.organizationId, name: organizationName },
    responsibleMember:
      row.responsibleMemberId === null ? null : { id: row.responsibleMemberId, name: responsibleName ?? "" },
    registrationExpired: row.registrationValidUntil !== null && row.registrationValidUntil < today,
  });

const SORTABLE = {
  handler: sql`lower(${stakeholders.name})`,
  registration_valid_until: sql`${association.registrationValidUntil}`,
  last_performed_at: lastPerformedAt,
} satisfies Record<SortField<typeof WASTE_HANDLER_SORT_FIELDS>, SQL>;

function conditions(organizationIds: number[], filter: WasteHandlerFilter, today: DateOnly) {
  const found: SQL[] = [inArray(association.organizationId, organizationIds)];
  if (filter.q) {
    const pattern = containsPattern(filter.q);
    const searched = [
      stakeholders.name,
      association.registrationNumber,
      association.contactName,
      association.contactEmail,
    ];
    found.push(or(...searched.map((column) => ilike(column, pattern)))!);
  }
  if (filter.expired) found.push(lt(association.registrationValidUntil, today));
  if (filter.responsibleMemberId) found.push(eq(association.responsibleMemberId, filter.responsibleMemberId));
  return found;
}

/** The associations with the names of their handler, organization and responsible member. */
function selectSummaries(db: Db) {
  return db
    .select({ ...summaryColumns, total: totalOfMatches() })
    .from(association)
    .innerJoin(stakeholders, eq(stakeholders.id, association.stakeholderId))
    .innerJoin(owner, eq(owner.id, association.organizationId))
    .leftJoin(memberships, eq(memberships.id, association.responsibleMemberId))
    .leftJoin(users, eq(users.id, memberships.userId));
}

/** A page of the handlers of the organizations given (a holding sees its companies'), and their total. */
export async function listWasteHandlers(
  db: Db,
  organizationIds: number[],
  filter: WasteHandlerFilter,
  today: DateOnly,
) {
  const fallback = sql`lower(${stakeholders.name}) asc, ${association.id} asc`;
  const matches = selectSummaries(db)
    .where(and(...conditions(organizationIds, filter, today)))
    .orderBy(orderOf(filter.sort, SORTABLE, fallback), association.id);
  const page = await pageWithTotal(matches.$dynamic(), filter.page, filter.size);
  return { total: page.total, rows: (page.rows as Row[]).map(summaryOf(today)) };
}

export const wasteHandlerFileLink: AttachmentLink = {
  table: wasteHandlerAssociationFiles,
  owner: wasteHandlerAssociationFiles.associationId,
  file: wasteHandlerAssociationFiles.fileId,
  entity: "waste_handler_association",
};

/** The handler with its files, arrangements and monthly statements (newest first). */
export async function getWasteHandler(
  db: Db,
  organizationIds: number[],
  id: number,
  language: Language,
  today: DateOnly,
) {
  const [row] = await selectSummaries(db).where(
    and(eq(association.id, id), inArray(association.organizationId, organizationIds)),
  );
  if (!row) return null;
  const [attached, arrangements, bulkRegistrations] = await Promise.all([
    attachedFiles(db, wasteHandlerFileLink, id),
    arrangementsOf(db, [id], language),
    db
      .select({
        id: wasteBulkRegistrations.id,
        performedAt: wasteBulkRegistrations.performedAt,
        lines: sql<number>`count(${wasteRegistrations.id})::int`,
        tonnes: sql<number>`coalesce(sum(${wasteRegistrations.tonnes}), 0)`.mapWith(Number),
        estimatedLines: sql<number>`count(*) filter (where ${wasteRegistrations.estimated})::int`,
      })
      .from(wasteBulkRegistrations)
      .leftJoin(wasteRegistrations, eq(wasteRegistrations.bulkRegistrationId, wasteBulkRegistrations.id))
      .where(eq(wasteBulkRegistrations.associationId, id))
      .groupBy(wasteBulkRegistrations.id)
      .orderBy(desc(wasteBulkRegistrations.performedAt)),
  ]);
  return {
    ...summaryOf(today)(row as Row),
    files: attached,
    arrangements,
    bulkRegistrations: bulkRegistrations.map((bulk) => ({ ...bulk, tonnes: Math.round(bulk.tonnes * 1e6) / 1e6 })),
  };
}

/** The association's id if it belongs to one of the organizations given. */
export async function wasteHandlerIn(db: Db, organizationIds: number[], id: number) {
  const [row] = await db
    .select({ id: association.id, organizationId: association.organizationId })
    .from(association)
    .where(and(eq(association.id, id), inArray(association.organizationId, organizationIds)));
  return row ?? null;
}

async function checkHandler(db: Db, stakeholderId: number) {
  const [found] = await db
    .select({ kind: stakeholders.kind })
    .from(stakeholders)
    .where(eq(stakeholders.id, stakeholderId));
  if (!found) throw new UnknownReferenceError("stakeholder_id", "No such stakeholder");
  if (found.kind !== "WASTE_HANDLER") {
    throw new RefusedError([{ path: "stakeholder_id", code: "not_a_waste_handler", message: "Not a waste handler" }]);
  }
}

/**
 * Takes on a handler: its id, and whether it is new. An organization has one association per
 * handler, so taking the same one on again (a double click) answers the first, unchanged.
 */
export async function takeOnWasteHandler(db: Db, actor: Actor, scope: WasteScope, input: WasteHandlerInput) {
  await checkHandler(db, input.stakeholderId);
  return db.transaction(async (tx) => {
    await checkResponsibleMember(tx, scope.visible, input.responsibleMemberId);
    await queueCreates(tx, "waste_handler_associations", scope.organizationId);
    const [twin] = await tx
      .select({ id: association.id })
      .from(association)
      .where(
        and(eq(association.organizationId, scope.organizationId), eq(association.stakeholderId, input.stakeholderId)),
      );
    if (twin) return { id: twin.id, created: false };
    const [row] = await tx
      .insert(association)
      .values({ ...input, organizationId: scope.organizationId })
      .returning({ id: association.id });
    return { id: row!.id, created: true };
  });
}

export async function updateWasteHandler(
  db: Db,
  actor: Actor,
  scope: WasteScope,
  id: number,
  input: WasteHandlerInput,
  lastModifiedDate: string,
) {
  await checkHandler(db, input.stakeholderId);
  await db.transaction(async (tx) => {
    await checkResponsibleMember(tx, scope.visible, input.responsibleMemberId);
    const where = and(eq(association.id, id), inArray(association.organizationId, scope.below))!;
    await updateVersioned(tx, association, where, lastModifiedDate, input).catch((error: unknown) => {
      throw duplicateHandler(error);
    });
  });
}

const duplicateHandler = (error: unknown) =>
  isUniqueViolation(error) ? new DuplicateError("The organization has this waste handler already") : error;
