import { and, asc, eq, inArray } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { Db } from "../db/client";
import { aspectObligations, internalAuditObligations, legislationAssociations, legislations } from "../db/schema";
import { UnknownReferenceError } from "./errors";
import { recordLinks } from "./record-links";

// Binding obligations (entries of the legal register) named by another record: an aspect answers to
// them, an audit's scope checks them. A record names those of its organization's register or one above.

const obligationColumns = {
  id: legislationAssociations.id,
  legislationId: legislationAssociations.legislationId,
  organizationId: legislationAssociations.organizationId,
  titleEn: legislations.titleEn,
  titleDa: legislations.titleDa,
  shortName: legislations.shortName,
};

/** The binding obligations a record of the organizations given may name, by their acts' titles. */
export async function obligationChoices(db: Db, organizationIds: number[]) {
  return db
    .select(obligationColumns)
    .from(legislationAssociations)
    .innerJoin(legislations, eq(legislations.id, legislationAssociations.legislationId))
    .where(inArray(legislationAssociations.organizationId, organizationIds))
    .orderBy(asc(legislations.titleEn), asc(legislationAssociations.id));
}

/** The obligations named, without repeats, each an entry of the legal register of one of the organizations given. */
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

function linkedBy(link: {
  association: PgColumn;
  owner: PgColumn;
  table: typeof aspectObligations | typeof internalAuditObligations;
}) {
  return async (db: Db, ownerId: number) =>
    db
      .select(obligationColumns)
      .from(link.table)
      .innerJoin(legislationAssociations, eq(legislationAssociations.id, link.association))
      .innerJoin(legislations, eq(legislations.id, legislationAssociations.legislationId))
      .where(eq(link.owner, ownerId))
      .orderBy(asc(legislations.titleEn), asc(legislationAssociations.id));
}

/** The obligations an aspect answers to, and an audit's scope names. */
export const aspectObligationsOf = linkedBy({
  table: aspectObligations,
  owner: aspectObligations.aspectId,
  association: aspectObligations.associationId,
});
export const auditObligationsOf = linkedBy({
  table: internalAuditObligations,
  owner: internalAuditObligations.auditId,
  association: internalAuditObligations.associationId,
});

export const aspectObligationLinks = recordLinks(aspectObligations, "aspectId", "associationId");
export const auditObligationLinks = recordLinks(internalAuditObligations, "auditId", "associationId");
