import type { Context } from "hono";
import { businessToday } from "../domain/recurrence";
import { camelKeys, type DateOnly } from "../domain/wire-casing";
import {
  addParticipant,
  assessRisk,
  copyRisks,
  getRisk,
  listRisks,
  removeParticipant,
  reviewRisk,
  riskHeatMap,
  updateRisk,
} from "../services/risks";
import { matrixOf, matrixShape, setMatrix, type HoldingMatrix } from "../services/risk-matrix";
import { actorOf, circleOf, departmentsWithin, placementOf } from "./circle";
import { riskMatrixApi } from "./contracts/risk-matrix";
import { risksApi as contract } from "./contracts/risks";
import type { ApiEnv } from "./env";
import { notFound } from "./problem";
import { createRouter, guarded, respond } from "./router";

const today = () => businessToday() as DateOnly;

/** The matrix the active organization's holding scores its risks on. */
const matrix = (c: Context<ApiEnv>) => matrixOf(c.var.deps.db, c.var.organization.id);

const matrixWire = (held: HoldingMatrix) => ({
  ...matrixShape(held),
  likelihoodWords: held.likelihoodWords,
  severityWords: held.severityWords,
  holding: { id: held.holdingId },
  lastModifiedDate: held.lastModifiedDate,
});

async function foundRisk(c: Context<ApiEnv>, id: number) {
  const row = await getRisk(c.var.deps.db, (await circleOf(c)).below, id, businessToday() as DateOnly, await matrix(c));
  if (!row) throw notFound("Risk");
  return row;
}

export const riskRoutes = createRouter()
  .openapi(guarded(contract.list), async (c) => {
    const { departmentId, ...query } = camelKeys(c.req.valid("query"));
    const filter = { ...query, departmentIds: await departmentsWithin(c, departmentId) };
    const result = await listRisks(
      c.var.deps.db,
      (await circleOf(c)).below,
      filter,
      businessToday() as DateOnly,
      await matrix(c),
    );
    return c.json(respond(contract.list, { totalElements: result.total, content: result.rows }), 200);
  })
  .openapi(guarded(contract.heatMap), async (c) => {
    const { departmentId, ...query } = camelKeys(c.req.valid("query"));
    const filter = { ...query, departmentIds: await departmentsWithin(c, departmentId) };
    const map = await riskHeatMap(
      c.var.deps.db,
      (await circleOf(c)).below,
      filter,
      businessToday() as DateOnly,
      await matrix(c),
    );
    return c.json(respond(contract.heatMap, map), 200);
  })
  .openapi(guarded(contract.get), async (c) =>
    c.json(respond(contract.get, await foundRisk(c, c.req.valid("param").id)), 200),
  )
  .openapi(guarded(contract.create), async (c) => {
    const input = camelKeys(c.req.valid("json"));
    const added = await assessRisk(c.var.deps.db, actorOf(c), await placementOf(c), input, today());
    return c.json(respond(contract.create, await foundRisk(c, added.id)), added.created ? 201 : 200);
  })
  .openapi(guarded(contract.update), async (c) => {
    const { id } = c.req.valid("param");
    const { lastModifiedDate, ...input } = camelKeys(c.req.valid("json"));
    await updateRisk(c.var.deps.db, actorOf(c), await placementOf(c), id, input, lastModifiedDate, today());
    return c.json(respond(contract.update, await foundRisk(c, id)), 200);
  })
  .openapi(guarded(contract.copy), async (c) => {
    const chosen = camelKeys(c.req.valid("json"));
    const copied = await copyRisks(c.var.deps.db, actorOf(c), await placementOf(c), chosen);
    return c.json(respond(contract.copy, copied), 200);
  })
  .openapi(guarded(contract.review), async (c) => {
    const { id } = c.req.valid("param");
    const { last_modified_date: lastModifiedDate } = c.req.valid("json");
    await reviewRisk(c.var.deps.db, actorOf(c), await placementOf(c), id, lastModifiedDate, today());
    return c.json(respond(contract.review, await foundRisk(c, id)), 200);
  })
  .openapi(guarded(contract.addParticipant), async (c) => {
    const { id } = c.req.valid("param");
    const { membershipId, safetyOrganization } = camelKeys(c.req.valid("json"));
    await addParticipant(c.var.deps.db, await circleOf(c), id, { membershipId, safetyOrganization });
    return c.json(respond(contract.addParticipant, await foundRisk(c, id)), 200);
  })
  .openapi(guarded(contract.removeParticipant), async (c) => {
    const { id, membershipId } = c.req.valid("param");
    await removeParticipant(c.var.deps.db, await circleOf(c), id, membershipId);
    return c.json(respond(contract.removeParticipant, await foundRisk(c, id)), 200);
  })
  .openapi(guarded(riskMatrixApi.get), async (c) =>
    c.json(respond(riskMatrixApi.get, matrixWire(await matrix(c))), 200),
  )
  .openapi(guarded(riskMatrixApi.set), async (c) => {
    const { lastModifiedDate, bounds, ...input } = camelKeys(c.req.valid("json"));
    const scaled = { ...input, bounds: { LOW: bounds.low, MEDIUM: bounds.medium, HIGH: bounds.high } };
    await setMatrix(c.var.deps.db, c.var.organization.id, scaled, lastModifiedDate);
    return c.json(respond(riskMatrixApi.set, matrixWire(await matrix(c))), 200);
  });
