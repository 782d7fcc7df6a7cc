import type { Context } from "hono";
import { businessToday } from "../domain/recurrence";
import { camelKeys, type DateOnly } from "../domain/wire-casing";
import {
  evaluationsOf,
  getEvaluation,
  recordEvaluation,
  removeEvaluation,
  setIntervals,
} from "../services/compliance-evaluations";
import { listStandings, standingsByOrganization } from "../services/compliance-standings";
import { getAssociation } from "../services/legal-register";
import { circleOf, placementOf } from "./circle";
import { complianceEvaluationsApi as contract } from "./contracts/compliance-evaluations";
import type { ApiEnv } from "./env";
import { requestLanguage } from "./language";
import { notFound } from "./problem";
import { createRouter, guarded, respond } from "./router";

const today = () => businessToday() as DateOnly;

async function obligationEvaluations(c: Context<ApiEnv>, legislationId: number) {
  const rows = await evaluationsOf(c.var.deps.db, c.var.organization.id, legislationId, today());
  if (rows.length === 0 && !(await hasObligation(c, legislationId))) throw notFound("Binding obligation");
  return rows;
}

/** Whether the register holds the act: an obligation never evaluated answers an empty list, not 404. */
async function hasObligation(c: Context<ApiEnv>, legislationId: number) {
  return (await getAssociation(c.var.deps.db, c.var.organization.id, legislationId)) !== null;
}

export const complianceEvaluationRoutes = createRouter()
  .openapi(guarded(contract.list), async (c) =>
    c.json(respond(contract.list, await obligationEvaluations(c, c.req.valid("param").id)), 200),
  )
  .openapi(guarded(contract.create), async (c) => {
    const { id } = c.req.valid("param");
    const recorded = await recordEvaluation(c.var.deps.db, await placementOf(c), id, camelKeys(c.req.valid("json")));
    const row = await getEvaluation(c.var.deps.db, c.var.organization.id, id, recorded.id, today());
    return c.json(respond(contract.create, row!), recorded.created ? 201 : 200);
  })
  .openapi(guarded(contract.remove), async (c) => {
    const { id, evaluationId } = c.req.valid("param");
    if (!(await removeEvaluation(c.var.deps.db, c.var.organization.id, id, evaluationId))) throw notFound("Evaluation");
    return c.body(null, 204);
  })
  .openapi(guarded(contract.overview), async (c) => {
    const query = { ...camelKeys(c.req.valid("query")), language: requestLanguage(c) };
    const result = await listStandings(c.var.deps.db, c.var.organization.id, query, today());
    return c.json(respond(contract.overview, { totalElements: result.total, content: result.rows }), 200);
  })
  .openapi(guarded(contract.setInterval), async (c) => {
    const { legislationIds, evaluationPeriod } = camelKeys(c.req.valid("json"));
    const changed = await setIntervals(c.var.deps.db, c.var.organization.id, legislationIds, evaluationPeriod);
    return c.json(respond(contract.setInterval, changed), 200);
  })
  .openapi(guarded(contract.standings), async (c) => {
    const rows = await standingsByOrganization(c.var.deps.db, (await circleOf(c)).below, today());
    return c.json(respond(contract.standings, rows), 200);
  });
