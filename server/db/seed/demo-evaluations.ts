import { and, eq } from "drizzle-orm";
import type { Db } from "../client";
import { actions, complianceEvaluations, legislationAssociations, legislations, memberships, users } from "../schema";
import type { ActionKind } from "../../domain/actions";
import type { EvaluationResult } from "../../domain/compliance-evaluation";
import { followNewest } from "../../services/compliance-evaluations";
import { dayOffset as day } from "./demo-events";

type EvaluationSeed = {
  daysAgo: number;
  result: EvaluationResult;
  evidence: string;
  action?:
    { title: string; kind: ActionKind; dueInDays: number } | { title: string; kind: ActionKind; doneDaysAgo: number };
};

/**
 * The chemicals company's evaluations of its legal register (ISO 14001 9.1.2): the permit compliant a
 * year ago and now found short on its zinc condition with an action under way, the crane's late
 * inspection answered, REACH past its next evaluation, waste never evaluated.
 */
const EVALUATIONS: Record<string, EvaluationSeed[]> = {
  Miljøbeskyttelsesloven: [
    {
      daysAgo: 410,
      result: "COMPLIANT",
      evidence:
        "Permit conditions checked one by one against the control book: wastewater samples, noise measurement and the yearly report to the municipality all within the conditions.",
    },
    {
      daysAgo: 44,
      result: "NOT_COMPLIANT",
      evidence:
        "The wastewater sample of last month (Eurofins Miljø, in the control book) showed zinc above the permit's limit value for the discharge; the earlier samples were close to it.",
      action: {
        title: "Add a zinc precipitation step before the wastewater discharge",
        kind: "CORRECTIVE",
        dueInDays: 60,
      },
    },
  ],
  CLP: [
    {
      daysAgo: 280,
      result: "COMPLIANT",
      evidence:
        "Labels of the mixtures we produce checked against their current safety data sheets; none missing a hazard statement.",
    },
  ],
  REACH: [
    {
      daysAgo: 450,
      result: "COMPLIANT",
      evidence:
        "Registration numbers of the two imported substances confirmed in ECHA's database; supplier safety data sheets current.",
    },
  ],
  "Work Equipment Directive": [
    {
      daysAgo: 170,
      result: "PARTLY_COMPLIANT",
      evidence: "Forklifts inspected on time; the overhead crane's yearly inspection was three weeks late.",
      action: {
        title: "Book the crane's yearly inspection a month ahead in the control book",
        kind: "CORRECTIVE",
        doneDaysAgo: 150,
      },
    },
  ],
};

export async function seedDemoEvaluations(db: Db, organizationIds: Map<string, number>) {
  const organizationId = organizationIds.get("Nordvik Chemicals A/S")!;
  const [evaluator] = await db
    .select({ id: memberships.id })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(eq(users.email, "manager@demo.example"));
  for (const [shortName, seeds] of Object.entries(EVALUATIONS)) {
    const [association] = await db
      .select({ id: legislationAssociations.id, period: legislationAssociations.evaluationPeriod })
      .from(legislationAssociations)
      .innerJoin(legislations, eq(legislations.id, legislationAssociations.legislationId))
      .where(and(eq(legislationAssociations.organizationId, organizationId), eq(legislations.shortName, shortName)));
    if (!association) continue;
    for (const seed of seeds) {
      const [row] = await db
        .insert(complianceEvaluations)
        .values({
          organizationId,
          associationId: association.id,
          evaluatedOn: day(-seed.daysAgo),
          result: seed.result,
          evidence: seed.evidence,
          evaluatorId: evaluator?.id ?? null,
        })
        .returning({ id: complianceEvaluations.id });
      if (!seed.action) continue;
      const doneOn = "doneDaysAgo" in seed.action ? day(-seed.action.doneDaysAgo) : null;
      await db.insert(actions).values({
        organizationId,
        source: "EVALUATION",
        evaluationId: row!.id,
        title: seed.action.title,
        kind: seed.action.kind,
        ownerId: evaluator?.id ?? null,
        dueDate: "dueInDays" in seed.action ? day(seed.action.dueInDays) : doneOn,
        status: doneOn ? "DONE" : "IN_PROGRESS",
        doneDate: doneOn,
      });
    }
    await followNewest(db, association.id, association.period);
  }
}
