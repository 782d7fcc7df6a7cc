import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { controlledDocuments, internalAuditProcedures } from "../db/schema";
import { UnknownReferenceError } from "./errors";
import { recordLinks } from "./record-links";

// The procedures an audit's scope names (decision 037): those of the organization, of one above it (the
// group's) and of one below it (a department's own), each a checklist line of its own.

/**
 * A procedure's title in a language: its latest revision's, or its draft's before the first. The subquery
 * names its outer table (drizzle renders a lone column without it, which the revisions' own `id` would take).
 */
const titleIn = (language: "en" | "da") =>
  sql<string | null>`coalesce((select r.texts->${language}->>'title' from controlled_document_revisions r
    where r.document_id = ${controlledDocuments}.id order by r.major desc, r.minor desc limit 1),
    ${controlledDocuments}.draft->${language}->>'title')`;

const procedureColumns = {
  id: controlledDocuments.id,
  organizationId: controlledDocuments.organizationId,
  en: titleIn("en"),
  da: titleIn("da"),
};

/** A procedure written in one language only carries that title in both. */
const titled = ({
  en,
  da,
  ...procedure
}: {
  id: number;
  organizationId: number;
  en: string | null;
  da: string | null;
}) => ({
  ...procedure,
  titleEn: en ?? da ?? "",
  titleDa: da ?? en ?? "",
});

const isProcedure = eq(controlledDocuments.kind, "PROCEDURE");
const byTitle = asc(sql`lower(coalesce(${titleIn("en")}, ${titleIn("da")}))`);

/** The procedures an audit of the organization may name: those of the organizations it sees. */
export async function procedureChoices(db: Db, visible: number[]) {
  const rows = await db
    .select(procedureColumns)
    .from(controlledDocuments)
    .where(and(isProcedure, inArray(controlledDocuments.organizationId, visible)))
    .orderBy(byTitle, asc(controlledDocuments.id));
  return rows.map(titled);
}

/** The procedures the audit's scope names, by title. */
export async function auditProceduresOf(db: Db, auditId: number) {
  const rows = await db
    .select(procedureColumns)
    .from(internalAuditProcedures)
    .innerJoin(controlledDocuments, eq(controlledDocuments.id, internalAuditProcedures.documentId))
    .where(eq(internalAuditProcedures.auditId, auditId))
    .orderBy(byTitle, asc(controlledDocuments.id));
  return rows.map(titled);
}

/** The procedures named, without repeats, each a procedure (not a policy) of an organization the audit's organization sees. */
export async function checkProcedures(tx: Db, visible: number[], procedureIds: number[]) {
  const ids = [...new Set(procedureIds)];
  if (ids.length === 0) return ids;
  const found = await tx
    .select({ id: controlledDocuments.id })
    .from(controlledDocuments)
    .where(
      and(isProcedure, inArray(controlledDocuments.id, ids), inArray(controlledDocuments.organizationId, visible)),
    );
  if (found.length !== ids.length) {
    throw new UnknownReferenceError("procedure_ids", "Not a procedure of this organization, one above or one below it");
  }
  return ids;
}

export const auditProcedureLinks = recordLinks(internalAuditProcedures, "auditId", "documentId");
