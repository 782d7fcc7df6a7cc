import { and, eq, inArray } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Db } from "../db/client";
import {
  aspects,
  auditFindings,
  complianceEvaluations,
  events,
  internalAudits,
  managementReviews,
  objectives,
  risks,
} from "../db/schema";
import type { ActionSource } from "../domain/actions";
import { isReadOnly } from "../domain/events";
import { RefusedError, UnknownReferenceError } from "./errors";

// What an action answers (decision 030): a record of the organization or one below it, and the action
// is kept where that record is. One rule per source; an action of its own (NONE) is kept where it is planned.

export const closedRefusal = (path: string) =>
  new RefusedError([
    { path, code: "event_closed", message: "A closed event's actions change only once it is reopened" },
  ]);

type SourceIds = {
  eventId: number | null;
  riskId: number | null;
  aspectId: number | null;
  evaluationId: number | null;
  auditFindingId: number | null;
  objectiveId: number | null;
  reviewId: number | null;
};
type Found = { organizationId: number; status?: string };
type SourceRule = {
  source: Exclude<ActionSource, "NONE">;
  key: keyof SourceIds;
  /** The input's field, as the API names it, and the record, for the refusal. */
  path: string;
  what: string;
  find(tx: Db, below: number[], id: number): Promise<Found | undefined>;
  /** A further check of the record found. */
  check?(found: Found): void;
};

/** A record with its own organization column: found within the organizations given. */
const keptBy =
  (table: PgTable, id: PgColumn, organizationId: PgColumn) => async (tx: Db, below: number[], recordId: number) => {
    const [row] = await tx
      .select({ organizationId })
      .from(table)
      .where(and(eq(id, recordId), inArray(organizationId, below)));
    return row as Found | undefined;
  };

const RULES: SourceRule[] = [
  {
    source: "EVENT",
    key: "eventId",
    path: "event_id",
    what: "event",
    async find(tx, below, id) {
      const [event] = await tx
        .select({ organizationId: events.organizationId, status: events.status })
        .from(events)
        .where(and(eq(events.id, id), inArray(events.organizationId, below)));
      return event;
    },
    check(event) {
      if (isReadOnly(event.status as Parameters<typeof isReadOnly>[0])) throw closedRefusal("event_id");
    },
  },
  { source: "RISK", key: "riskId", path: "risk_id", what: "risk", find: keptBy(risks, risks.id, risks.organizationId) },
  {
    source: "ASPECT",
    key: "aspectId",
    path: "aspect_id",
    what: "aspect",
    find: keptBy(aspects, aspects.id, aspects.organizationId),
  },
  {
    source: "EVALUATION",
    key: "evaluationId",
    path: "evaluation_id",
    what: "evaluation",
    find: keptBy(complianceEvaluations, complianceEvaluations.id, complianceEvaluations.organizationId),
  },
  {
    source: "AUDIT_FINDING",
    key: "auditFindingId",
    path: "audit_finding_id",
    what: "audit finding",
    // A finding is kept by its audit's organization.
    async find(tx, below, id) {
      const [finding] = await tx
        .select({ organizationId: internalAudits.organizationId })
        .from(auditFindings)
        .innerJoin(internalAudits, eq(internalAudits.id, auditFindings.auditId))
        .where(and(eq(auditFindings.id, id), inArray(internalAudits.organizationId, below)));
      return finding;
    },
  },
  {
    source: "OBJECTIVE",
    key: "objectiveId",
    path: "objective_id",
    what: "objective",
    find: keptBy(objectives, objectives.id, objectives.organizationId),
  },
  {
    source: "REVIEW",
    key: "reviewId",
    path: "review_id",
    what: "management review",
    find: keptBy(managementReviews, managementReviews.id, managementReviews.organizationId),
  },
];

/** Where the action is kept and what it answers: the source's organization, or the active one for its own. */
export async function sourceOf(tx: Db, scope: { organizationId: number; below: number[] }, input: SourceIds) {
  for (const rule of RULES) {
    const id = input[rule.key];
    if (id === null) continue;
    const found = await rule.find(tx, scope.below, id);
    if (!found) throw new UnknownReferenceError(rule.path, `No such ${rule.what} of this organization`);
    rule.check?.(found);
    return { source: rule.source as ActionSource, organizationId: found.organizationId };
  }
  return { source: "NONE" as ActionSource, organizationId: scope.organizationId };
}
