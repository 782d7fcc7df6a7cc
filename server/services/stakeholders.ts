import { and, asc, eq, getTableColumns, ilike, or, type SQL } from "drizzle-orm";
import type { STAKEHOLDER_SORT_FIELDS } from "../api/contracts/stakeholders";
import type { SortField } from "../api/schemas/common";
import type { z } from "zod";
import type { Db } from "../db/client";
import { stakeholderAssociationFiles, stakeholderAssociations, stakeholders } from "../db/schema";
import type { associationUpdate, stakeholderInput } from "../api/contracts/stakeholders";
import type { StakeholderKind } from "../domain/stakeholders";
import type { KeysToCamel } from "../domain/wire-casing";
import { audit } from "./audit";
import { DuplicateError, isUniqueViolation, RecordNotFoundError } from "./errors";
import { ascOrDesc, sortsOf, pageWithTotal, totalOfMatches } from "./paging";
import { containsPattern } from "./text-search";
import { updateVersioned } from "./versioned";
import { attachedFiles, type AttachmentLink } from "./attachments";

export type StakeholderInput = KeysToCamel<z.output<typeof stakeholderInput>>;
export type StakeholderFilter = { q?: string; kind?: StakeholderKind; complianceObligation?: boolean };
type Sorting = { field: string; direction: "asc" | "desc" }[];
const SORTABLE = { name: stakeholders.name, kind: stakeholders.kind, city: stakeholders.city } satisfies Record<
  SortField<typeof STAKEHOLDER_SORT_FIELDS>,
  unknown
>;

function stakeholderConditions(filter: StakeholderFilter): SQL[] {
  const conditions: SQL[] = [];
  if (filter.q) {
    const pattern = containsPattern(filter.q);
    conditions.push(
      or(
        ilike(stakeholders.name, pattern),
        ilike(stakeholders.registrationNumber, pattern),
        ilike(stakeholders.city, pattern),
      )!,
    );
  }
  if (filter.kind) conditions.push(eq(stakeholders.kind, filter.kind));
  return conditions;
}

const orderOf = (sort: Sorting) => sortsOf(sort, SORTABLE).map(ascOrDesc);

export async function listStakeholders(
  db: Db,
  query: StakeholderFilter & { page: number; size: number; sort: Sorting },
) {
  const matches = db
    .select({ ...getTableColumns(stakeholders), total: totalOfMatches() })
    .from(stakeholders)
    .where(and(...stakeholderConditions(query)))
    .orderBy(...orderOf(query.sort), asc(stakeholders.name), asc(stakeholders.id));
  return pageWithTotal(matches.$dynamic(), query.page, query.size);
}

export async function getStakeholder(db: Db, id: number) {
  const [row] = await db.select().from(stakeholders).where(eq(stakeholders.id, id));
  return row ?? null;
}

/** Creates (no id) or updates a catalogue entry; a name the catalogue has is a duplicate. */
export async function saveStakeholder(
  db: Db,
  actor: { userId: number },
  input: StakeholderInput,
  existing?: { id: number; lastModifiedDate: string },
) {
  try {
    return await db.transaction(async (tx) => {
      let id: number;
      if (existing) {
        await updateVersioned(tx, stakeholders, eq(stakeholders.id, existing.id), existing.lastModifiedDate, input);
        id = existing.id;
      } else {
        const [row] = await tx.insert(stakeholders).values(input).returning({ id: stakeholders.id });
        id = row!.id;
      }
      await audit(tx, { ...actor, action: existing ? "update" : "create", entity: "stakeholder", entityId: id });
      return id;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new DuplicateError("A stakeholder with this name is in the catalogue");
    throw error;
  }
}

export async function listAssociations(
  db: Db,
  organizationId: number,
  query: StakeholderFilter & { page: number; size: number; sort: Sorting },
) {
  const matches = db
    .select({
      id: stakeholderAssociations.id,
      stakeholder: stakeholders,
      complianceObligation: stakeholderAssociations.complianceObligation,
      lastModifiedDate: stakeholderAssociations.lastModifiedDate,
      total: totalOfMatches(),
    })
    .from(stakeholderAssociations)
    .innerJoin(stakeholders, eq(stakeholders.id, stakeholderAssociations.stakeholderId))
    .where(
      and(
        eq(stakeholderAssociations.organizationId, organizationId),
        query.complianceObligation === undefined
          ? undefined
          : eq(stakeholderAssociations.complianceObligation, query.complianceObligation),
        ...stakeholderConditions(query),
      ),
    )
    .orderBy(...orderOf(query.sort), asc(stakeholders.name), asc(stakeholderAssociations.id));
  return pageWithTotal(matches.$dynamic(), query.page, query.size);
}

export const stakeholderAssociationFileLink: AttachmentLink = {
  table: stakeholderAssociationFiles,
  owner: stakeholderAssociationFiles.associationId,
  file: stakeholderAssociationFiles.fileId,
  entity: "stakeholder_association",
};

export async function getAssociation(db: Db, organizationId: number, id: number) {
  const [row] = await db
    .select({ association: stakeholderAssociations, stakeholder: stakeholders })
    .from(stakeholderAssociations)
    .innerJoin(stakeholders, eq(stakeholders.id, stakeholderAssociations.stakeholderId))
    .where(and(eq(stakeholderAssociations.id, id), eq(stakeholderAssociations.organizationId, organizationId)));
  if (!row) return null;
  return {
    ...row.association,
    stakeholder: row.stakeholder,
    files: await attachedFiles(db, stakeholderAssociationFileLink, id),
  };
}

/** Adds a catalogue stakeholder to the organization: the entry's id, and whether it is new. */
export async function associate(db: Db, actor: { userId: number }, organizationId: number, stakeholderId: number) {
  return db.transaction(async (tx) => {
    if (!(await getStakeholder(tx, stakeholderId))) throw new RecordNotFoundError();
    const [row] = await tx
      .insert(stakeholderAssociations)
      .values({ organizationId, stakeholderId })
      .onConflictDoNothing()
      .returning({ id: stakeholderAssociations.id });
    if (row) {
      return { id: row.id, created: true };
    }
    const [existing] = await tx
      .select({ id: stakeholderAssociations.id })
      .from(stakeholderAssociations)
      .where(
        and(
          eq(stakeholderAssociations.organizationId, organizationId),
          eq(stakeholderAssociations.stakeholderId, stakeholderId),
        ),
      );
    return { id: existing!.id, created: false };
  });
}

export type AssociationUpdate = KeysToCamel<z.output<typeof associationUpdate>>;

export async function updateAssociation(
  db: Db,
  actor: { userId: number },
  organizationId: number,
  id: number,
  { lastModifiedDate, ...input }: AssociationUpdate,
) {
  await db.transaction(async (tx) => {
    await updateVersioned(
      tx,
      stakeholderAssociations,
      and(eq(stakeholderAssociations.id, id), eq(stakeholderAssociations.organizationId, organizationId))!,
      lastModifiedDate,
      input,
    );
  });
}
