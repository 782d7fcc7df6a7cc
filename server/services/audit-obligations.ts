import { and, asc, eq, inArray } from "drizzle-orm";
import type { Db } from "../db/client";
import { internalAuditObligations, legislationAssociations, legislations } from "../db/schema";
import { UnknownReferenceError } from "./errors";

const obligationColumns = {
  id: legislationAssociations.id,
  legislationId: legislationAssociations.legislationId,
  organizationId: legislationAssociations.organizationId,
  titleEn: legislations.titleEn,
  titleDa: legislations.titleDa,
  shortName: legislations.shortName,
};

/** The binding obligations an audit's scope names, by their acts' titles. */
export async function obligationsOf(db: Db, auditId: number) {
  return db
    .select(obligationColumns)
    .from(internalAuditObligations)
    .innerJoin(legislationAssociations, eq(legislationAssociations.id, internalAuditObligations.associationId))
    .innerJoin(legislations, eq(legislations.id, legislationAssociations.legislationId))
    .where(eq(internalAuditObligations.auditId, auditId))
    .orderBy(asc(legislations.titleEn), asc(legislationAssociations.id));
}

/** The obligations named, each an entry of the legal register of the organization or one above it. */
export async function checkObligations(tx: Db, visible: number[], obligationIds: number[]) {
  const ids = [...new Set(obligationIds)];
  if (ids.length === 0) return ids;
  const found = await tx
    .select({ id: legislationAssociations.id })
    .from(legislationAssociations)
    .where(and(inArray(legislationAssociations.id, ids), inArray(legislationAssociations.organizationId, visible)));
  if (found.length !== ids.length) {
    throw new UnknownReferenceError("obligation_ids", "Not a binding obligation of this organization or one above it");
  }
  return ids;
}

export async function keepObligations(tx: Db, auditId: number, obligationIds: number[]) {
  await tx.delete(internalAuditObligations).where(eq(internalAuditObligations.auditId, auditId));
  if (obligationIds.length) {
    await tx
      .insert(internalAuditObligations)
      .values(obligationIds.map((associationId) => ({ auditId, associationId })));
  }
}
